import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import type { Client, RestaurantDetailsResult } from '../../../contract/listings';
import { inBackground } from '../../lib/background';
import { createLimit } from '../../lib/limit';
import { readFilters } from '../../lib/url-state';
import { clientScope, withListings } from '../client/client-scope';
import { moneyLeftQuery } from '../dispute/money-left-query';
import { financeQueries } from '../finance/finance-queries';
import { financeScope } from '../finance/finance-scope';
import { reviewsQueries } from '../review/reviews-queries';
import { replyWindowScope } from '../review/reviews-scope';
import { buildBrief, type Brief, type ClientBriefInput } from './brief';

/** Clients read at once: as the portfolio, a few, so many clients never ask for everything at once. */
const CLIENTS_AT_ONCE = 4;
const limit = createLimit(CLIENTS_AT_ONCE);

/**
 * One client's replies, for the address its pages open with (`?client=…`: every listing and
 * channel, the default dates): the very queries, keys and all, that its disputes, reviews and
 * finance pages ask for, so a page opened from the brief finds them cached, and the reverse.
 */
async function readClient(
  queryClient: QueryClient,
  details: RestaurantDetailsResult,
  client: Client,
  today: string,
): Promise<ClientBriefInput> {
  const filters = readFilters(new URLSearchParams({ client: client.clientId }), today);
  const scope = clientScope(details, filters);
  if (!scope) throw new Error(`No scope for client ${client.clientId}`);
  const reviews = withListings(client, scope);
  const [left, reviewsInWindow, estimate] = await Promise.all([
    queryClient.fetchQuery(inBackground(moneyLeftQuery(scope, today, inBackground))),
    reviews
      ? queryClient.fetchQuery(
          inBackground(reviewsQueries.collected(replyWindowScope(reviews, today), 'unanswered')),
        )
      : null,
    queryClient.fetchQuery(inBackground(financeQueries.estimateVsActual(financeScope(scope)))),
  ]);
  return { client, left, reviewsInWindow, estimate };
}

/** The pages' default dates on `today`: what the brief's money figures cover. */
export const briefRange = (today: string) => {
  const { from, to } = readFilters(new URLSearchParams(), today);
  return { from, to };
};

/**
 * Today's brief over the clients the server gives the person (it narrows the clients list to
 * their scope), read in the background: the server lets the pages a person waits for go first.
 * `lastBriefAt`: when the person's last brief was sent; its low reviews are those since then.
 */
export const briefQuery = (
  details: RestaurantDetailsResult | undefined,
  today: string,
  lastBriefAt: string | null = null,
) =>
  queryOptions({
    // The clients with their listings: a change of scope (or of a client's stores) is a new brief.
    queryKey: ['brief', today, lastBriefAt, details ?? null] as const,
    queryFn: details
      ? async ({ client: queryClient, signal }): Promise<Brief> => {
          // Each client apart: one that fails is named, the others' figures stand.
          const reads = await Promise.allSettled(
            details.restaurantDetails.map((client) =>
              limit(() => readClient(queryClient, details, client, today), signal),
            ),
          );
          const failed = reads.flatMap((read) => (read.status === 'rejected' ? [read.reason] : []));
          // Nothing read at all: the page's error state, with the first failure's words.
          if (failed.length > 0 && failed.length === reads.length) throw failed[0];
          const inputs = reads.flatMap((read) => (read.status === 'fulfilled' ? [read.value] : []));
          const unread = details.restaurantDetails.filter(
            (_, index) => reads[index]?.status === 'rejected',
          );
          return buildBrief(inputs, today, briefRange(today), unread, lastBriefAt);
        }
      : skipToken,
  });
