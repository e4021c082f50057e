import { Group, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RestaurantDetailsResult } from '../../../contract/listings';
import type {
  FinancialOrder,
  FinancialOrdersResult,
  Order,
  OrdersResult,
} from '../../../contract/orders';
import { EmptyState } from '../../components/empty-state';
import { csvFileName } from '../../lib/csv';
import { useClientName } from '../../lib/restaurant-details';
import { QueryState } from '../../components/query-state';
import type { Column } from '../../components/table-model';
import { OrdersExport } from './orders-export';
import { Pager } from '../../components/pager';
import { type OrdersScope, type OrdersView, PAGE_SIZES } from './orders-queries';
import { OrdersTable } from './orders-table';

interface Paging {
  page: number;
  size: number;
  /** `column` ascending, `-column` descending; '' newest first. */
  sort: string;
  onSort: (sort: string) => void;
  /** The customer filter ('' none), for the empty state. */
  customer: string;
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
  orderColumns: readonly Column<Order>[];
  financialColumns: readonly Column<FinancialOrder>[];
  /** Every order of the list as shown, for the CSV. */
  fetchOrders: () => Promise<Order[]>;
  fetchFinancial: () => Promise<FinancialOrder[]>;
}

interface OrdersPageProps<T extends Order> extends Paging {
  query: UseQueryResult<{ total: number; orders: T[] }>;
  columns: readonly Column<T>[];
  caption: string;
  filename: string;
  /** Every row of the list as shown (filtered and sorted), for the CSV. */
  fetchRows: () => Promise<T[]>;
}

function OrdersPage<T extends Order>(props: OrdersPageProps<T>) {
  const { query, columns, caption, filename, fetchRows } = props;
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
          <EmptyState
            title="No orders here"
            description={
              props.customer
                ? `No order of a customer named like “${props.customer}” matches the filters.`
                : 'No order matches the filters.'
            }
          />
        ) : (
          <Stack gap="sm">
            {exporter}
            <OrdersTable
              rows={data.orders}
              columns={columns}
              caption={caption}
              sort={props.sort}
              onSort={props.onSort}
              onOpen={props.onOpen}
            />
            <Pager
              sizes={PAGE_SIZES}
              paging={props}
              count={data.total}
              shown={data.orders.length}
            />
          </Stack>
        )
      }
    </QueryState>
  );
}

/** The orders of the filters in the chosen view, with its states. */
export function OrdersList(props: OrdersListProps) {
  const { details, scope, ...rest } = props;
  return (
    <QueryState
      query={details}
      errorTitle="Could not load the listings"
      loadingLabel="Loading orders…"
    >
      {() =>
        scope ? (
          <OrdersInView {...rest} scope={scope} />
        ) : (
          <EmptyState title="No clients yet" description="This partner account has no clients." />
        )
      }
    </QueryState>
  );
}

/** The chosen view (plain or financial) of the scope's orders. */
function OrdersInView(props: Omit<OrdersListProps, 'details' | 'scope'> & { scope: OrdersScope }) {
  const { scope, view, orders, financial, fetchOrders, fetchFinancial, ...paging } = props;
  const filename = csvFileName(view, useClientName(scope.clientId), scope.from, scope.to);
  const order = paging.sort ? 'sorted' : 'newest first';
  return view === 'financial' ? (
    <OrdersPage
      {...paging}
      query={financial}
      columns={props.financialColumns}
      caption={`Orders with their money, ${order}`}
      filename={filename}
      fetchRows={fetchFinancial}
    />
  ) : (
    <OrdersPage
      {...paging}
      query={orders}
      columns={props.orderColumns}
      caption={`Orders, ${order}`}
      filename={filename}
      fetchRows={fetchOrders}
    />
  );
}
