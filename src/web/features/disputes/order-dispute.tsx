import { Anchor, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { DisputedOrder } from '../../../contract/disputes';
import { Alert, Button } from '../../components/plain-button';
import { QueryState } from '../../components/query-state';
import type { OrderActionProps } from '../../components/order-actions';
import { formatDate } from '../../lib/format';
import { orderRef } from '../../lib/order-links';
import { disputeRangeOf } from '../../entities/dispute/dispute-params';
import { useItemLinks } from '../../entities/order/item-links';
import { reasonName } from '../../lib/display-names';
import { ineligibilityText } from '../../entities/dispute/ineligibility-text';
import { issueLabel } from './dispute-status';
import { DisputeStatusBadge } from './dispute-status-badge';
import { orderScope, type ClientScope } from '../../entities/client/client-scope';
import { disputesQueries } from '../../entities/dispute/disputes-queries';
import { SentBy } from '../../entities/audit/sent-by';
import { Amounts, raisedText } from './disputes-table';
import { RaiseDisputeDialog } from './raise-dispute-dialog';
import { isOpenToDispute as isOpen } from '../../entities/dispute/money-left';

/** The disputes list on the order's own date, listing and channel: it filters by order date. */
export const orderDisputeScope = (
  clientId: string,
  order: OrderActionProps['order'],
): ClientScope => orderScope(clientId, order, disputeRangeOf);

/**
 * The error charge of one order and its dispute, inside the order: status, amounts, raising it
 * in place while it is open, and a link to it in the disputes page. After a raise it shows
 * pending, then the decision (the disputes list refreshes until then).
 */
export function OrderDispute({ clientId, order, restaurant }: OrderActionProps) {
  const [raising, setRaising] = useState(false);
  const disputes = useQuery(disputesQueries.range(orderDisputeScope(clientId, order)));
  const links = useItemLinks();
  const link = (
    <Anchor component={Link} size="sm" to={links.disputeOf(orderRef(clientId, order))}>
      Open the dispute in Disputes
    </Anchor>
  );

  const shown = (dispute: DisputedOrder | undefined) => {
    if (!dispute) {
      return (
        <Stack gap="xs">
          <Alert color="gray" title="Dispute not listed">
            The order carries an error charge (dispute {order.disputeStatus?.replaceAll('_', ' ')}),
            but the disputes list does not show it on the order&apos;s date.
          </Alert>
          {link}
        </Stack>
      );
    }
    return (
      <Paper withBorder p="sm" data-order-dispute={dispute.deliveryUUID}>
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <Stack gap={4} align="flex-start">
              <Text size="sm" fw={500}>
                Error charge: {issueLabel(dispute.disputeIssue)}
              </Text>
              <DisputeStatusBadge status={dispute.disputeStatus} />
              {dispute.disputeReason && (
                <Text size="xs" c="dimmed">
                  Reason: {reasonName(dispute.disputeReason)}
                </Text>
              )}
            </Stack>
            <Amounts order={dispute} />
          </Group>
          <Text size="xs" c="dimmed">
            {raisedText(dispute)}
            {dispute.statusUpdateDate ? ` · updated ${formatDate(dispute.statusUpdateDate)}` : ''}
          </Text>
          {dispute.disputeDate && !dispute.isAutoDispute && (
            <SentBy
              filter={{ deliveryUUID: dispute.deliveryUUID, action: 'dispute.raise' }}
              verb="Raised"
            />
          )}
          {dispute.ineligibleForDisputeReason && (
            <Text size="xs" c="dimmed">
              {ineligibilityText(dispute.ineligibleForDisputeReason)}
            </Text>
          )}
          <Group justify="space-between" align="center" wrap="wrap">
            {link}
            {isOpen(dispute) && (
              <Button size="xs" onClick={() => setRaising(true)}>
                Raise dispute
              </Button>
            )}
          </Group>
        </Stack>
        {raising && (
          <RaiseDisputeDialog
            order={dispute}
            restaurant={restaurant}
            clientId={clientId}
            onClose={() => setRaising(false)}
          />
        )}
      </Paper>
    );
  };

  return (
    <QueryState
      query={disputes}
      errorTitle="Could not load the dispute"
      loadingLabel="Loading the dispute"
      loading={<Skeleton height={96} aria-label="Loading the dispute" />}
    >
      {(data) => shown(data.orders.find((one) => one.deliveryUUID === order.deliveryUUID))}
    </QueryState>
  );
}
