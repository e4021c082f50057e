import { queryOptions, skipToken } from '@tanstack/react-query';
import type { FinancialOrdersResult, OrdersResult } from '../../../contract/orders';
import { scopeBody, type ClientScope } from '../../entities/client/client-scope';
import { orderQueries } from '../../entities/order/order-queries';
import { callOperation } from '../../lib/api-client';
import { fetchAllPages } from '../../lib/fetch-all-pages';

export { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../lib/page-size';
export const VIEWS = ['orders', 'financial'] as const;
export type OrdersView = (typeof VIEWS)[number];

/** The client, listings, channels and dates of the URL (the shared client scope). */
export type OrdersScope = ClientScope;

const request = (scope: ClientScope, limit: number, offset: number) => ({
  query: { clientId: scope.clientId, limit, offset },
  body: scopeBody(scope),
});

export function fetchOrdersPage(
  scope: ClientScope,
  view: 'orders',
  limit: number,
  offset: number,
  signal?: AbortSignal,
): Promise<OrdersResult>;
export function fetchOrdersPage(
  scope: ClientScope,
  view: 'financial',
  limit: number,
  offset: number,
  signal?: AbortSignal,
): Promise<FinancialOrdersResult>;
export function fetchOrdersPage(
  scope: ClientScope,
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
export const fetchAllOrders = (scope: ClientScope, signal?: AbortSignal) =>
  fetchAllPages((offset, limit) => fetchOrdersPage(scope, 'orders', limit, offset, signal), {
    signal,
  });

/** Every financial order of the scope, newest first. */
export const fetchAllFinancialOrders = (scope: ClientScope, signal?: AbortSignal) =>
  fetchAllPages((offset, limit) => fetchOrdersPage(scope, 'financial', limit, offset, signal), {
    signal,
  });

const clientKey = (scope: ClientScope | undefined) => ordersQueries.client(scope?.clientId ?? '');

/**
 * The orders area's query factory, generic → specific. A scope of `undefined` (no client yet)
 * gives the same query waiting (`skipToken`).
 */
export const ordersQueries = {
  all: () => ['orders'] as const,
  client: (clientId: string) => [...ordersQueries.all(), clientId] as const,
  /** One page as the upstream pages it (newest first). */
  page: (scope: ClientScope | undefined, { page, size }: { page: number; size: number }) =>
    queryOptions({
      queryKey: [...clientKey(scope), 'page', scope ?? null, { page, size }] as const,
      queryFn: scope
        ? ({ signal }) => fetchOrdersPage(scope, 'orders', size, (page - 1) * size, signal)
        : skipToken,
    }),
  financialPage: (scope: ClientScope | undefined, { page, size }: { page: number; size: number }) =>
    queryOptions({
      queryKey: [...clientKey(scope), 'financial', scope ?? null, { page, size }] as const,
      queryFn: scope
        ? ({ signal }) => fetchOrdersPage(scope, 'financial', size, (page - 1) * size, signal)
        : skipToken,
    }),
  /** Every order of the scope: when the list is sorted or filtered here, not by the upstream. */
  whole: (scope: ClientScope | undefined) =>
    queryOptions({
      queryKey: [...clientKey(scope), 'whole', scope ?? null] as const,
      queryFn: scope ? ({ signal }) => fetchAllOrders(scope, signal) : skipToken,
    }),
  financialWhole: (scope: ClientScope | undefined) =>
    queryOptions({
      queryKey: [...clientKey(scope), 'financial-whole', scope ?? null] as const,
      queryFn: scope ? ({ signal }) => fetchAllFinancialOrders(scope, signal) : skipToken,
    }),
  /** One order by its full id, on whichever channel has it (see `orderQueries.lookup`). */
  lookup: orderQueries.lookup,
  /** One order's details: one key, whichever page opens it (see `orderQueries.details`). */
  order: orderQueries.details,
};
