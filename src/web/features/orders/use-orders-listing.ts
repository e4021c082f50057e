import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { FinancialOrdersResult, Order, OrdersResult } from '../../../contract/orders';
import { financialColumns, orderColumns } from './order-columns';
import { ordersQueries, type OrdersScope, type OrdersView } from './orders-queries';
import { pageOf, selectOrders, upstreamPaged, type OrderSelection } from './select-orders';

/** A page of the selected whole set, as a query result the list shows like an upstream page. */
function usePaged<T extends Order>(
  query: UseQueryResult<T[]>,
  range: { page: number; size: number },
): UseQueryResult<{ total: number; orders: T[] }> {
  const { page, size } = range;
  const data = useMemo(
    () => (query.data ? pageOf(query.data, { page, size }) : undefined),
    [query.data, page, size],
  );
  return { ...query, data } as UseQueryResult<{ total: number; orders: T[] }>;
}

const EMPTY_SCOPE: OrdersScope = { clientId: '', listingIds: [], channels: [], from: '', to: '' };

interface Listing {
  scope: OrdersScope | undefined;
  view: OrdersView;
  selection: OrderSelection;
  range: { page: number; size: number };
  restaurants: ReadonlyMap<string, string>;
}

/**
 * The page of orders to show, in either view. Unsorted and unfiltered, the upstream pages (newest
 * first); sorted or filtered by customer, the whole filtered set is fetched once and selected
 * (filtered, sorted) here, then paged. The CSV gets every row as selected.
 */
export function useOrdersListing({ scope, view, selection, range, restaurants }: Listing) {
  const queryClient = useQueryClient();
  const enabled = scope !== undefined;
  const whole = !upstreamPaged(selection);
  const plainColumns = useMemo(() => orderColumns(restaurants), [restaurants]);
  const moneyColumns = useMemo(() => financialColumns(restaurants), [restaurants]);
  const selectPlain = useCallback(
    (data: OrdersResult) => selectOrders(data.orders, plainColumns, selection),
    [plainColumns, selection],
  );
  const selectMoney = useCallback(
    (data: FinancialOrdersResult) => selectOrders(data.orders, moneyColumns, selection),
    [moneyColumns, selection],
  );
  const pageQuery = useQuery({
    ...ordersQueries.page(scope ?? EMPTY_SCOPE, range),
    enabled: enabled && view === 'orders' && !whole,
    placeholderData: keepPreviousData,
  });
  const financialPageQuery = useQuery({
    ...ordersQueries.financialPage(scope ?? EMPTY_SCOPE, range),
    enabled: enabled && view === 'financial' && !whole,
    placeholderData: keepPreviousData,
  });
  const wholeQuery = useQuery({
    ...ordersQueries.whole(scope ?? EMPTY_SCOPE),
    enabled: enabled && view === 'orders' && whole,
    select: selectPlain,
  });
  const financialWholeQuery = useQuery({
    ...ordersQueries.financialWhole(scope ?? EMPTY_SCOPE),
    enabled: enabled && view === 'financial' && whole,
    select: selectMoney,
  });
  const paged = usePaged(wholeQuery, range);
  const financialPaged = usePaged(financialWholeQuery, range);
  return {
    orders: whole ? paged : pageQuery,
    financial: whole ? financialPaged : financialPageQuery,
    orderColumns: plainColumns,
    financialColumns: moneyColumns,
    fetchOrders: async () =>
      selectPlain(await queryClient.fetchQuery(ordersQueries.whole(scope ?? EMPTY_SCOPE))),
    fetchFinancial: async () =>
      selectMoney(await queryClient.fetchQuery(ordersQueries.financialWhole(scope ?? EMPTY_SCOPE))),
  };
}
