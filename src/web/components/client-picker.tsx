import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { resolveClient, restaurantDetailsForControls } from '../lib/restaurant-details';
import { useFilters } from '../lib/url-state';

type ClientPickerProps = Pick<
  SelectProps,
  'w' | 'maw' | 'size' | 'label' | 'aria-label' | 'defaultDropdownOpened'
> & {
  /** Focus on mount: it takes over from a stand-in that had the focus. */
  takeFocus?: boolean;
};

/**
 * The client every page is scoped to (`?client=`). With none in the URL the first client is
 * shown; the shell's loader writes it into the URL so links always name it.
 */
export function ClientPicker({ takeFocus = false, ...props }: ClientPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (takeFocus) input.current?.focus();
    // Only on mount: the hand-over from the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [filters, setFilters] = useFilters();
  const details = useQuery(restaurantDetailsForControls());
  const clients = details.data?.restaurantDetails ?? [];
  const selected = details.data ? resolveClient(details.data, filters.client) : undefined;

  return (
    <Select
      {...props}
      ref={input}
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
