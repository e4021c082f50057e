import { queryOptions } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { Channel } from '../../../contract/common';
import { callOperation } from '../../lib/api-client';
import { DATE_FORMAT } from '../../lib/date-ranges';
import { restaurantDetailsQueryOptions } from '../../lib/restaurant-details';

/** How far back the first order of a client is looked for. */
const HISTORY_YEARS = 5;

export interface FinanceScope {
  clientId: string;
  /** Empty: every listing of the client. */
  listingIds: string[];
  channels: Channel[];
  from: string;
  to: string;
  /** Empty: every payout date. */
  payoutDates: string[];
}

const body = (scope: FinanceScope) => ({
  startDate: scope.from,
  endDate: scope.to,
  ...(scope.listingIds.length > 0 ? { listingIds: scope.listingIds } : {}),
  ...(scope.channels.length > 0 ? { channel: scope.channels } : {}),
  ...(scope.payoutDates.length > 0 ? { payoutDates: scope.payoutDates } : {}),
});
const input = (scope: FinanceScope) => ({ query: { clientId: scope.clientId }, body: body(scope) });

/** The finance area's query factory, generic → specific; the scope is in every key. */
export const financeQueries = {
  all: () => ['finance'] as const,
  client: (clientId: string) => [...financeQueries.all(), clientId] as const,
  restaurantDetails: restaurantDetailsQueryOptions,
  overview: (scope: FinanceScope) =>
    queryOptions({
      queryKey: [...financeQueries.client(scope.clientId), 'overview', scope] as const,
      queryFn: ({ signal }) => callOperation('getFinanceOverview', input(scope), { signal }),
    }),
  tax: (scope: FinanceScope) =>
    queryOptions({
      queryKey: [...financeQueries.client(scope.clientId), 'tax', scope] as const,
      queryFn: ({ signal }) => callOperation('getTaxDetails', input(scope), { signal }),
    }),
  deposits: (scope: FinanceScope) =>
    queryOptions({
      queryKey: [...financeQueries.client(scope.clientId), 'deposits', scope] as const,
      queryFn: ({ signal }) => callOperation('getDepositDetails', input(scope), { signal }),
    }),
  estimateVsActual: (scope: FinanceScope) =>
    queryOptions({
      queryKey: [...financeQueries.client(scope.clientId), 'estimate-vs-actual', scope] as const,
      queryFn: ({ signal }) => callOperation('getEstimateVsActual', input(scope), { signal }),
    }),
  posVsOffPremise: (scope: FinanceScope) =>
    queryOptions({
      queryKey: [...financeQueries.client(scope.clientId), 'pos-vs-off-premise', scope] as const,
      queryFn: ({ signal }) => callOperation('getPosVsOffPremise', input(scope), { signal }),
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
        const today = dayjs();
        const body = {
          startDate: today.subtract(HISTORY_YEARS, 'year').format(DATE_FORMAT),
          endDate: today.format(DATE_FORMAT),
        };
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
