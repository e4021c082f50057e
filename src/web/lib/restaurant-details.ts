import { queryOptions, useQuery } from '@tanstack/react-query';
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

/**
 * The same, for controls that mount after the page has painted (the header's client picker, the
 * filter fields): they show what the page already asked for and do not ask again on mounting
 * after a failure. The page says what failed and offers Retry; a control arriving a second later
 * would otherwise send the failed request again on its own (one more 429, or one more long wait).
 */
export const restaurantDetailsForControls = () =>
  queryOptions({ ...restaurantDetailsQueryOptions(), retryOnMount: false });

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

/** listingId → restaurant name, over every client (records name only their listing). */
export const restaurantNames = (details: RestaurantDetailsResult | undefined) =>
  new Map(
    (details?.restaurantDetails ?? []).flatMap((client) =>
      client.listingDetails.map((listing) => [listing.listingId, listing.restaurantName] as const),
    ),
  );

/** A client's display name (for titles and file names); undefined until the details load. */
export function useClientName(clientId: string | undefined): string | undefined {
  const details = useQuery(restaurantDetailsQueryOptions());
  return details.data?.restaurantDetails.find((client) => client.clientId === clientId)?.clientName;
}
