import { Anchor, Drawer, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CHANNELS, type Channel } from '../../../contract/common';
import type { DisputedOrder } from '../../../contract/disputes';
import { ChannelBadge } from '../../components/channel-badge';
import { ErrorState } from '../../components/error-state';
import { Money } from '../../components/money';
import { orderLink } from '../../lib/order-links';
import { DisputeStatusBadge } from './dispute-status-badge';
import { DisputeTimeline } from './dispute-timeline';
import { disputesQueries } from './disputes-queries';

interface DisputeDrawerProps {
  order: DisputedOrder;
  restaurant: string;
  clientId: string;
  onClose: () => void;
}

const isChannel = (code: string): code is Channel => (CHANNELS as readonly string[]).includes(code);

/** One order's items and its dispute's history. Mount it to open it. */
export function DisputeDrawer({ order, restaurant, clientId, onClose }: DisputeDrawerProps) {
  const channel = isChannel(order.channel) ? order.channel : undefined;
  const details = useQuery({
    ...disputesQueries.order(clientId, order.deliveryUUID, channel ?? 'MARKETPLACE_1'),
    enabled: channel !== undefined,
  });
  return (
    <Drawer.Root opened onClose={onClose} position="right" size="lg">
      <Drawer.Overlay />
      <Drawer.Content>
        {/* A div, not Mantine's <header>: a second banner landmark is an axe violation. */}
        <Drawer.Header {...{ component: 'div' }}>
          <Drawer.Title>Order {order.deliveryUUID}</Drawer.Title>
          <Drawer.CloseButton aria-label="Close" />
        </Drawer.Header>
        <Drawer.Body>
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
                to={orderLink({
                  clientId,
                  deliveryUUID: order.deliveryUUID,
                  channel: order.channel,
                  orderDate: details.data.orderDate,
                })}
              >
                Open in Orders
              </Anchor>
            )}
            <Title order={2} fz="h4">
              Items
            </Title>
            {order.disputeItemDetails && (
              <Text size="sm">Charged for: {order.disputeItemDetails}</Text>
            )}
            {details.isError ? (
              <ErrorState
                error={details.error}
                title="Could not load the order"
                onRetry={() => void details.refetch()}
                retrying={details.isFetching}
              />
            ) : details.isPending ? (
              <Skeleton height={80} />
            ) : (
              <Table verticalSpacing={4} fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Item</Table.Th>
                    <Table.Th ta="right">Qty</Table.Th>
                    <Table.Th ta="right">Unit price</Table.Th>
                    <Table.Th ta="right">Total</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {details.data.items.map((item, index) => (
                    <Table.Tr key={`${item.name}:${index}`}>
                      <Table.Td>{item.name}</Table.Td>
                      <Table.Td ta="right">{item.quantity}</Table.Td>
                      <Table.Td ta="right">
                        <Money dollars={item.unitPrice} />
                      </Table.Td>
                      <Table.Td ta="right">
                        <Money dollars={item.total} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <Title order={2} fz="h4">
              Dispute history
            </Title>
            <DisputeTimeline order={order} orderDate={details.data?.orderDate} />
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
