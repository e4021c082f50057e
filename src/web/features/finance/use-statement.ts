import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Client } from '../../../contract/listings';
import { normalScope, withListings, type ClientScope } from '../../entities/client/client-scope';
import { disputesQueries } from '../../entities/dispute/disputes-queries';
import { summarizeDisputes } from '../../entities/dispute/disputes-summary';
import { financeQueries } from '../../entities/finance/finance-queries';
import { comparedScope, financeScope } from '../../entities/finance/finance-scope';
import { monthRange } from '../../entities/finance/statement-link';
import { reviewFigures } from '../../entities/review/review-figures';
import { reviewsQueries } from '../../entities/review/reviews-queries';

/** A client's whole month: every listing and channel. */
export const statementScope = (clientId: string, month: string): ClientScope =>
  normalScope({ clientId, listingIds: [], channels: [], ...monthRange(month) });

/**
 * Everything a month statement shows, each from the query its own page uses: the overview of
 * the month and of the month before, the four per-store tables, the disputes and the reviews.
 * The page asks them with `useQuery`; the server, making the mailed statement, with the same
 * options (src/notify/statement-reader.ts).
 */
export function statementQueries(client: Client | undefined, scope: ClientScope | undefined) {
  const whole = financeScope(scope);
  const reviewsScope = client && scope && withListings(client, scope);
  return {
    overview: financeQueries.overview(whole),
    previous: financeQueries.overview(whole && comparedScope(whole, 'previous-month')),
    tax: financeQueries.tax(whole),
    deposits: financeQueries.deposits(whole),
    estimate: financeQueries.estimateVsActual(whole),
    pos: financeQueries.posVsOffPremise(whole),
    disputes: disputesQueries.range(scope),
    reviews: reviewsQueries.collected(reviewsScope, 'unanswered'),
  };
}

/** The statement's two summaries, from their sections' replies. */
export const statementSummaries = {
  disputes: summarizeDisputes,
  reviews: reviewFigures,
};

/** The statement of a client's month: its queries, as the page draws them. */
export function useStatement(client: Client | undefined, month: string) {
  const scope = useMemo(
    () => (client ? statementScope(client.clientId, month) : undefined),
    [client, month],
  );
  // Each reply drawn as it arrives (`useQuery`): a reply that comes in during the page's first
  // drawing is in that drawing, before it is painted. The portfolio's transition hook painted the
  // skeleton first, and the table taking its place moved the sections below it (a layout shift of
  // 0.065 on a loaded phone). The sections' own memos keep each arrival cheap.
  const options = statementQueries(client, scope);
  const queries = {
    overview: useQuery(options.overview),
    previous: useQuery(options.previous),
    tax: useQuery(options.tax),
    deposits: useQuery(options.deposits),
    estimate: useQuery(options.estimate),
    pos: useQuery(options.pos),
    disputes: useQuery(options.disputes),
    reviews: useQuery(options.reviews),
  };
  const disputes = useMemo(
    () => queries.disputes.data && statementSummaries.disputes(queries.disputes.data.orders),
    [queries.disputes.data],
  );
  const reviews = useMemo(
    () => queries.reviews.data && statementSummaries.reviews(queries.reviews.data),
    [queries.reviews.data],
  );
  // A client without listings has no reviews to ask for: that query waits for good.
  const noListings = client !== undefined && client.listingDetails.length === 0;
  return {
    scope,
    queries,
    disputes,
    reviews,
    noListings,
    /** Every part asked for answered (with data or an error): ready to print. */
    settled: Object.values(queries).every(
      (query) => !query.isPending || (noListings && query === queries.reviews),
    ),
  };
}

export type Statement = ReturnType<typeof useStatement>;
