import { Text } from '@mantine/core';
import type { FinancialOrder, Order } from '../../../contract/orders';
import { ChannelBadge } from '../../components/channel-badge';
import { PlainBadge } from '../../components/plain-badge';
import { PayoutId } from '../../components/table-cells';
import {
  countColumn,
  csvColumns,
  moneyColumn,
  textColumn,
  type Column,
} from '../../components/table-model';
import { channelLabel } from '../../lib/channels';
import { orderStatusName } from '../../lib/display-names';
import { formatDate, formatDateTime } from '../../lib/format';

type Names = ReadonlyMap<string, string>;

const shared = <T extends Order>(names: Names): Column<T>[] => [
  textColumn<T>('date', 'Date', (row) => row.orderDate, {
    render: (row) => (
      <Text size="sm" component="time" dateTime={row.orderDate} style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(row.orderDate)}
      </Text>
    ),
  }),
  textColumn<T>('restaurant', 'Restaurant', (row) => names.get(row.listingId) ?? row.listingId),
  {
    id: 'channel',
    header: 'Channel',
    kind: 'text',
    render: (row) => <ChannelBadge channel={row.channel} style={{ minWidth: 'max-content' }} />,
    csv: (row) => channelLabel(row.channel),
  },
];

const money = moneyColumn<Order>;
const financial = moneyColumn<FinancialOrder>;

export const orderColumns = (names: Names): Column<Order>[] => [
  ...shared<Order>(names),
  textColumn<Order>('customer', 'Customer', (r) => r.customerName),
  {
    id: 'status',
    header: 'Status',
    kind: 'text',
    render: (row) => (
      <PlainBadge
        variant="dot"
        color={row.status === 'DELIVERED' ? 'green' : 'gray'}
        textCase="as-written"
        style={{ minWidth: 'max-content' }}
      >
        {orderStatusName(row.status)}
      </PlainBadge>
    ),
    csv: (row) => orderStatusName(row.status),
  },
  countColumn<Order>('items', 'Items', (r) => r.itemCount),
  money('subTotal', 'Subtotal', (r) => r.subTotal),
  money('tax', 'Tax', (r) => r.tax),
  money('tip', 'Tip', (r) => r.tip),
  money('total', 'Total', (r) => r.total),
];

export const financialColumns = (names: Names): Column<FinancialOrder>[] => [
  ...shared<FinancialOrder>(names),
  financial('subTotal', 'Subtotal', (r) => r.subTotal),
  financial('commission', 'Commission', (r) => r.commission),
  financial('promoValue', 'Promotions', (r) => r.promoValue),
  financial('deliveryFee', 'Delivery fee', (r) => r.deliveryFee),
  financial('marketingFees', 'Marketing fees', (r) => r.marketingFees),
  financial('paymentTransactionFee', 'Payment fee', (r) => r.paymentTransactionFee),
  financial('errorCharges', 'Error charges', (r) => r.errorCharges),
  financial('adjustments', 'Adjustments', (r) => r.adjustments),
  financial('estimatedPayout', 'Estimated payout', (r) => r.estimatedPayout),
  financial('netPayout', 'Net payout', (r) => r.netPayout),
  {
    id: 'payoutDate',
    header: 'Payout date',
    kind: 'text',
    render: (row) => formatDate(row.payoutDate),
    csv: (row) => row.payoutDate,
  },
  {
    id: 'payoutId',
    header: 'Payout ID',
    kind: 'text',
    render: (row) => <PayoutId id={row.payoutId} />,
    csv: (row) => row.payoutId ?? 'pending',
  },
];

/** The CSV's columns: the order's id first, so a line can be found again. */
export const orderCsvColumns = <T extends Order>(columns: readonly Column<T>[]) =>
  csvColumns<T>([textColumn('orderId', 'Order ID', (row) => row.deliveryUUID), ...columns]);
