import {
  Alert,
  Button,
  Group,
  List,
  NativeSelect,
  Progress,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { DisputedOrder } from '../../../contract/disputes';
import { DialogFrame } from '../../components/dialog-frame';
import { Money } from '../../components/money';
import { disputeConfigDetailsQueryOptions } from '../../entities/dispute/dispute-config';
import { disputesQueries } from '../../entities/dispute/disputes-queries';
import { orderQueries } from '../../entities/order/order-queries';
import { callOperation } from '../../lib/api-client';
import { errorMessage } from '../../lib/api-error';
import { formatCents, formatCount, formatCountOf, sumCents } from '../../lib/format';
import { raiseAll, type RaiseOutcome } from './bulk-raise';
import { raiseReasons } from './raise-reasons';

const MAX_DESCRIPTION = 1000;

interface BulkRaiseDialogProps {
  orders: readonly DisputedOrder[];
  restaurants: ReadonlyMap<string, string>;
  clientId: string;
  /** Closed: with the orders that failed, to keep them selected. */
  onClose: (failed: string[]) => void;
}

const STATE_TEXT: Record<RaiseOutcome['state'], string> = {
  waiting: 'Waiting',
  sending: 'Sending…',
  raised: 'Raised',
  already: 'Already raised',
  failed: 'Failed',
};

/**
 * Raise many disputes at once: each order with its reason (the first of its issue's category
 * for its channel, changeable per order or for all), one optional description, the total at
 * stake; then one raise per order, four at a time, each row turning as the upstream answers,
 * and a summary. An order is never sent twice (see `raiseLedger`); failed ones can be retried.
 */
export function BulkRaiseDialog({ orders, restaurants, clientId, onClose }: BulkRaiseDialogProps) {
  const queryClient = useQueryClient();
  const config = useQuery(disputeConfigDetailsQueryOptions(clientId));
  const reasonsOf = (order: DisputedOrder) =>
    raiseReasons(config.data, order.channel, order.disputeIssue).flatMap((group) => group.items);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [description, setDescription] = useState('');
  const [outcomes, setOutcomes] = useState<Record<string, RaiseOutcome>>({});
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const reasonOf = (order: DisputedOrder) =>
    chosen[order.deliveryUUID] ?? reasonsOf(order)[0] ?? '';
  const allReasons = [...new Set(orders.flatMap(reasonsOf))];
  const stake = sumCents(orders.map((order) => order.disputeAmount));
  const decided = orders.filter((order) => {
    const state = outcomes[order.deliveryUUID]?.state;
    return state === 'raised' || state === 'already' || state === 'failed';
  });
  const failed = orders.filter((order) => outcomes[order.deliveryUUID]?.state === 'failed');
  const raised = orders.filter((order) => outcomes[order.deliveryUUID]?.state === 'raised');
  const already = orders.filter((order) => outcomes[order.deliveryUUID]?.state === 'already');
  const started = Object.keys(outcomes).length > 0;
  const finished = started && !busy;
  const missingReason = orders.some((order) => !reasonOf(order));

  const send = async (targets: readonly DisputedOrder[]) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setOutcomes((all) => ({
      ...all,
      ...Object.fromEntries(targets.map((order) => [order.deliveryUUID, { state: 'waiting' }])),
    }));
    const text = description.trim();
    await raiseAll(
      targets.map((order) => ({
        deliveryUUID: order.deliveryUUID,
        reason: reasonOf(order),
        ...(text ? { description: text } : {}),
      })),
      (body) => callOperation('raiseManualDispute', { body }),
      (id, outcome) => setOutcomes((all) => ({ ...all, [id]: outcome })),
    );
    running.current = false;
    setBusy(false);
    void queryClient.invalidateQueries({ queryKey: disputesQueries.client(clientId) });
    void queryClient.invalidateQueries({ queryKey: orderQueries.client(clientId) });
  };

  const close = () => {
    if (running.current) return;
    onClose(failed.map((order) => order.deliveryUUID));
  };

  return (
    <DialogFrame
      onClose={close}
      size="xl"
      title={`Raise ${formatCountOf(orders.length, 'dispute')}`}
    >
      <Stack gap="sm">
        <Text size="sm">
          At stake: <Money cents={stake} fw={700} /> on {formatCountOf(orders.length, 'order')}.
        </Text>
        {!started && (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NativeSelect
              label="Reason for all"
              data={[{ value: '', label: 'Each its own' }, ...allReasons]}
              value=""
              onChange={(event) => {
                const reason = event.currentTarget.value;
                if (!reason) return;
                setChosen(
                  Object.fromEntries(
                    orders
                      .filter((order) => reasonsOf(order).includes(reason))
                      .map((order) => [order.deliveryUUID, reason]),
                  ),
                );
              }}
            />
            <Textarea
              label="Description"
              description="Optional, sent with every dispute"
              autosize
              minRows={1}
              maxRows={4}
              maxLength={MAX_DESCRIPTION}
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
              style={{ flex: '1 1 240px' }}
            />
          </Group>
        )}
        {started && (
          <Stack gap={4}>
            <Progress
              value={(decided.length / orders.length) * 100}
              aria-label="Disputes sent"
              data-progress-raise
            />
            <Text size="sm" aria-live="polite" data-raise-progress>
              {formatCount(decided.length)} of {formatCount(orders.length)} answered
            </Text>
          </Stack>
        )}
        {finished && (
          <Alert color={failed.length > 0 ? 'yellow' : 'teal'} title="Done" data-raise-summary>
            <List size="sm">
              <List.Item>
                Raised: {formatCount(raised.length)} (
                {formatCents(sumCents(raised.map((order) => order.disputeAmount)))} at stake)
              </List.Item>
              <List.Item>Already raised: {formatCount(already.length)}</List.Item>
              <List.Item>Failed: {formatCount(failed.length)}</List.Item>
            </List>
          </Alert>
        )}
        <Table.ScrollContainer minWidth={640} type="native" mah={360}>
          <Table striped verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Order</Table.Th>
                <Table.Th>Restaurant</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Reason</Table.Th>
                {started && <Table.Th>Result</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.map((order) => {
                const outcome = outcomes[order.deliveryUUID];
                return (
                  <Table.Tr
                    key={order.deliveryUUID}
                    data-raise={order.deliveryUUID}
                    data-state={outcome?.state}
                  >
                    <Table.Td ff="monospace">{order.deliveryUUID.slice(0, 8)}</Table.Td>
                    <Table.Td>{restaurants.get(order.listingId) ?? order.listingId}</Table.Td>
                    <Table.Td ta="right">
                      <Money dollars={order.disputeAmount} />
                    </Table.Td>
                    <Table.Td>
                      <NativeSelect
                        size="xs"
                        aria-label={`Reason for ${order.deliveryUUID}`}
                        data={reasonsOf(order)}
                        value={reasonOf(order)}
                        disabled={started}
                        onChange={(event) => {
                          const reason = event.currentTarget.value;
                          setChosen((all) => ({ ...all, [order.deliveryUUID]: reason }));
                        }}
                      />
                    </Table.Td>
                    {started && (
                      <Table.Td>
                        <Text size="xs" c={outcome?.state === 'failed' ? 'red.9' : undefined}>
                          {STATE_TEXT[outcome?.state ?? 'waiting']}
                          {outcome?.state === 'failed' && `: ${errorMessage(outcome.error)}`}
                        </Text>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close} disabled={busy}>
            {finished ? 'Close' : 'Cancel'}
          </Button>
          {!started && (
            <Button
              onClick={() => void send(orders)}
              disabled={missingReason || config.isPending}
              data-autofocus
            >
              Raise {formatCountOf(orders.length, 'dispute')}
            </Button>
          )}
          {finished && failed.length > 0 && (
            <Button onClick={() => void send(failed)}>
              Retry {formatCount(failed.length)} failed
            </Button>
          )}
        </Group>
      </Stack>
    </DialogFrame>
  );
}
