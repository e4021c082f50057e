import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Delivery } from '../../../contract/notifications';
import { EmptyState } from '../../components/empty-state';
import { QueryState } from '../../components/query-state';
import { formatDateTime, formatDay } from '../../lib/calendar';
import { deliveriesQuery } from './notification-requests';
import classes from './sections.module.css';

const OUTCOMES: Record<Delivery['outcome'], { label: string; color: string }> = {
  sent: { label: 'Sent', color: 'teal' },
  retrying: { label: 'Failed, retrying', color: 'orange' },
  failed: { label: 'Failed', color: 'red' },
  skipped: { label: 'Not sent', color: 'gray' },
};

const timeOf = (instant: string) => formatDateTime(instant).replace(/^.*\d{4} /, '');

/** On which channel: `by e-mail`, `on Slack (Ops room)`, `to the webhook Tickets`. */
const channelWords = ({ channel, channelName }: Delivery) =>
  channel === 'email'
    ? 'by e-mail'
    : channel === 'slack'
      ? `on Slack${channelName ? ` (${channelName})` : ''}`
      : `to the webhook${channelName ? ` ${channelName}` : ''}`;

/** What was sent: a brief or a statement for its day, an alert by its title, a channel's test. */
const whatWords = (delivery: Delivery) => {
  if (delivery.kind === 'alert') return `Alert: ${delivery.title ?? 'an alert'}`;
  if (delivery.kind === 'statement')
    return `Scheduled statement for ${formatDay(delivery.forDate)}`;
  if (delivery.kind === 'test')
    return delivery.title ? 'Test alert' : `Test brief for ${formatDay(delivery.forDate)}`;
  return `Brief for ${formatDay(delivery.forDate)}`;
};

/** One attempt: when, what, on which channel, how it ended, and when it is tried again. */
function DeliveryLine({ delivery }: { delivery: Delivery }) {
  const outcome = OUTCOMES[delivery.outcome];
  const what = `${whatWords(delivery)} ${channelWords(delivery)}`;
  return (
    <Stack gap={2} component="li" data-delivery={delivery.outcome}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600} span>
          {formatDateTime(delivery.at)}
        </Text>
        <Text size="sm" span>
          {what}
        </Text>
        <Badge color={outcome.color} variant="light">
          {outcome.label}
        </Badge>
        {delivery.attempt > 1 && (
          <Text size="sm" c="dimmed" span>
            attempt {delivery.attempt}
          </Text>
        )}
      </Group>
      {(delivery.detail || delivery.retryAt) && (
        <Text size="sm" c="dimmed">
          {delivery.detail}
          {delivery.retryAt && ` · retried at ${timeOf(delivery.retryAt)}`}
        </Text>
      )}
    </Stack>
  );
}

/** Every delivery of the person's brief and alerts, on each channel, newest first. */
export function DeliveryLog() {
  const log = useQuery(deliveriesQuery);
  return (
    <QueryState
      query={log}
      errorTitle="Could not load the delivery log"
      loadingLabel="Loading the delivery log…"
    >
      {({ deliveries }) =>
        deliveries.length === 0 ? (
          <EmptyState
            title="Nothing sent yet"
            description="Each brief and alert sent, on each channel, and each failure and retry, shows here."
          />
        ) : (
          <Stack gap={4} component="ul" className={classes.list} aria-label="Deliveries">
            {deliveries.map((delivery) => (
              <DeliveryLine key={delivery.id} delivery={delivery} />
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
}
