import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { isChannel } from '../../../contract/channels';
import type { DisputedOrder } from '../../../contract/disputes';
import { ChannelBadge } from '../../components/channel-badge';
import { DrawerFrame } from '../../components/drawer-frame';
import { OrderItems } from '../../components/order-items';
import { QueryState } from '../../components/query-state';
import { orderRef } from '../../lib/order-links';
import { useItemLinks } from '../../entities/order/item-links';
import { orderQueries } from '../../entities/order/order-queries';
import { DisputeStatusBadge } from './dispute-status-badge';
import { DisputeTimeline } from './dispute-timeline';

interface DisputeDrawerProps {
  order: DisputedOrder;
  restaurant: string;
  clientId: string;
  onClose: () => void;
}

/** One order's items and its dispute's history. Mount it to open it. */
export function DisputeDrawer({ order, restaurant, clientId, onClose }: DisputeDrawerProps) {
  const channel = isChannel(order.channel) ? order.channel : undefined;
  const details = useQuery(orderQueries.details(clientId, order.deliveryUUID, channel));
  const links = useItemLinks();
  return (
    <DrawerFrame title={`Order ${order.deliveryUUID}`} onClose={onClose}>
      <Stack gap="md">
        <Group gap="xs">
          <ChannelBadge channel={order.channel} />
          <DisputeStatusBadge status={order.disputeStatus} />
        </Group>
        <Text size="sm">
          {order.customerName} · {restaurant}
        </Text>
        {details.data && (
          <Anchor
            component={Link}
            size="sm"
            to={links.order(orderRef(clientId, { ...order, orderDate: details.data.orderDate }))}
          >
            Open in Orders
          </Anchor>
        )}
        <Title order={2} fz="h4">
          Items
        </Title>
        {order.disputeItemDetails && <Text size="sm">Charged for: {order.disputeItemDetails}</Text>}
        <QueryState
          query={details}
          errorTitle="Could not load the order"
          loadingLabel="Loading the items"
          loading={<Skeleton height={80} aria-label="Loading the items" />}
        >
          {(data) => <OrderItems items={data.items} />}
        </QueryState>
        <Title order={2} fz="h4">
          Dispute history
        </Title>
        <DisputeTimeline order={order} orderDate={details.data?.orderDate} />
      </Stack>
    </DrawerFrame>
  );
}
