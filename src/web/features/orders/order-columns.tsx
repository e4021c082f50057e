import { Badge, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FinancialOrder, Order } from '../../../contract/orders';
import { ChannelBadge } from '../../components/channel-badge';
import { Money } from '../../components/money';
import { channelLabel } from '../../lib/channels';
import { orderStatusName } from '../../lib/display-names';
import { formatDate, formatDateTime } from '../../lib/format';

/** One column of an orders table and of its CSV. */
export interface OrderColumn<T> {
  id: string;
  header: string;
  money?: boolean;
  /** What the column sorts by; a column without one does not sort. */
  sortValue?: (row: T) => string | number;
  render: (row: T) => ReactNode;
  csv: (row: T) => string | number | null;
}

type Names = ReadonlyMap<string, string>;

const money = <T,>(id: string, header: string, pick: (row: T) => number): OrderColumn<T> => ({
  id,
  header,
  money: true,
  sortValue: pick,
  render: (row) => <Money dollars={pick(row)} />,
  csv: (row) => pick(row).toFixed(2),
});

const shared = <T extends Order>(names: Names): OrderColumn<T>[] => [
  {
    id: 'date',
    header: 'Date',
    sortValue: (row) => row.orderDate,
    render: (row) => (
      <Text size="sm" component="time" dateTime={row.orderDate} style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(row.orderDate)}
      </Text>
    ),
    csv: (row) => row.orderDate,
  },
  {
    id: 'restaurant',
    header: 'Restaurant',
    sortValue: (row) => names.get(row.listingId) ?? row.listingId,
    render: (row) => names.get(row.listingId) ?? row.listingId,
    csv: (row) => names.get(row.listingId) ?? row.listingId,
  },
  {
    id: 'channel',
    header: 'Channel',
    render: (row) => <ChannelBadge channel={row.channel} style={{ minWidth: 'max-content' }} />,
    csv: (row) => channelLabel(row.channel),
  },
];

export const orderColumns = (names: Names): OrderColumn<Order>[] => [
  ...shared<Order>(names),
  {
    id: 'customer',
    header: 'Customer',
    sortValue: (r) => r.customerName,
    render: (r) => r.customerName,
    csv: (r) => r.customerName,
  },
  {
    id: 'status',
    header: 'Status',
    render: (row) => (
      <Badge
        variant="dot"
        color={row.status === 'DELIVERED' ? 'green' : 'gray'}
        tt="none"
        style={{ minWidth: 'max-content' }}
      >
        {orderStatusName(row.status)}
      </Badge>
    ),
    csv: (row) => orderStatusName(row.status),
  },
  {
    id: 'items',
    header: 'Items',
    money: true,
    sortValue: (r) => r.itemCount,
    render: (r) => r.itemCount,
    csv: (r) => r.itemCount,
  },
  money('subTotal', 'Subtotal', (r) => r.subTotal),
  money('tax', 'Tax', (r) => r.tax),
  money('tip', 'Tip', (r) => r.tip),
  money('total', 'Total', (r) => r.total),
];

export const financialColumns = (names: Names): OrderColumn<FinancialOrder>[] => [
  ...shared<FinancialOrder>(names),
  money('subTotal', 'Subtotal', (r) => r.subTotal),
  money('commission', 'Commission', (r) => r.commission),
  money('promoValue', 'Promotions', (r) => r.promoValue),
  money('deliveryFee', 'Delivery fee', (r) => r.deliveryFee),
  money('marketingFees', 'Marketing fees', (r) => r.marketingFees),
  money('paymentTransactionFee', 'Payment fee', (r) => r.paymentTransactionFee),
  money('errorCharges', 'Error charges', (r) => r.errorCharges),
  money('adjustments', 'Adjustments', (r) => r.adjustments),
  money('estimatedPayout', 'Estimated payout', (r) => r.estimatedPayout),
  money('netPayout', 'Net payout', (r) => r.netPayout),
  {
    id: 'payoutDate',
    header: 'Payout date',
    render: (row) => formatDate(row.payoutDate),
    csv: (row) => row.payoutDate,
  },
  {
    id: 'payoutId',
    header: 'Payout ID',
    render: (row) =>
      row.payoutId ? (
        <Text size="sm" ff="monospace">
          {row.payoutId}
        </Text>
      ) : (
        <Badge color="gray" variant="light">
          pending
        </Badge>
      ),
    csv: (row) => row.payoutId ?? 'pending',
  },
];

/** CSV columns: the order's id first, so a line can be found again. */
export const csvColumns = <T extends Order>(columns: readonly OrderColumn<T>[]) => [
  { header: 'Order ID', value: (row: T) => row.deliveryUUID },
  ...columns.map((column) => ({ header: column.header, value: column.csv })),
];
