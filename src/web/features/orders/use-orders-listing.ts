import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { FinancialOrdersResult, Order, OrdersResult } from '../../../contract/orders';
import { financialColumns, orderColumns } from './order-columns';
import type { ClientScope } from '../../entities/client/client-scope';
import { ordersQueries, type OrdersView } from './orders-queries';
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

interface Listing extends OrderSelection {
  scope: ClientScope | undefined;
  view: OrdersView;
  page: number;
  size: number;
  restaurants: ReadonlyMap<string, string>;
}

/**
 * The page of orders to show, in either view. Unsorted and unfiltered, the upstream pages (newest
 * first); sorted or filtered by customer, the whole filtered set is fetched once and selected
 * (filtered, sorted) here, then paged. The CSV gets every row as selected.
 */
export function useOrdersListing({
  scope,
  view,
  sort,
  customer,
  page,
  size,
  restaurants,
}: Listing) {
  const queryClient = useQueryClient();
  const selection = useMemo(() => ({ sort, customer }), [sort, customer]);
  const range = useMemo(() => ({ page, size }), [page, size]);
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
    ...ordersQueries.page(view === 'orders' && !whole ? scope : undefined, range),
    placeholderData: keepPreviousData,
  });
  const financialPageQuery = useQuery({
    ...ordersQueries.financialPage(view === 'financial' && !whole ? scope : undefined, range),
    placeholderData: keepPreviousData,
  });
  const wholeQuery = useQuery({
    ...ordersQueries.whole(view === 'orders' && whole ? scope : undefined),
    select: selectPlain,
  });
  const financialWholeQuery = useQuery({
    ...ordersQueries.financialWhole(view === 'financial' && whole ? scope : undefined),
    select: selectMoney,
  });
  const paged = usePaged(wholeQuery, range);
  const financialPaged = usePaged(financialWholeQuery, range);
  return {
    orders: whole ? paged : pageQuery,
    financial: whole ? financialPaged : financialPageQuery,
    orderColumns: plainColumns,
    financialColumns: moneyColumns,
    fetchOrders: async () => selectPlain(await queryClient.fetchQuery(ordersQueries.whole(scope))),
    fetchFinancial: async () =>
      selectMoney(await queryClient.fetchQuery(ordersQueries.financialWhole(scope))),
  };
}
