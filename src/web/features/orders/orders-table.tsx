import { Table, VisuallyHidden } from '@mantine/core';
import { OrderIdButton } from '../../components/order-id-button';
import type { Order } from '../../../contract/orders';
import type { OrderColumn } from './order-columns';

interface OrdersTableProps<T extends Order> {
  rows: readonly T[];
  columns: readonly OrderColumn<T>[];
  caption: string;
  onOpen: (order: T) => void;
}

/** One page of orders; the order id opens its drawer. */
export function OrdersTable<T extends Order>({
  rows,
  columns,
  caption,
  onOpen,
}: OrdersTableProps<T>) {
  return (
    <Table.ScrollContainer minWidth={columns.length * 110}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.id} ta={column.money ? 'right' : undefined}>
                {column.header}
              </Table.Th>
            ))}
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
