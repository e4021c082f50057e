import { Alert, Anchor, Drawer, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CHANNELS, type Channel } from '../../../contract/common';
import type { OrderDetails } from '../../../contract/orders';
import { ChannelBadge } from '../../components/channel-badge';
import { ErrorState } from '../../components/error-state';
import { formatDateTime } from '../../lib/format';
import { disputesAroundLink, reviewsAroundLink } from '../../lib/order-links';
import { OrderItems } from './order-items';
import { OrderMoney, OrderPayout } from './order-money';
import { isNotFound, ordersQueries } from './orders-queries';

interface OrderDrawerProps {
  clientId: string;
  deliveryUUID: string;
  /** As the URL spells it: an unknown code reads as an unknown order. */
  channel: string | undefined;
  restaurants: ReadonlyMap<string, string>;
  onClose: () => void;
}

const isChannel = (code: string | undefined): code is Channel =>
  code !== undefined && (CHANNELS as readonly string[]).includes(code);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} fz="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Touched({ order, clientId }: { order: OrderDetails; clientId: string }) {
  if (!order.reviewId && !order.disputeStatus) {
    return (
      <Text size="sm" c="dimmed">
        No review or dispute on this order.
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      {order.reviewId && (
        <Text size="sm">
          Reviewed ({order.reviewId}) ·{' '}
          <Anchor component={Link} to={reviewsAroundLink(clientId, order.orderDate, order.channel)}>
            Open in Reviews (reply there)
          </Anchor>
        </Text>
      )}
      {order.disputeStatus && (
        <Text size="sm">
          Error charge, dispute {order.disputeStatus.replaceAll('_', ' ')} ·{' '}
          <Anchor
            component={Link}
            to={disputesAroundLink(clientId, order.orderDate, order.channel)}
          >
            Open in Disputes (raise or follow it there)
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

function Details({
  order,
  restaurant,
  clientId,
}: {
  order: OrderDetails;
  restaurant: string;
  clientId: string;
}) {
  return (
    <Stack gap="md">
      <Group gap="xs">
        <ChannelBadge channel={order.channel} />
        <Text size="sm">{order.status.toLowerCase()}</Text>
      </Group>
      <Text size="sm">
        {formatDateTime(order.orderDate)} · {order.customerName} · {restaurant}
      </Text>
      <Section title="Items">
        <OrderItems items={order.items} />
      </Section>
      <Section title="Money">
        <OrderMoney order={order} />
      </Section>
      <Section title="Payout">
        <OrderPayout order={order} />
      </Section>
      <Section title="Review and dispute">
        <Touched order={order} clientId={clientId} />
      </Section>
    </Stack>
  );
}

/** One order, opened from the URL (`order` and `channel`). Mount it to open it. */
export function OrderDrawer(props: OrderDrawerProps) {
  const { clientId, deliveryUUID, channel, restaurants, onClose } = props;
  const known = isChannel(channel);
  const details = useQuery({
    ...ordersQueries.order(clientId, deliveryUUID, known ? channel : 'MARKETPLACE_1'),
    enabled: known,
  });
  const notFound = !known || (details.isError && isNotFound(details.error));
  return (
    <Drawer.Root opened onClose={onClose} position="right" size="lg">
      <Drawer.Overlay />
      <Drawer.Content>
        {/* A div, not Mantine's <header>: a second banner landmark is an axe violation. */}
        <Drawer.Header {...{ component: 'div' }}>
          <Drawer.Title>Order {deliveryUUID}</Drawer.Title>
          <Drawer.CloseButton aria-label="Close" />
        </Drawer.Header>
        <Drawer.Body>
          {notFound ? (
            <Alert color="yellow" title="Order not found" role="alert">
              No order {deliveryUUID} on {channel ?? 'this channel'} for this client.
            </Alert>
          ) : details.isError ? (
            <ErrorState
              error={details.error}
              title="Could not load the order"
              onRetry={() => void details.refetch()}
              retrying={details.isFetching}
            />
          ) : details.isPending ? (
            <Skeleton height={240} aria-label="Loading the order" />
          ) : (
            <Details
              order={details.data}
              clientId={clientId}
              restaurant={restaurants.get(details.data.listingId) ?? details.data.listingId}
            />
          )}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
