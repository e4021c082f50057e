import { Group, SegmentedControl, Stack } from '@mantine/core';
import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { CHANNELS } from '../../../contract/common';
import type { FinancialOrdersResult, Order, OrdersResult } from '../../../contract/orders';
import { CustomerFilter } from '../../components/customer-filter';
import { FilterBar } from '../../components/filter-bar';
import { PageHeader } from '../../components/page-header';
import { ensureRouteData } from '../../lib/route-data';
import { param, readFilters, readSearch, useFilters, useSearchState } from '../../lib/url-state';
import { financialColumns, orderColumns } from './order-columns';
import { OrderDrawer } from './order-drawer';
import { OrdersList } from './orders-list';
import {
  DEFAULT_PAGE_SIZE,
  ordersQueries,
  PAGE_SIZES,
  VIEWS,
  type OrdersScope,
} from './orders-queries';
import { clientScope, restaurantNames } from '../../lib/restaurant-details';
import { pageOf, selectOrders, upstreamPaged } from './select-orders';

export const pageShape = {
  view: param.oneOf(VIEWS, 'orders'),
  size: param.oneOf(PAGE_SIZES, String(DEFAULT_PAGE_SIZE) as (typeof PAGE_SIZES)[number]),
  page: param.page(),
  order: param.id(),
  channel: param.oneOf(['', ...CHANNELS], ''),
  /** `column` ascending, `-column` descending; empty: newest first, as the upstream pages. */
  sort: param.text(),
  /** Part of a customer's name. */
  customer: param.text(),
};

export const createLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const details = await ensureRouteData(queryClient, ordersQueries.restaurantDetails(), request);
    const params = new URL(request.url).searchParams;
    const scope = clientScope(details, readFilters(params));
    if (scope) {
      const { view, page, size, order, channel, sort, customer } = readSearch(params, pageShape);
      // The drawer's order loads beside the page; its 404 is the drawer's, not the route's.
      if (order && channel)
        void queryClient.prefetchQuery(ordersQueries.order(scope.clientId, order, channel));
      const range = { page, size: Number(size) };
      // Sorted or filtered by customer: the whole set, worked out here (the upstream cannot).
      if (!upstreamPaged({ sort, customer })) {
        await (view === 'financial'
          ? ensureRouteData(queryClient, ordersQueries.financialWhole(scope), request)
          : ensureRouteData(queryClient, ordersQueries.whole(scope), request));
        return null;
      }
      await (view === 'financial'
        ? ensureRouteData(queryClient, ordersQueries.financialPage(scope, range), request)
        : ensureRouteData(queryClient, ordersQueries.page(scope, range), request));
    }
    return null;
  };

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

export function Component() {
  const [filters] = useFilters();
  const [{ view, size: sizeText, page, order, channel, sort, customer }, setPage] =
    useSearchState(pageShape);
  const queryClient = useQueryClient();
  const size = Number(sizeText);
  const details = useQuery(ordersQueries.restaurantDetails());
  const scope = details.data ? clientScope(details.data, filters) : undefined;
  const enabled = scope !== undefined;
  const range = { page, size };
  const restaurants = useMemo(() => restaurantNames(details.data), [details.data]);
  const plainColumns = useMemo(() => orderColumns(restaurants), [restaurants]);
  const moneyColumns = useMemo(() => financialColumns(restaurants), [restaurants]);
  const selection = useMemo(() => ({ sort, customer }), [sort, customer]);
  const whole = !upstreamPaged(selection);
  // The whole set is selected (filtered, sorted) once per change, and paged from that.
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
  const orders = whole ? paged : pageQuery;
  const financial = whole ? financialPaged : financialPageQuery;
  const fetchOrders = async () =>
    selectPlain(await queryClient.fetchQuery(ordersQueries.whole(scope ?? EMPTY_SCOPE)));
  const fetchFinancial = async () =>
    selectMoney(await queryClient.fetchQuery(ordersQueries.financialWhole(scope ?? EMPTY_SCOPE)));

  return (
    <Stack gap="md">
      <PageHeader
        title="Orders"
        description="Every order in the range, newest first unless sorted, with its money from subtotal to payout."
      />
      <FilterBar />
      <Group gap="sm" align="flex-end">
        <CustomerFilter
          value={customer}
          onChange={(next) => setPage({ customer: next, page: 1 })}
        />
        <SegmentedControl
          aria-label="View"
          data={[
            { value: 'orders', label: 'Orders' },
            { value: 'financial', label: 'Financial' },
          ]}
          value={view}
          onChange={(next) => setPage({ view: next as typeof view, page: 1 })}
        />
      </Group>
      <OrdersList
        details={details}
        scope={scope}
        view={view}
        orders={orders}
        financial={financial}
        orderColumns={plainColumns}
        financialColumns={moneyColumns}
        fetchOrders={fetchOrders}
        fetchFinancial={fetchFinancial}
        sort={sort}
        onSort={(next) => setPage({ sort: next, page: 1 })}
        customer={customer}
        page={page}
        size={size}
        onPage={(next) => setPage({ page: next }, { push: true })}
        onSize={(next) => setPage({ size: next, page: 1 })}
        onOpen={(row) =>
          setPage(
            { order: row.deliveryUUID, channel: row.channel as typeof channel },
            { push: true },
          )
        }
      />
      {order && scope && (
        <OrderDrawer
          key={`${channel}:${order}`}
          clientId={scope.clientId}
          deliveryUUID={order}
          channel={channel || undefined}
          restaurants={restaurants}
          onClose={() => setPage({ order: undefined, channel: '' }, { push: true })}
        />
      )}
    </Stack>
  );
}
