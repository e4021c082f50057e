import { useQuery } from '@tanstack/react-query';
import {
  resolveClient,
  restaurantDetailsForControls,
  restaurantDetailsQueryOptions,
} from '../lib/restaurant-details';
import { useFilters } from '../lib/url-state';

/**
 * The client picker's state, for the picker and for the header's light stand-in drawn before it
 * (one place, so the two show the same): the clients, the one shown, what the box says while they
 * load or when they failed, and the choice. `late`: mounted after the page has painted (see
 * `restaurantDetailsForControls`).
 */
export function useClientChoice({ late }: { late: boolean }) {
  const [filters, setFilters] = useFilters();
  const details = useQuery(late ? restaurantDetailsForControls() : restaurantDetailsQueryOptions());
  const clients = details.data?.restaurantDetails ?? [];
  return {
    clients,
    // With none in the URL, the first client (the shell's loader writes it into the URL).
    selected: details.data ? resolveClient(details.data, filters.client) : undefined,
    placeholder: details.isPending ? 'Loading clients…' : 'No clients',
    error: details.isError ? 'Could not load clients' : undefined,
    disabled: clients.length === 0,
    // Listings belong to one client: a new client starts with all of its listings.
    choose: (clientId: string) => setFilters({ client: clientId, listings: [] }),
  };
}
