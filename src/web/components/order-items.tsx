import type { OrderDetails } from '../../contract/orders';
import { Money } from './money';
import { alignRight, Table } from './table';

/** An order's items: name, quantity, unit price and total. */
export function OrderItems({ items }: { items: OrderDetails['items'] }) {
  return (
    <Table verticalSpacing={4} aria-label="Items of the order">
      <thead>
        <tr>
          <th>Item</th>
          <th style={alignRight}>Qty</th>
          <th style={alignRight}>Unit price</th>
          <th style={alignRight}>Total</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={`${item.name}:${index}`}>
            <td>{item.name}</td>
            <td style={alignRight}>{item.quantity}</td>
            <td style={alignRight}>
              <Money dollars={item.unitPrice} />
            </td>
            <td style={alignRight}>
              <Money dollars={item.total} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
