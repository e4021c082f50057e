import { Button, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { DisputedOrder } from '../../../contract/disputes';
import { ChannelBadge } from '../../components/channel-badge';
import { OrderIdButton } from '../../components/order-id-button';
import { Money } from '../../components/money';
import { formatDate } from '../../lib/format';
import { ineligibilityText, reasonName } from '../../lib/display-names';
import { issueLabel } from './dispute-status';
import { DisputeStatusBadge } from './dispute-status-badge';
import { isOpenToDispute as isOpen } from '../../entities/dispute/money-left';
import { lastDate, type Sort, type SortKey } from './select-disputes';
import { DataTable } from '../../components/data-table';
import { moneyColumn, textColumn, type Column } from '../../components/table-model';

interface DisputesTableProps {
  rows: readonly DisputedOrder[];
  caption: string;
  sort: Sort;
  restaurants: Map<string, string>;
  onSort: (key: SortKey) => void;
  onOpen: (order: DisputedOrder) => void;
  onRaise: (order: DisputedOrder) => void;
}

const raisedBy = (order: DisputedOrder) =>
  !order.disputeDate && order.disputeStatus !== 'pending'
    ? ''
    : order.isAutoDispute
      ? ', automatically'
      : ', by hand';

/** "Raised Oct 3, 2026, by hand", "Raised, automatically" or "Not raised". */
export const raisedText = (order: DisputedOrder) =>
  (order.disputeDate
    ? `Raised ${formatDate(order.disputeDate)}`
    : order.disputeStatus === 'pending'
      ? 'Raised'
      : 'Not raised') + raisedBy(order);

/** The charge at stake, and what was won or lost of it. */
export function Amounts({ order }: { order: DisputedOrder }) {
  return (
    <Stack gap={0}>
      <Money dollars={order.disputeAmount} fw={600} />
      {order.disputeWonAmount > 0 && (
        <Text size="xs">
          won <Money dollars={order.disputeWonAmount} />
        </Text>
      )}
      {order.disputeLostAmount > 0 && (
        <Text size="xs">
          lost <Money dollars={order.disputeLostAmount} />
        </Text>
      )}
    </Stack>
  );
}

/** The columns: amount and dates sort (the route keeps the sort, with its own reset). */
const disputeColumns = (
  restaurants: Map<string, string>,
  onOpen: (order: DisputedOrder) => void,
  onRaise: (order: DisputedOrder) => void,
): Column<DisputedOrder>[] => [
  {
    id: 'order',
    header: 'Order',
    kind: 'text',
    render: (order) => (
      <>
        <OrderIdButton deliveryUUID={order.deliveryUUID} onOpen={() => onOpen(order)} />
        <Text size="xs" c="dimmed">
          {order.customerName}
        </Text>
      </>
    ),
  },
  {
    id: 'restaurant',
    header: 'Restaurant and channel',
    kind: 'text',
    render: (order) => (
      <Stack gap={4} align="flex-start">
        <Text size="sm">{restaurants.get(order.listingId) ?? order.listingId}</Text>
        <ChannelBadge channel={order.channel} style={{ minWidth: 'max-content' }} />
      </Stack>
    ),
  },
  {
    id: 'issue',
    header: 'Issue and reason',
    kind: 'text',
    render: (order) => (
      <>
        <Text size="sm">{issueLabel(order.disputeIssue)}</Text>
        {order.disputeReason && (
          <Text size="xs" c="dimmed">
            {reasonName(order.disputeReason)}
          </Text>
        )}
      </>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    kind: 'text',
    render: (order) => (
      <Stack gap={4} align="flex-start">
        <DisputeStatusBadge status={order.disputeStatus} />
        {order.ineligibleForDisputeReason && (
          <Text size="xs" c="dimmed" maw={220}>
            {ineligibilityText(order.ineligibleForDisputeReason)}
          </Text>
        )}
        {isOpen(order) && (
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => onRaise(order)}
            aria-label={`Raise dispute on ${order.deliveryUUID}`}
          >
            Raise dispute
          </Button>
        )}
      </Stack>
    ),
  },
  moneyColumn('amount', 'Amount', (order) => order.disputeAmount, {
    // Under the charge, what was won or lost of it: the stack reads from the left.
    align: 'left',
    render: (order) => <Amounts order={order} />,
  }),
  textColumn('date', 'Dates', lastDate, {
    render: (order) => (
      <>
        <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
          {raisedText(order)}
        </Text>
        {order.statusUpdateDate && (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            Updated {formatDate(order.statusUpdateDate)}
          </Text>
        )}
      </>
    ),
  }),
];

const isSortKey = (id: string): id is SortKey => id === 'amount' || id === 'date';

export function DisputesTable(props: DisputesTableProps) {
  const { rows, caption, sort, restaurants, onSort, onOpen, onRaise } = props;
  const columns = useMemo(
    () => disputeColumns(restaurants, onOpen, onRaise),
    [restaurants, onOpen, onRaise],
  );
  return (
    <DataTable
      caption={caption}
      minWidth={860}
      sticky
      rows={rows}
      columns={columns}
      rowKey={(order) => order.deliveryUUID}
      rowProps={(order) => ({
        'data-dispute': order.deliveryUUID,
        'data-status': order.disputeStatus,
        'data-amount': order.disputeAmount,
      })}
      sort={sort}
      onSort={(id) => {
        if (isSortKey(id)) onSort(id);
      }}
    />
  );
}
