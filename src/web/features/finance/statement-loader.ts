import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { loadClientScope } from '../../entities/client/client-scope';
import { financeQueries } from '../../entities/finance/finance-queries';
import { comparedScope, financeScope } from '../../entities/finance/finance-scope';
import { lastWholeMonth } from '../../entities/finance/statement-link';
import { statementScope } from './use-statement';

export const createLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const { params, scope } = await loadClientScope(queryClient, request);
    if (scope) {
      const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '')
        ? (params.get('month') as string)
        : lastWholeMonth();
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
