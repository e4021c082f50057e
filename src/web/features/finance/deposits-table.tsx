import { Anchor, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { DepositRow, Payout } from '../../../contract/finance';
import { ChannelBadge } from '../../components/channel-badge';
import { ColumnCell, ColumnHeader } from '../../components/data-table';
import { PayoutId } from '../../components/table-cells';
import { countColumn, moneyColumn, textColumn, type Column } from '../../components/table-model';
import { channelLabel } from '../../lib/channels';
import { formatDate, formatDateRange } from '../../lib/format';
import { ordersInPeriodLink } from '../../lib/order-links';
import { PerStoreTable, storeColumn, storeTable, type Named } from './store-table';
import { Table } from '../../components/table';

type DepositTableRow = Named<DepositRow>;
type PayoutRow = Named<Payout>;

export const DEPOSITS_TABLE = storeTable<DepositRow>(
  'Deposits per store',
  { storeId: (row) => row.storeId, defaultSort: 'store', minWidth: 760 },
  [
    storeColumn(),
    textColumn<DepositTableRow>(
      'channels',
      'Channels',
      (row) => row.channel.map(channelLabel).join(', '),
      {
        // Wraps: four marketplaces on one line push the money off the side.
        render: (row) => (
          <Text span size="sm" maw={240} display="inline-block" style={{ whiteSpace: 'normal' }}>
            {row.channel.map(channelLabel).join(', ')}
          </Text>
        ),
      },
    ),
    textColumn<DepositTableRow>('period', 'Period', (row) => `${row.startDate} – ${row.endDate}`, {
      render: (row) => formatDateRange(row.startDate, row.endDate),
    }),
    countColumn<DepositTableRow>('payouts', 'Payouts', (row) => row.payouts.length),
    moneyColumn<DepositTableRow>('netPayout', 'Net payout', (row) => row.netPayout),
  ],
);

const payoutDate = textColumn<PayoutRow>('payoutDate', 'Payout date', (p) => p.payoutDate, {
  render: (p) => formatDate(p.payoutDate),
});
const channel = textColumn<PayoutRow>('channel', 'Channel', (p) => channelLabel(p.channel), {
  render: (p) => <ChannelBadge channel={p.channel} />,
});
const payoutId = textColumn<PayoutRow>('payoutId', 'Payout ID', (p) => p.payoutId ?? 'pending', {
  render: (p) => <PayoutId id={p.payoutId} />,
});

/** The orders a payout paid: its store's, on its marketplace, over its period. */
const payoutOrdersLink = (clientId: string | undefined, payout: PayoutRow, view?: 'financial') =>
  ordersInPeriodLink({
    clientId,
    from: payout.startDate,
    to: payout.endDate,
    channel: payout.channel,
    listingId: payout.storeId,
    ...(view ? { view } : {}),
  });

/** The payout's id in its store's list: a link to the orders it paid, with their money. */
const payoutIdLink = (clientId: string | undefined): Column<PayoutRow> => ({
  ...payoutId,
  render: (payout) =>
    payout.payoutId ? (
      <Anchor
        component={Link}
        size="sm"
        ff="monospace"
        to={payoutOrdersLink(clientId, payout, 'financial')}
        aria-label={`Orders paid by payout ${payout.payoutId}`}
      >
        {payout.payoutId}
      </Anchor>
    ) : (
      <PayoutId id={null} />
    ),
});
const netPayout = moneyColumn<PayoutRow>('netPayout', 'Net payout', (p) => p.netPayout);

/** The CSV holds one line per payout, every store's, so nothing hidden behind a row is lost. */
export const PAYOUT_CSV_COLUMNS: readonly Column<PayoutRow>[] = [
  textColumn('store', 'Store', (p) => p.name),
  textColumn('storeId', 'Store ID', (p) => p.storeId),
  payoutDate,
  channel,
  textColumn('start', 'Period start', (p) => p.startDate),
  textColumn('end', 'Period end', (p) => p.endDate),
  payoutId,
  netPayout,
];

/** A store's payouts as shown under its row; the period links to its orders. */
const payoutColumns = (clientId: string | undefined): readonly Column<PayoutRow>[] => [
  payoutDate,
  channel,
  {
    id: 'period',
    header: 'Period',
    kind: 'text',
    render: (payout) => (
      <Anchor
        component={Link}
        size="sm"
        to={payoutOrdersLink(clientId, payout)}
        aria-label={`Orders of the payout of ${formatDate(payout.payoutDate)}, ${formatDateRange(payout.startDate, payout.endDate)}`}
      >
        {formatDateRange(payout.startDate, payout.endDate)}
      </Anchor>
    ),
  },
  payoutIdLink(clientId),
  netPayout,
];

function Payouts({ row }: { row: DepositTableRow }) {
  const [search] = useSearchParams();
  const columns = payoutColumns(search.get('client') ?? undefined);
  return (
    <Table
      withRowBorders={false}
      verticalSpacing={4}
      style={{ width: 'auto', marginLeft: 'var(--mantine-spacing-xl)' }}
    >
      <caption style={{ captionSide: 'top', textAlign: 'left' }}>
        <Text size="xs" c="dimmed">
          Payouts of {row.name}
        </Text>
      </caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <ColumnHeader key={column.id} column={column} />
          ))}
        </tr>
      </thead>
      <tbody>
        {row.payouts.map((payout, index) => (
          <tr key={payout.payoutId ?? `pending-${index}`}>
            {columns.map((column) => (
              <ColumnCell key={column.id} column={column} row={{ ...payout, name: row.name }} />
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function DepositsTable(props: {
  rows: readonly DepositRow[];
  names: ReadonlyMap<string, string>;
  sort: string;
  onSort: (sort: string) => void;
  /** The stores whose payouts are shown (kept in the URL, so a link can open one). */
  open: readonly string[];
  onOpen: (storeIds: string[]) => void;
}) {
  return <PerStoreTable spec={DEPOSITS_TABLE} {...props} expand={(row) => <Payouts row={row} />} />;
}
