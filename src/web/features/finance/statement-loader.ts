import type { QueryClient } from '@tanstack/react-query';
import type { RouteLoaderArgs } from '../../lib/route-data';
import { loadClientScope } from '../../entities/client/client-scope';
import { financeQueries } from '../../entities/finance/finance-queries';
import { comparedScope, financeScope } from '../../entities/finance/finance-scope';
import { lastWholeMonth } from '../../entities/finance/statement-link';
import { param, readSearch } from '../../lib/url-state';
import { statementScope } from './use-statement';

/** The statement's own param: the month (`2026-10`; none: the last whole month). */
export const statementShape = { month: param.month() };

export const prefetch =
  (queryClient: QueryClient) =>
  async ({ request }: RouteLoaderArgs) => {
    const { params, scope } = await loadClientScope(queryClient, request);
    if (scope) {
      const month = readSearch(params, statementShape).month ?? lastWholeMonth();
      const whole = financeScope(statementScope(scope.clientId, month));
      // Started, not awaited: the sections fill in as they arrive.
      if (whole) {
        void queryClient.prefetchQuery(financeQueries.overview(whole));
        void queryClient.prefetchQuery(
          financeQueries.overview(comparedScope(whole, 'previous-month')),
        );
        void queryClient.prefetchQuery(financeQueries.tax(whole));
        void queryClient.prefetchQuery(financeQueries.deposits(whole));
        void queryClient.prefetchQuery(financeQueries.estimateVsActual(whole));
        void queryClient.prefetchQuery(financeQueries.posVsOffPremise(whole));
      }
    }
    return null;
  };
