import type { RestaurantDetailsResult } from '../../../contract/listings';
import { clientScope, withListings, type ClientScope } from '../client/client-scope';
import { resolveClient } from '../../lib/restaurant-details';
import type { Filters } from '../../lib/url-state';
import { LONGEST_REPLY_WINDOW_DAYS } from '../../../contract/constants';
import { addDays } from '../../lib/calendar';

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

/**
 * The same listings and channels over the review dates that can still hold a review open to a
 * reply: the longest reply window up to today. "Needs a reply" is a deadline, read over these
 * whatever dates the filters chose: the dates narrow history, and the reviews about to close are
 * the oldest, the first a short range would hide.
 */
export const replyWindowScope = (scope: ClientScope, today: string): ClientScope => ({
  ...scope,
  from: addDays(today, -LONGEST_REPLY_WINDOW_DAYS),
  to: today,
});
