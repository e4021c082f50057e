import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { isChannel } from '../../../contract/channels';
import type { OrderDetails } from '../../../contract/orders';
import { ChannelBadge } from '../../components/channel-badge';
import { DrawerFrame } from '../../components/drawer-frame';
import { FallbackBoundary } from '../../components/fallback-boundary';
import { OrderItems } from '../../components/order-items';
import { Alert } from '../../components/plain-button';
import { QueryState } from '../../components/query-state';
import { orderStatusName } from '../../lib/display-names';
import { formatDateTime } from '../../lib/format';
import { useOrderActions } from '../../components/order-actions';
import { orderRef } from '../../lib/order-links';
import { useItemLinks } from '../../entities/order/item-links';
import { isNotFound, orderQueries } from '../../entities/order/order-queries';
import { OrderMoney, OrderPayout } from './order-money';

interface OrderDrawerProps {
  clientId: string;
  deliveryUUID: string;
  /** As the URL spells it: an unknown code reads as an unknown order. */
  channel: string | undefined;
  restaurants: ReadonlyMap<string, string>;
  onClose: () => void;
}

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

function Touched({
  order,
  clientId,
  restaurant,
}: {
  order: OrderDetails;
  clientId: string;
  restaurant: string;
}) {
  const { Review, Dispute } = useOrderActions();
  const ref = orderRef(clientId, order);
  const links = useItemLinks();
  const reviewLink = (
    <Anchor component={Link} size="sm" to={links.reviewOf(ref)}>
      Open the review in Reviews
    </Anchor>
  );
  const disputeLink = (
    <Anchor component={Link} size="sm" to={links.disputeOf(ref)}>
      Open the dispute in Disputes
    </Anchor>
  );
  // Each in place when its code loads; its link to the page where it lives when not.
  return (
    <>
      <Section title="Review">
        {!order.reviewId ? (
          <Text size="sm" c="dimmed">
            No review on this order.
          </Text>
        ) : Review ? (
          <FallbackBoundary fallback={reviewLink}>
            <Suspense fallback={<Skeleton height={120} aria-label="Loading the review" />}>
              <Review clientId={clientId} order={order} restaurant={restaurant} />
            </Suspense>
          </FallbackBoundary>
        ) : (
          reviewLink
        )}
      </Section>
      <Section title="Dispute">
        {!order.disputeStatus ? (
          <Text size="sm" c="dimmed">
            No error charge on this order.
          </Text>
        ) : Dispute ? (
          <FallbackBoundary fallback={disputeLink}>
            <Suspense fallback={<Skeleton height={96} aria-label="Loading the dispute" />}>
              <Dispute clientId={clientId} order={order} restaurant={restaurant} />
            </Suspense>
          </FallbackBoundary>
        ) : (
          disputeLink
        )}
      </Section>
    </>
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
        <Text size="sm">{orderStatusName(order.status)}</Text>
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
        <OrderPayout order={order} clientId={clientId} />
      </Section>
      <Touched order={order} clientId={clientId} restaurant={restaurant} />
    </Stack>
  );
}

/** One order, opened from the URL (`order` and `channel`). Mount it to open it. */
export function OrderDrawer(props: OrderDrawerProps) {
  const { clientId, deliveryUUID, channel, restaurants, onClose } = props;
  const known = isChannel(channel);
  const details = useQuery(
    orderQueries.details(clientId, deliveryUUID, known ? channel : undefined),
  );
  const notFound = !known || (details.isError && isNotFound(details.error));
  return (
    <DrawerFrame title={`Order ${deliveryUUID}`} onClose={onClose}>
      {notFound ? (
        <Alert color="yellow" title="Order not found" role="alert">
          No order {deliveryUUID} on {channel ?? 'this channel'} for this client.
        </Alert>
      ) : (
        <QueryState
          query={details}
          errorTitle="Could not load the order"
          loadingLabel="Loading the order"
          loading={<Skeleton height={240} aria-label="Loading the order" />}
        >
          {(order) => (
            <Details
              order={order}
              clientId={clientId}
              restaurant={restaurants.get(order.listingId) ?? order.listingId}
            />
          )}
        </QueryState>
      )}
    </DrawerFrame>
  );
}
