import { queryOptions } from '@tanstack/react-query';
import type { Client, RestaurantDetailsResult } from '../../contract/listings';
import { callOperation } from './api-client';

/**
 * Every client of the partner with its listings. Shared by the client picker, the listings
 * filter and the listings page, so it lives here rather than in a feature. It is one reply for
 * all clients, so its key carries no filter (decision: one fetch serves every client).
 */
export const restaurantDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['listings', 'restaurant-details'] as const,
    queryFn: ({ signal }) => callOperation('getRestaurantDetails', {}, { signal }),
    staleTime: 5 * 60_000,
  });

/** The chosen client, else the first one (the picker's default); undefined when there are none. */
export const resolveClient = (
  details: RestaurantDetailsResult,
  clientId: string | undefined,
): Client | undefined =>
  details.restaurantDetails.find((client) => client.clientId === clientId) ??
  details.restaurantDetails[0];

/**
 * The listings filter, minus ids the client does not have (a link from another client, a stale
 * bookmark): the picker and every page then agree, and an unknown id never empties a view.
 */
export const knownListingIds = (client: Client | undefined, ids: readonly string[]): string[] => {
  const known = new Set(client?.listingDetails.map((listing) => listing.listingId));
  return ids.filter((id) => known.has(id));
};
