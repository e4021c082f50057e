import { queryOptions, skipToken } from '@tanstack/react-query';
import { scopeBody, type ClientScope } from '../client/client-scope';
import { callOperation } from '../../lib/api-client';
import { addMonths, todayOf } from '../../lib/calendar';

/** How far back the first order of a client is looked for. */
const HISTORY_YEARS = 5;

/** The client scope, and the payout dates the deposits are narrowed to (sorted). */
export interface FinanceScope extends ClientScope {
  /** Empty: every payout date. */
  payoutDates: string[];
}

const input = (scope: FinanceScope) => ({
  query: { clientId: scope.clientId },
  body: {
    ...scopeBody(scope),
    ...(scope.payoutDates.length > 0 ? { payoutDates: scope.payoutDates } : {}),
  },
});

const key = (scope: FinanceScope | undefined, name: string) =>
  [...financeQueries.client(scope?.clientId ?? ''), name, scope ?? null] as const;

/**
 * The finance area's query factory, generic → specific; the scope is in every key. A scope of
 * `undefined` (no client yet) gives the same query waiting (`skipToken`).
 */
export const financeQueries = {
  all: () => ['finance'] as const,
  client: (clientId: string) => [...financeQueries.all(), clientId] as const,
  overview: (scope: FinanceScope | undefined) =>
    queryOptions({
      queryKey: key(scope, 'overview'),
      queryFn: scope
        ? ({ signal }) => callOperation('getFinanceOverview', input(scope), { signal })
        : skipToken,
    }),
  tax: (scope: FinanceScope | undefined) =>
    queryOptions({
      queryKey: key(scope, 'tax'),
      queryFn: scope
        ? ({ signal }) => callOperation('getTaxDetails', input(scope), { signal })
        : skipToken,
    }),
  deposits: (scope: FinanceScope | undefined) =>
    queryOptions({
      queryKey: key(scope, 'deposits'),
      queryFn: scope
        ? ({ signal }) => callOperation('getDepositDetails', input(scope), { signal })
        : skipToken,
    }),
  estimateVsActual: (scope: FinanceScope | undefined) =>
    queryOptions({
      queryKey: key(scope, 'estimate-vs-actual'),
      queryFn: scope
        ? ({ signal }) => callOperation('getEstimateVsActual', input(scope), { signal })
        : skipToken,
    }),
  posVsOffPremise: (scope: FinanceScope | undefined) =>
    queryOptions({
      queryKey: key(scope, 'pos-vs-off-premise'),
      queryFn: scope
        ? ({ signal }) => callOperation('getPosVsOffPremise', input(scope), { signal })
        : skipToken,
    }),
  /**
   * The date of the client's first order (within the last five years), or null with none: what
   * a range with no data points to. The interface has no such operation; the orders list is
   * newest first, so its last row is the oldest (two single-row requests).
   */
  dataStart: (clientId: string) =>
    queryOptions({
      queryKey: [...financeQueries.client(clientId), 'data-start'] as const,
      queryFn: async ({ signal }) => {
        const today = todayOf();
        const body = { startDate: addMonths(today, -12 * HISTORY_YEARS), endDate: today };
        const page = (offset: number) =>
          callOperation('listOrders', { query: { clientId, limit: 1, offset }, body }, { signal });
        const { total } = await page(0);
        if (total === 0) return null;
        const last = await page(total - 1);
        return last.orders[0]?.orderDate.slice(0, 10) ?? null;
      },
      staleTime: 60 * 60_000,
    }),
};
