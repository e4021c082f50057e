import { useMemo } from 'react';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { DepositRow, Payout } from '../../../contract/finance';
import { ChannelBadge } from '../../components/channel-badge';
import { Money } from '../../components/money';
import { channelLabel } from '../../lib/channels';
import type { CsvColumn } from '../../lib/csv';
import { formatDate, formatDateRange } from '../../lib/format';
import { ordersInPeriodLink } from '../../lib/order-links';
import { withNames } from './finance-scope';
import { StoreTable } from './store-table';
import { sortOrDefault, type Column, type Sort } from './table-model';

export type DepositTableRow = DepositRow & { name: string };

export const DEPOSIT_COLUMNS: readonly Column<DepositTableRow>[] = [
  { id: 'store', header: 'Store', kind: 'text', value: (row) => row.name },
  {
    id: 'channels',
    header: 'Channels',
    kind: 'text',
    value: (row) => row.channel.map(channelLabel).join(', '),
    // Wraps: four marketplaces on one line push the money off the side.
    render: (row) => (
      <Text span size="sm" maw={240} display="inline-block" style={{ whiteSpace: 'normal' }}>
        {row.channel.map(channelLabel).join(', ')}
      </Text>
    ),
  },
  {
    id: 'period',
    header: 'Period',
    kind: 'text',
    value: (row) => `${row.startDate} – ${row.endDate}`,
    render: (row) => formatDateRange(row.startDate, row.endDate),
  },
  { id: 'payouts', header: 'Payouts', kind: 'count', value: (row) => row.payouts.length },
  { id: 'netPayout', header: 'Net payout', kind: 'money', value: (row) => row.netPayout },
];

/** The CSV holds one line per payout, every store's, so nothing hidden behind a row is lost. */
export const PAYOUT_CSV_COLUMNS: readonly CsvColumn<Payout & { name: string }>[] = [
  { header: 'Store', value: (p) => p.name },
  { header: 'Store ID', value: (p) => p.storeId },
  { header: 'Payout date', value: (p) => p.payoutDate },
  { header: 'Channel', value: (p) => channelLabel(p.channel) },
  { header: 'Period start', value: (p) => p.startDate },
  { header: 'Period end', value: (p) => p.endDate },
  { header: 'Payout ID', value: (p) => p.payoutId ?? 'pending' },
  { header: 'Net payout', value: (p) => p.netPayout.toFixed(2) },
];

function Payouts({ row }: { row: DepositTableRow }) {
  const [search] = useSearchParams();
  return (
    <Table withRowBorders={false} verticalSpacing={4} fz="sm" ml="xl" w="auto">
      <caption style={{ captionSide: 'top', textAlign: 'left' }}>
        <Text size="xs" c="dimmed">
          Payouts of {row.name}
        </Text>
      </caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Payout date</Table.Th>
          <Table.Th>Channel</Table.Th>
          <Table.Th>Period</Table.Th>
          <Table.Th>Payout ID</Table.Th>
          <Table.Th ta="right">Net payout</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {row.payouts.map((payout, index) => (
          <Table.Tr key={payout.payoutId ?? `pending-${index}`}>
            <Table.Td>{formatDate(payout.payoutDate)}</Table.Td>
            <Table.Td>
              <ChannelBadge channel={payout.channel} />
            </Table.Td>
            <Table.Td>
              <Anchor
                component={Link}
                size="sm"
                to={ordersInPeriodLink({
                  clientId: search.get('client') ?? undefined,
                  from: payout.startDate,
                  to: payout.endDate,
                  channel: payout.channel,
                  listingId: payout.storeId,
                })}
                aria-label={`Orders of the payout of ${formatDate(payout.payoutDate)}, ${formatDateRange(payout.startDate, payout.endDate)}`}
              >
                {formatDateRange(payout.startDate, payout.endDate)}
              </Anchor>
            </Table.Td>
            <Table.Td>
              {payout.payoutId ? (
                <Text size="sm" ff="monospace">
                  {payout.payoutId}
                </Text>
              ) : (
                <Badge color="gray" variant="light">
                  pending
                </Badge>
              )}
            </Table.Td>
            <Table.Td ta="right">
              <Money dollars={payout.netPayout} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The column sorted by until one is clicked (in its first-click direction). */
export const DEPOSITS_DEFAULT_SORT = 'store';

export function DepositsTable(props: {
  rows: readonly DepositRow[];
  names: ReadonlyMap<string, string>;
  sort: Sort;
  onSort: (sort: Sort) => void;
  /** The stores whose payouts are shown (kept in the URL, so a link can open one). */
  open: readonly string[];
  onOpen: (storeIds: string[]) => void;
}) {
  const rows = useMemo(
    () => withNames(props.names, props.rows, (r) => r.storeId),
    [props.names, props.rows],
  );
  return (
    <StoreTable
      caption="Deposits per store"
      rows={rows}
      columns={DEPOSIT_COLUMNS}
      rowKey={(row) => row.storeId}
      rowLabel={(row) => row.name}
      sort={sortOrDefault(DEPOSIT_COLUMNS, rows, props.sort, DEPOSITS_DEFAULT_SORT)}
      onSort={props.onSort}
      open={props.open}
      onOpen={props.onOpen}
      expand={(row) => <Payouts row={row} />}
      minWidth={760}
    />
  );
}
