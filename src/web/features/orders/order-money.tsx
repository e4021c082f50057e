import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { OrderDetails } from '../../../contract/orders';
import { Money } from '../../components/money';
import { depositOfPayoutLink } from '../../lib/finance-links';
import { formatDate } from '../../lib/format';
import { alignRight, Table } from '../../components/table';

/** From subtotal to net payout, in the order the money moves (each amount shown in cents). */
const STEPS: readonly { label: string; pick: (order: OrderDetails) => number; total?: boolean }[] =
  [
    { label: 'Subtotal', pick: (o) => o.subTotal },
    { label: 'Deductions', pick: (o) => o.deductions },
    { label: 'Tax to merchant', pick: (o) => o.taxRemittedToMerchant },
    { label: 'Estimated payout', pick: (o) => o.estimatedPayout, total: true },
    { label: 'Error charges', pick: (o) => o.errorCharges },
    { label: 'Adjustments', pick: (o) => o.adjustments },
    { label: 'Refund by service', pick: (o) => o.refundByService },
    { label: 'Net payout', pick: (o) => o.netPayout, total: true },
  ];

export function OrderMoney({ order }: { order: OrderDetails }) {
  return (
    <Table verticalSpacing={4} aria-label="Money of the order">
      <tbody>
        {STEPS.map((step) => (
          <tr key={step.label} style={step.total ? { fontWeight: 700 } : undefined}>
            <th scope="row" style={{ fontWeight: step.total ? 700 : 400 }}>
              {step.label}
            </th>
            <td style={alignRight} data-money={step.label}>
              <Money dollars={step.pick(order)} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** When the order is paid out; a made payout links to its deposit in Finance. */
export function OrderPayout({ order, clientId }: { order: OrderDetails; clientId: string }) {
  // A div: the "pending" badge inside is a block, which a paragraph may not hold.
  return (
    <Text size="sm" component="div">
      {order.payoutId ? 'Paid' : 'Expected'} {formatDate(order.payoutDate)} ·{' '}
      {order.payoutId ? (
        <Anchor
          component={Link}
          to={depositOfPayoutLink({
            clientId,
            storeId: order.storeId,
            payoutDate: order.payoutDate,
          })}
          ff="monospace"
          inherit
          aria-label={`Payout ${order.payoutId} in Finance`}
        >
          {order.payoutId}
        </Anchor>
      ) : (
        <Badge color="gray" variant="light">
          pending
        </Badge>
      )}
    </Text>
  );
}
