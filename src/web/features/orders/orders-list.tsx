import { Group, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RestaurantDetailsResult } from '../../../contract/listings';
import type { FinancialOrdersResult, Order, OrdersResult } from '../../../contract/orders';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { TableSkeleton } from '../../components/table-skeleton';
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
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        title="Could not load the orders"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data) return <TableSkeleton label="Loading orders…" />;
  if (query.data.total === 0) {
    return <EmptyState title="No orders here" description="No order matches the filters." />;
  }
  return (
    <Stack gap="sm">
      {exporter}
      <OrdersTable
        rows={query.data.orders}
        columns={columns}
        caption={caption}
        onOpen={props.onOpen}
      />
      <Pager
        sizes={PAGE_SIZES}
        page={page}
        size={size}
        count={query.data.total}
        shown={query.data.orders.length}
        onPage={props.onPage}
        onSize={props.onSize}
      />
    </Stack>
  );
}

/** The orders of the filters in the chosen view, with its states. */
export function OrdersList(props: OrdersListProps) {
  const { details, scope, view, orders, financial, restaurants, ...paging } = props;
  if (details.isError) {
    return (
      <ErrorState
        error={details.error}
        title="Could not load the listings"
        onRetry={() => void details.refetch()}
        retrying={details.isFetching}
      />
    );
  }
  if (details.isPending) return <TableSkeleton label="Loading orders…" />;
  if (!scope) {
    return <EmptyState title="No clients yet" description="This partner account has no clients." />;
  }
  const filename = `${view}-${scope.clientId}-${scope.from}-${scope.to}.csv`;
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
