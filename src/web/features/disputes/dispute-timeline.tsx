import { Text, Timeline } from '@mantine/core';
import { DISPUTE_WINDOW_DAYS } from '../../../contract/constants';
import type { DisputedOrder } from '../../../contract/disputes';
import { Money } from '../../components/money';
import { formatDate, formatDateTime } from '../../lib/format';
import { reasonName } from '../../lib/display-names';
import { SentBy } from '../../entities/audit/sent-by';
import { ineligibilityText } from '../../entities/dispute/ineligibility-text';
import { issueLabel, statusInfo } from './dispute-status';
import { addDays, formatDay } from '../../lib/calendar';

interface DisputeTimelineProps {
  order: DisputedOrder;
  /** From the order's details, once loaded. */
  orderDate: string | undefined;
}

/** The dispute's history, as far as its fields tell it: charge, raise, decision. */
export function DisputeTimeline({ order, orderDate }: DisputeTimelineProps) {
  const status = order.disputeStatus;
  const raised = status === 'pending' || status === 'approved' || status === 'denied';
  const decided = status === 'approved' || status === 'denied';
  const steps = 1 + (raised ? 1 : 0) + (decided ? 1 : 0);
  // Only where a dispute was or is possible: a channel that takes none has no window.
  const hasWindow = order.disputeEligibility || status === 'expired' || raised;
  const windowCloses =
    hasWindow && orderDate
      ? formatDay(addDays(orderDate.slice(0, 10), DISPUTE_WINDOW_DAYS))
      : undefined;
  return (
    <Timeline active={steps - 1} bulletSize={16} lineWidth={2}>
      <Timeline.Item title="Error charge">
        <Text size="sm">
          {orderDate ? `Order placed ${formatDateTime(orderDate)}. ` : ''}
          Charged <Money dollars={order.disputeAmount} /> for{' '}
          {issueLabel(order.disputeIssue).toLowerCase()}.
        </Text>
        {windowCloses && (
          <Text size="xs" c="dimmed">
            Dispute window: {DISPUTE_WINDOW_DAYS} days, until {windowCloses}.
          </Text>
        )}
      </Timeline.Item>
      {raised ? (
        <Timeline.Item title={order.isAutoDispute ? 'Raised automatically' : 'Raised by hand'}>
          <Text size="sm">
            {order.disputeDate ? formatDate(order.disputeDate) : 'Date not known yet'}
            {order.disputeReason ? ` — ${reasonName(order.disputeReason)}` : ''}
          </Text>
          {order.disputeDescription && (
            <Text size="xs" c="dimmed">
              {order.disputeDescription}
            </Text>
          )}
          {!order.isAutoDispute && (
            <SentBy
              filter={{ deliveryUUID: order.deliveryUUID, action: 'dispute.raise' }}
              verb="Raised"
            />
          )}
        </Timeline.Item>
      ) : (
        <Timeline.Item title={statusInfo(status).label}>
          <Text size="sm">
            {(order.ineligibleForDisputeReason &&
              ineligibilityText(order.ineligibleForDisputeReason)) ||
              (status === 'expired'
                ? statusInfo(status).explanation
                : 'Not raised yet: it can still be disputed.')}
          </Text>
        </Timeline.Item>
      )}
      {raised && (
        <Timeline.Item title={decided ? statusInfo(status).label : 'Awaiting the marketplace'}>
          <Text size="sm">
            {decided ? (
              <>
                {order.statusUpdateDate ? `${formatDate(order.statusUpdateDate)}: ` : ''}
                won <Money dollars={order.disputeWonAmount} />, lost{' '}
                <Money dollars={order.disputeLostAmount} />.
              </>
            ) : (
              statusInfo(status).explanation
            )}
          </Text>
        </Timeline.Item>
      )}
    </Timeline>
  );
}
