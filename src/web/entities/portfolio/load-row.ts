/**
 * A client's portfolio row, read by the same queries its own pages use (finance overview of the
 * range and of the period before, the disputes of the range, the reviews, the POS comparison, the
 * deposits), each reply checked against the contract inside its query. The server runs this as
 * the person who asks (`POST /api/portfolio/rows`, src/proxy/portfolio-rows.ts): the page gets
 * the rows in one request, not a dozen per client.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Client } from '../../../contract/listings';
import { withListings } from '../client/client-scope';
import { summarizeDisputes } from '../dispute/disputes-summary';
import { fetchDisputesOfScope, moneyLeftOnTheTable } from '../dispute/money-left';
import { claimBackCents, weeklyNetPayout } from '../finance/finance-figures';
import { financeQueries } from '../finance/finance-queries';
import { comparedScope, financeScope } from '../finance/finance-scope';
import { reviewFigures } from '../review/review-figures';
import { reviewsQueries } from '../review/reviews-queries';
import { replyWindowScope } from '../review/reviews-scope';
import { withRateLimit } from '../../lib/fetch-all-pages';
import { inBackground } from '../../lib/background';
import {
  portfolioClientScope,
  type Part,
  type PortfolioScope,
  type RowParts,
} from './portfolio-row';

const settle = async <T>(ask: () => Promise<T>): Promise<Part<T>> => {
  try {
    return { ok: true, value: await ask() };
  } catch (error) {
    return { ok: false, error };
  }
};

/** The parts of `client`'s row over `scope`; a part that fails is that part's (the rest stays). */
export async function loadRow(
  queryClient: QueryClient,
  client: Client,
  scope: PortfolioScope,
  today: string,
  signal: AbortSignal,
): Promise<RowParts> {
  const clientScope = portfolioClientScope(client.clientId, scope);
  const whole = financeScope(clientScope);
  if (!whole) throw new Error('No scope');
  // Each call waits out a 429's Retry-After; a query already cached is not asked again. Rows
  // fill in the background: the server sends a page a person opens meanwhile first.
  const ask = <T>(call: () => Promise<T>) => settle(() => withRateLimit(call, signal));
  const reviewsScope = withListings(client, clientScope);
  const [finance, disputes, reviews, pos, payouts] = await Promise.all([
    ask(async () => {
      const [current, previous] = await Promise.all([
        queryClient.fetchQuery(inBackground(financeQueries.overview(whole))),
        queryClient.fetchQuery(
          inBackground(financeQueries.overview(comparedScope(whole, 'previous-period'))),
        ),
      ]);
      return { current, previous };
    }),
    ask(async () => {
      const { orders, bucketOfOrder } = await fetchDisputesOfScope(
        queryClient,
        clientScope,
        today,
        inBackground,
      );
      return {
        summary: summarizeDisputes(orders),
        left: moneyLeftOnTheTable(orders, bucketOfOrder, 0),
      };
    }),
    ask(async () => {
      if (!reviewsScope) return null;
      const [range, inWindow] = await Promise.all([
        queryClient.fetchQuery(inBackground(reviewsQueries.collected(reviewsScope, 'unanswered'))),
        queryClient.fetchQuery(
          inBackground(
            reviewsQueries.collected(replyWindowScope(reviewsScope, today), 'unanswered'),
          ),
        ),
      ]);
      return reviewFigures(range, inWindow);
    }),
    ask(async () =>
      claimBackCents(
        await queryClient.fetchQuery(inBackground(financeQueries.posVsOffPremise(whole))),
      ),
    ),
    ask(async () =>
      weeklyNetPayout(
        await queryClient.fetchQuery(inBackground(financeQueries.deposits(whole))),
        whole,
      ),
    ),
  ]);
  return { finance, disputes, reviews, pos, payouts };
}
