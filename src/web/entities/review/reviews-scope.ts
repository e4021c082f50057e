import type { RestaurantDetailsResult } from '../../../contract/listings';
import { clientScope, withListings, type ClientScope } from '../client/client-scope';
import { resolveClient } from '../../lib/restaurant-details';
import type { Filters } from '../../lib/url-state';

/**
 * What to ask the upstream for. Reviews have no client parameter and empty `listingIds` means
 * every listing of the partner, so the client is sent as its listing ids: the chosen ones, or
 * all of them. Undefined when the client has no listings (there is nothing to ask for).
 */
export function reviewsScope(
  details: RestaurantDetailsResult,
  filters: Filters,
): ClientScope | undefined {
  const client = resolveClient(details, filters.client);
  const scope = clientScope(details, filters);
  return client && scope && withListings(client, scope);
}
