import { Group, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RestaurantDetailsResult } from '../../../contract/listings';
import type { FinancialOrdersResult, Order, OrdersResult } from '../../../contract/orders';
import { EmptyState } from '../../components/empty-state';
import { csvFileName } from '../../lib/csv';
import { useClientName } from '../../lib/restaurant-details';
import { QueryState } from '../../components/query-state';
import { financialColumns, orderColumns, type OrderColumn } from './order-columns';
import { OrdersExport } from './orders-export';
import { Pager } from '../../components/pager';
import {
  fetchAllFinancialOrders,
  fetchAllOrders,
  type OrdersScope,
  type OrdersView,
  PAGE_SIZES,
} from './orders-queries';
import { OrdersTable } from './orders-table';

interface Paging {
  page: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: (typeof PAGE_SIZES)[number]) => void;
  onOpen: (order: Order) => void;
}

interface OrdersListProps extends Paging {
  details: UseQueryResult<RestaurantDetailsResult>;
  scope: OrdersScope | undefined;
  view: OrdersView;
  orders: UseQueryResult<OrdersResult>;
  financial: UseQueryResult<FinancialOrdersResult>;
  restaurants: ReadonlyMap<string, string>;
}

interface OrdersPageProps<T extends Order> extends Paging {
  query: UseQueryResult<{ total: number; orders: T[] }>;
  columns: readonly OrderColumn<T>[];
  caption: string;
  filename: string;
  fetchRows: () => Promise<T[]>;
}

function OrdersPage<T extends Order>(props: OrdersPageProps<T>) {
  const { query, columns, caption, filename, fetchRows, page, size } = props;
  const exporter = (
    <Group justify="flex-end">
      <OrdersExport
        filename={filename}
        columns={columns}
        fetchRows={fetchRows}
        disabled={!query.data || query.data.total === 0}
      />
    </Group>
  );
  return (
    <QueryState query={query} errorTitle="Could not load the orders" loadingLabel="Loading orders…">
      {(data) =>
        data.total === 0 ? (
          <EmptyState title="No orders here" description="No order matches the filters." />
        ) : (
          <Stack gap="sm">
            {exporter}
            <OrdersTable
              rows={data.orders}
              columns={columns}
              caption={caption}
              onOpen={props.onOpen}
            />
            <Pager
              sizes={PAGE_SIZES}
              page={page}
              size={size}
              count={data.total}
              shown={data.orders.length}
              onPage={props.onPage}
              onSize={props.onSize}
            />
          </Stack>
        )
      }
    </QueryState>
  );
}

/** The orders of the filters in the chosen view, with its states. */
export function OrdersList(props: OrdersListProps) {
  const { details, scope, view, orders, financial, restaurants, ...paging } = props;
  return (
    <QueryState
      query={details}
      errorTitle="Could not load the listings"
      loadingLabel="Loading orders…"
    >
      {() =>
        scope ? (
          <OrdersInView
            {...paging}
            scope={scope}
            view={view}
            orders={orders}
            financial={financial}
            restaurants={restaurants}
          />
        ) : (
          <EmptyState title="No clients yet" description="This partner account has no clients." />
        )
      }
    </QueryState>
  );
}

/** The chosen view (plain or financial) of the scope's orders. */
function OrdersInView(props: Omit<OrdersListProps, 'details' | 'scope'> & { scope: OrdersScope }) {
  const { scope, view, orders, financial, restaurants, ...paging } = props;
  const filename = csvFileName(view, useClientName(scope.clientId), scope.from, scope.to);
  return view === 'financial' ? (
    <OrdersPage
      {...paging}
      query={financial}
      columns={financialColumns(restaurants)}
      caption="Orders with their money, newest first"
      filename={filename}
      fetchRows={() => fetchAllFinancialOrders(scope)}
    />
  ) : (
    <OrdersPage
      {...paging}
      query={orders}
      columns={orderColumns(restaurants)}
      caption="Orders, newest first"
      filename={filename}
      fetchRows={() => fetchAllOrders(scope)}
    />
  );
}
