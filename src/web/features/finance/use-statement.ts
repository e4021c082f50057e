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
 */
export function useStatement(client: Client | undefined, month: string) {
  const scope = useMemo(
    () => (client ? statementScope(client.clientId, month) : undefined),
    [client, month],
  );
  // Each reply drawn as it arrives (`useQuery`): a reply that comes in during the page's first
  // drawing is in that drawing, before it is painted. The portfolio's transition hook painted the
  // skeleton first, and the table taking its place moved the sections below it (a layout shift of
  // 0.065 on a loaded phone). The sections' own memos keep each arrival cheap.
  const whole = financeScope(scope);
  const reviewsScope = client && scope && withListings(client, scope);
  const queries = {
    overview: useQuery(financeQueries.overview(whole)),
    previous: useQuery(financeQueries.overview(whole && comparedScope(whole, 'previous-month'))),
    tax: useQuery(financeQueries.tax(whole)),
    deposits: useQuery(financeQueries.deposits(whole)),
    estimate: useQuery(financeQueries.estimateVsActual(whole)),
    pos: useQuery(financeQueries.posVsOffPremise(whole)),
    disputes: useQuery(disputesQueries.range(scope)),
    reviews: useQuery(reviewsQueries.collected(reviewsScope, 'unanswered')),
  };
  const disputes = useMemo(
    () => queries.disputes.data && summarizeDisputes(queries.disputes.data.orders),
    [queries.disputes.data],
  );
  const reviews = useMemo(
    () => queries.reviews.data && reviewFigures(queries.reviews.data),
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
