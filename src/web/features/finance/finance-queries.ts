import { queryOptions } from '@tanstack/react-query';
import type { Channel } from '../../../contract/common';
import { callOperation } from '../../lib/api-client';
import { restaurantDetailsQueryOptions } from '../../lib/restaurant-details';

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
};
