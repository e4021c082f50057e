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
import { useQueriesInTransition } from '../../lib/use-queries-in-transition';

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
  // Drawn as transitions as they arrive: on a slow phone, a reply drawn at once (as `useQuery`
  // draws it) is a task as long as its table; a transition gives way to the browser as it draws.
  const options = useMemo(() => {
    const whole = financeScope(scope);
    const reviewsScope = client && scope && withListings(client, scope);
    return [
      financeQueries.overview(whole),
      financeQueries.overview(whole && comparedScope(whole, 'previous-month')),
      financeQueries.tax(whole),
      financeQueries.deposits(whole),
      financeQueries.estimateVsActual(whole),
      financeQueries.posVsOffPremise(whole),
      disputesQueries.range(scope),
      reviewsQueries.collected(reviewsScope, 'unanswered'),
    ] as const;
  }, [client, scope]);
  const [overview, previous, tax, deposits, estimate, pos, disputesQuery, reviewsQuery] =
    useQueriesInTransition(options);
  const queries = {
    overview,
    previous,
    tax,
    deposits,
    estimate,
    pos,
    disputes: disputesQuery,
    reviews: reviewsQuery,
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
