import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Channel } from '../../../contract/channels';
import type { Client } from '../../../contract/listings';
import { normalScope, withListings, type ClientScope } from '../../entities/client/client-scope';
import { summarizeDisputes, type DisputesSummary } from '../../entities/dispute/disputes-summary';
import {
  fetchDisputesOfScope,
  moneyLeftOnTheTable,
  type MoneyLeft,
} from '../../entities/dispute/money-left';
import {
  claimBackCents,
  weeklyNetPayout,
  type WeekOfPayouts,
} from '../../entities/finance/finance-figures';
import { financeQueries } from '../../entities/finance/finance-queries';
import { comparedScope, financeScope } from '../../entities/finance/finance-scope';
import type { OverviewResult } from '../../../contract/finance';
import { reviewFigures, type ReviewFigures } from '../../entities/review/review-figures';
import { reviewsQueries } from '../../entities/review/reviews-queries';
import { replyWindowScope } from '../../entities/review/reviews-scope';
import { withRateLimit } from '../../lib/fetch-all-pages';
import { inBackground } from '../../lib/background';
import { createLimit } from '../../lib/limit';

/** Clients loading at once: enough to fill the page quickly, few enough to spare the upstream. */
export const CLIENTS_AT_ONCE = 4;

/** What the portfolio covers: every client, over the filter bar's dates and channels. */
export interface PortfolioScope {
  from: string;
  to: string;
  channels: Channel[];
}

/** A client's scope for the portfolio's filters: every listing, as its own pages see it. */
export const portfolioClientScope = (clientId: string, scope: PortfolioScope): ClientScope =>
  normalScope({
    clientId,
    listingIds: [],
    channels: scope.channels,
    from: scope.from,
    to: scope.to,
  });

/** One part of a row: its figures, or why they could not be had (the rest of the row stays). */
export type Part<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** The parts of a client's row, each from the same queries its own pages use. */
export interface RowParts {
  /** The finance overview of the range and of the previous period (its headline figures). */
  finance: Part<{ current: OverviewResult; previous: OverviewResult }>;
  /** The disputes summary, and the disputes part of money left on the table. */
  disputes: Part<{ summary: DisputesSummary; left: MoneyLeft }>;
  reviews: Part<ReviewFigures | null>;
  /** The POS table's claim-back total, in cents. */
  pos: Part<number>;
  payouts: Part<WeekOfPayouts[]>;
}
export type PartId = keyof RowParts;

const settle = async <T>(ask: () => Promise<T>): Promise<Part<T>> => {
  try {
    return { ok: true, value: await ask() };
  } catch (error) {
    return { ok: false, error };
  }
};

/** A shared limit: the portfolio's rows, however many are asked for, load four at a time. */
const limit = createLimit(CLIENTS_AT_ONCE);

async function loadRow(
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

/** The portfolio's query factory: one query per client row. */
export const portfolioQueries = {
  all: () => ['portfolio'] as const,
  row: (client: Client, scope: PortfolioScope, today: string) =>
    queryOptions({
      queryKey: [...portfolioQueries.all(), client.clientId, client, scope, today] as const,
      queryFn: ({ client: queryClient, signal }) =>
        limit(() => loadRow(queryClient, client, scope, today, signal), signal),
      // Each part is its own cached query; the row only gathers them.
      staleTime: 30_000,
      retry: false,
    }),
};
