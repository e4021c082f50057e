import { Table, VisuallyHidden } from '@mantine/core';
import { OrderIdButton } from '../../components/order-id-button';
import { amountKind, nextSort, SortableHeader } from '../../components/sortable-header';
import { stickyFirstColumn } from '../../components/sticky-table';
import type { Order } from '../../../contract/orders';
import type { OrderColumn } from './order-columns';

interface OrdersTableProps<T extends Order> {
  rows: readonly T[];
  columns: readonly OrderColumn<T>[];
  caption: string;
  /** `column` ascending, `-column` descending; '' the upstream's order (newest first). */
  sort: string;
  onSort: (sort: string) => void;
  onOpen: (order: T) => void;
}

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
  return (
    <Table.ScrollContainer minWidth={columns.length * 110}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm" className={stickyFirstColumn}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order</Table.Th>
            {columns.map((column) => {
              const value = column.sortValue;
              return value ? (
                <SortableHeader
                  key={column.id}
                  label={column.header}
                  column={column.id}
                  sort={sort}
                  numeric={column.money}
                  onSort={(id) =>
                    onSort(
                      nextSort(
                        sort,
                        id,
                        column.money ? amountKind(rows.map((row) => Number(value(row)))) : 'text',
                        '',
                      ),
                    )
                  }
                />
              ) : (
                <Table.Th key={column.id} ta={column.money ? 'right' : undefined}>
                  {column.header}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.channel}:${row.deliveryUUID}`} data-order={row.deliveryUUID}>
              <Table.Td>
                <OrderIdButton deliveryUUID={row.deliveryUUID} onOpen={() => onOpen(row)} />
              </Table.Td>
              {columns.map((column) => (
                <Table.Td key={column.id} ta={column.money ? 'right' : undefined}>
                  {column.render(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
