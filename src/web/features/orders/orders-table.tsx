import { useMemo } from 'react';
import type { Order } from '../../../contract/orders';
import { DataTable } from '../../components/data-table';
import { OrderIdButton } from '../../components/order-id-button';
import { nextSortOf, type Column } from '../../components/table-model';

interface OrdersTableProps<T extends Order> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  caption: string;
  /** `column` ascending, `-column` descending; '' the upstream's order (newest first). */
  sort: string;
  onSort: (sort: string) => void;
  onOpen: (order: T) => void;
}

/** Not made anew by each render of the page: a row is drawn again only when it changes (`DataRow`). */
const orderRowProps = (row: Order) => ({ 'data-order': row.deliveryUUID });

/**
 * One page of orders; the order id opens its drawer and stays in view when the table scrolls
 * sideways. A header sorts the whole filtered set by its column (the shared cycle, then back to
 * newest first).
 */
export function OrdersTable<T extends Order>({
  rows,
  columns,
  caption,
  sort,
  onSort,
  onOpen,
}: OrdersTableProps<T>) {
  const shown = useMemo(
    (): Column<T>[] => [
      {
        id: 'order',
        header: 'Order',
        kind: 'text',
        render: (row) => (
          <OrderIdButton deliveryUUID={row.deliveryUUID} onOpen={() => onOpen(row)} />
        ),
      },
      ...columns,
    ],
    [columns, onOpen],
  );
  return (
    <DataTable
      caption={caption}
      minWidth={columns.length * 110}
      sticky
      rows={rows}
      columns={shown}
      rowKey={(row) => `${row.channel}:${row.deliveryUUID}`}
      rowProps={orderRowProps}
      sort={sort}
      onSort={(id) => onSort(nextSortOf(columns, rows, sort, id, ''))}
    />
  );
}
