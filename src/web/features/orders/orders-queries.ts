import type { ClientScope } from '../../lib/restaurant-details';
import { queryOptions } from '@tanstack/react-query';
import { CHANNELS, type Channel } from '../../../contract/common';
import type { FinancialOrdersResult, OrdersResult } from '../../../contract/orders';
import { callOperation } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { fetchAllPages } from '../../lib/fetch-all-pages';
import { restaurantDetailsQueryOptions } from '../../lib/restaurant-details';

/** The upstream's own default page size. */
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = ['20', '50', '100'] as const;
export const VIEWS = ['orders', 'financial'] as const;
export type OrdersView = (typeof VIEWS)[number];

/** The client, listings, channels and dates of the URL (the shared client scope). */
export type OrdersScope = ClientScope;

const request = (scope: OrdersScope, limit: number, offset: number) => ({
  query: { clientId: scope.clientId, limit, offset },
  body: {
    startDate: scope.from,
    endDate: scope.to,
    ...(scope.listingIds.length > 0 ? { listingIds: scope.listingIds } : {}),
    ...(scope.channels.length > 0 ? { channel: scope.channels } : {}),
  },
});

export function fetchOrdersPage(
  scope: OrdersScope,
  view: 'orders',
  limit: number,
  offset: number,
  signal?: AbortSignal,
): Promise<OrdersResult>;
export function fetchOrdersPage(
  scope: OrdersScope,
  view: 'financial',
  limit: number,
  offset: number,
  signal?: AbortSignal,
): Promise<FinancialOrdersResult>;
export function fetchOrdersPage(
  scope: OrdersScope,
  view: OrdersView,
  limit: number,
  offset: number,
  signal?: AbortSignal,
): Promise<OrdersResult | FinancialOrdersResult> {
  return view === 'financial'
    ? callOperation('listFinancialOrders', request(scope, limit, offset), { signal })
    : callOperation('listOrders', request(scope, limit, offset), { signal });
}

/** Every order of the scope, newest first (the whole set: sorts, customer filter, CSV, search). */
export const fetchAllOrders = (scope: OrdersScope, signal?: AbortSignal) =>
  fetchAllPages((offset, limit) => fetchOrdersPage(scope, 'orders', limit, offset, signal));

/** Every financial order of the scope, newest first. */
export const fetchAllFinancialOrders = (scope: OrdersScope, signal?: AbortSignal) =>
  fetchAllPages((offset, limit) => fetchOrdersPage(scope, 'financial', limit, offset, signal));

/** The orders area's query factory, generic → specific. */
export const ordersQueries = {
  all: () => ['orders'] as const,
  client: (clientId: string) => [...ordersQueries.all(), clientId] as const,
  restaurantDetails: restaurantDetailsQueryOptions,
  /** One page as the upstream pages it (newest first). */
  page: (scope: OrdersScope, { page, size }: { page: number; size: number }) =>
    queryOptions({
      queryKey: [...ordersQueries.client(scope.clientId), 'page', scope, { page, size }] as const,
      queryFn: ({ signal }) => fetchOrdersPage(scope, 'orders', size, (page - 1) * size, signal),
    }),
  financialPage: (scope: OrdersScope, { page, size }: { page: number; size: number }) =>
    queryOptions({
      queryKey: [
        ...ordersQueries.client(scope.clientId),
        'financial',
        scope,
        { page, size },
      ] as const,
      queryFn: ({ signal }) => fetchOrdersPage(scope, 'financial', size, (page - 1) * size, signal),
    }),
  /** Every order of the scope: when the list is sorted or filtered here, not by the upstream. */
  whole: (scope: OrdersScope) =>
    queryOptions({
      queryKey: [...ordersQueries.client(scope.clientId), 'whole', scope] as const,
      queryFn: ({ signal }) => fetchAllOrders(scope, signal),
    }),
  financialWhole: (scope: OrdersScope) =>
    queryOptions({
      queryKey: [...ordersQueries.client(scope.clientId), 'financial-whole', scope] as const,
      queryFn: ({ signal }) => fetchAllFinancialOrders(scope, signal),
    }),
  /**
   * One order by its full id, on whichever channel has it (the upstream needs the channel): each
   * channel asked at once, an unknown order (404 on all) is null. Any date, any listing.
   */
  lookup: (clientId: string, deliveryUUID: string) =>
    queryOptions({
      queryKey: [...ordersQueries.client(clientId), 'lookup', deliveryUUID] as const,
      queryFn: async ({ signal }) => {
        const answers = await Promise.allSettled(
          CHANNELS.map((channel) =>
            callOperation(
              'getOrderDetails',
              { query: { clientId, deliveryUUID, channel } },
              { signal },
            ),
          ),
        );
        for (const answer of answers) if (answer.status === 'fulfilled') return answer.value;
        const failure = answers.find(
          (answer) => answer.status === 'rejected' && !isNotFound(answer.reason),
        );
        if (failure?.status === 'rejected') throw failure.reason;
        return null;
      },
    }),
  order: (clientId: string, deliveryUUID: string, channel: Channel) =>
    queryOptions({
      queryKey: [...ordersQueries.client(clientId), 'order', deliveryUUID, channel] as const,
      queryFn: ({ signal }) =>
        callOperation(
          'getOrderDetails',
          { query: { clientId, deliveryUUID, channel } },
          { signal },
        ),
    }),
};

/** An unknown order: the upstream answers 404. */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;
