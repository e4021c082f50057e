import { Table } from '@mantine/core';
import type { OrderDetails } from '../../contract/orders';
import { Money } from './money';

/** An order's items: name, quantity, unit price and total. */
export function OrderItems({ items }: { items: OrderDetails['items'] }) {
  return (
    <Table verticalSpacing={4} fz="sm" aria-label="Items of the order">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Item</Table.Th>
          <Table.Th ta="right">Qty</Table.Th>
          <Table.Th ta="right">Unit price</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item, index) => (
          <Table.Tr key={`${item.name}:${index}`}>
            <Table.Td>{item.name}</Table.Td>
            <Table.Td ta="right">{item.quantity}</Table.Td>
            <Table.Td ta="right">
              <Money dollars={item.unitPrice} />
            </Table.Td>
            <Table.Td ta="right">
              <Money dollars={item.total} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
