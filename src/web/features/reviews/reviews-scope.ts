import type { RestaurantDetailsResult } from '../../../contract/listings';
import { knownListingIds, resolveClient } from '../../lib/restaurant-details';
import type { Filters } from '../../lib/url-state';
import type { ReviewsScope } from './reviews-queries';

/**
 * What to ask the upstream for. Reviews have no client parameter and empty `listingIds` means
 * every listing of the partner, so the client is sent as its listing ids: the chosen ones, or
 * all of them. Undefined when the client has no listings (there is nothing to ask for).
 */
export function reviewsScope(
  details: RestaurantDetailsResult,
  filters: Filters,
): ReviewsScope | undefined {
  const client = resolveClient(details, filters.client);
  if (!client || client.listingDetails.length === 0) return undefined;
  const chosen = knownListingIds(client, filters.listings);
  return {
    clientId: client.clientId,
    listingIds:
      chosen.length > 0 ? chosen : client.listingDetails.map((listing) => listing.listingId),
    channels: filters.channels,
    from: filters.from,
    to: filters.to,
  };
}
