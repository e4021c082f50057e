import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { resolveClient, restaurantDetailsQueryOptions } from '../lib/restaurant-details';
import { useFilters } from '../lib/url-state';

type ClientPickerProps = Pick<SelectProps, 'w' | 'maw' | 'size' | 'label' | 'aria-label'>;

/**
 * The client every page is scoped to (`?client=`). With none in the URL the first client is
 * shown; the shell's loader writes it into the URL so links always name it.
 */
export function ClientPicker(props: ClientPickerProps) {
  const [filters, setFilters] = useFilters();
  const details = useQuery(restaurantDetailsQueryOptions());
  const clients = details.data?.restaurantDetails ?? [];
  const selected = details.data ? resolveClient(details.data, filters.client) : undefined;

  return (
    <Select
      {...props}
      data={clients.map((client) => ({ value: client.clientId, label: client.clientName }))}
      value={selected?.clientId ?? null}
      // Listings belong to one client: a new client starts with all of its listings.
      onChange={(clientId) => clientId && setFilters({ client: clientId, listings: [] })}
      allowDeselect={false}
      searchable
      nothingFoundMessage="No client matches"
      placeholder={details.isPending ? 'Loading clients…' : 'No clients'}
      error={details.isError ? 'Could not load clients' : undefined}
      disabled={clients.length === 0}
      comboboxProps={{
        width: 'max-content',
        position: 'bottom-start',
        withinPortal: false,
        keepMounted: false,
      }}
    />
  );
}
