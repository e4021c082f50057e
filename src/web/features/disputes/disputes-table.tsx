import { Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { DisputedOrder } from '../../../contract/disputes';
import { ChannelBadge } from '../../components/channel-badge';
import { OrderIdButton } from '../../components/order-id-button';
import { Money } from '../../components/money';
import { formatDate } from '../../lib/format';
import { ineligibilityText, reasonName } from '../../lib/display-names';
import { issueLabel } from './dispute-status';
import { DisputeStatusBadge } from './dispute-status-badge';
import { isOpen, type Sort, type SortKey } from './select-disputes';
import { SortableHeader } from '../../components/sortable-header';
import { stickyFirstColumn } from '../../components/sticky-table';

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

export function DisputesTable(props: DisputesTableProps) {
  const { rows, caption, sort, restaurants, onSort, onOpen, onRaise } = props;
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="xs" className={stickyFirstColumn}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order</Table.Th>
            <Table.Th>Restaurant and channel</Table.Th>
            <Table.Th>Issue and reason</Table.Th>
            <Table.Th>Status</Table.Th>
            <SortableHeader label="Amount" column="amount" sort={sort} onSort={onSort} />
            <SortableHeader label="Dates" column="date" sort={sort} onSort={onSort} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((order) => (
            <Table.Tr
              key={order.deliveryUUID}
              data-dispute={order.deliveryUUID}
              data-status={order.disputeStatus}
              data-amount={order.disputeAmount}
            >
              <Table.Td>
                <OrderIdButton deliveryUUID={order.deliveryUUID} onOpen={() => onOpen(order)} />
                <Text size="xs" c="dimmed">
                  {order.customerName}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Text size="sm">{restaurants.get(order.listingId) ?? order.listingId}</Text>
                  <ChannelBadge channel={order.channel} style={{ minWidth: 'max-content' }} />
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{issueLabel(order.disputeIssue)}</Text>
                {order.disputeReason && (
                  <Text size="xs" c="dimmed">
                    {reasonName(order.disputeReason)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
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
              </Table.Td>
              <Table.Td>
                <Amounts order={order} />
              </Table.Td>
              <Table.Td>
                <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
                  {raisedText(order)}
                </Text>
                {order.statusUpdateDate && (
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    Updated {formatDate(order.statusUpdateDate)}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
