import { Group, List, NativeSelect, Progress, Stack, Text, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DisputedOrder } from '../../../contract/disputes';
import { DialogFrame } from '../../components/dialog-frame';
import { Alert, Button } from '../../components/plain-button';
import { WriteFailure } from '../../components/write-failure';
import { Money } from '../../components/money';
import { disputeConfigDetailsQueryOptions } from '../../entities/dispute/dispute-config';
import { disputesQueries, trackRaise } from '../../entities/dispute/disputes-queries';
import { orderQueries } from '../../entities/order/order-queries';
import { callOperation } from '../../lib/api-client';
import { errorMessage } from '../../lib/api-error';
import { isSubmitShortcut } from '../../lib/submit-shortcut';
import { usePhone } from '../../lib/use-phone';
import { formatCents, formatCount, formatCountOf, formatMoney, sumCents } from '../../lib/format';
import { orderName } from '../../entities/dispute/order-name';
import tone from '../../components/tone.module.css';
import classes from './bulk-raise.module.css';
import { raiseAll, type RaiseOutcome } from './bulk-raise';
import { raiseReasons } from './raise-reasons';
import { backgroundSignal } from '../../lib/background';
import { alignRight, Table, TableScroller } from '../../components/table';

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
  unknown: 'No answer',
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
  // Each order's reasons, worked out once (the rows redraw only when theirs change).
  const reasonsById = useMemo(
    () =>
      new Map(
        orders.map((order) => [
          order.deliveryUUID,
          // The reasons of the order's own category (the first group): what fits it.
          raiseReasons(config.data, order.channel, order.disputeIssue)[0]?.items ?? [],
        ]),
      ),
    [orders, config.data],
  );
  const reasonsOf = (order: DisputedOrder) => reasonsById.get(order.deliveryUUID) ?? [];
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
    return state === 'raised' || state === 'already' || state === 'failed' || state === 'unknown';
  });
  const failed = orders.filter((order) => outcomes[order.deliveryUUID]?.state === 'failed');
  const raised = orders.filter((order) => outcomes[order.deliveryUUID]?.state === 'raised');
  const already = orders.filter((order) => outcomes[order.deliveryUUID]?.state === 'already');
  const unanswered = orders.filter((order) => outcomes[order.deliveryUUID]?.state === 'unknown');
  const started = Object.keys(outcomes).length > 0;
  const finished = started && !busy;
  const missingReason = orders.some((order) => !reasonOf(order));
  const cannotSend = missingReason || config.isPending;
  // The confirmation starts on its button (Enter raises), once the reasons are in.
  const confirmRef = useRef<HTMLButtonElement>(null);
  // On a phone the order's restaurant goes under it and the result under its reason: the amount,
  // reason and result fit the screen without a sideways scroll.
  const phone = usePhone();
  useEffect(() => {
    if (!cannotSend) confirmRef.current?.focus();
  }, [cannotSend]);

  const send = async (targets: readonly DisputedOrder[]) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setOutcomes((all) => ({
      ...all,
      ...Object.fromEntries(targets.map((order) => [order.deliveryUUID, { state: 'waiting' }])),
    }));
    const text = description.trim();
    const channelOf = new Map(targets.map((order) => [order.deliveryUUID, order.channel]));
    const background = backgroundSignal();
    await raiseAll(
      targets.map((order) => ({
        deliveryUUID: order.deliveryUUID,
        reason: reasonOf(order),
        ...(text ? { description: text } : {}),
      })),
      (body) =>
        callOperation(
          'raiseManualDispute',
          {
            body,
            // The client and channel, for the server's scope check (the body names only the order).
            scopeHint: { clientId, channel: channelOf.get(body.deliveryUUID) ?? '' },
          },
          // Background work: pages people open meanwhile go to the gateway first.
          { signal: background },
        ),
      (id, outcome) => {
        // Polled until decided, as a dispute raised one at a time is.
        if (outcome.state === 'raised') trackRaise(id);
        setOutcomes((all) => ({ ...all, [id]: outcome }));
      },
    );
    running.current = false;
    setBusy(false);
    void queryClient.invalidateQueries({ queryKey: disputesQueries.client(clientId) });
    void queryClient.invalidateQueries({ queryKey: orderQueries.client(clientId) });
  };

  const onReason = useCallback(
    (id: string, reason: string) => setChosen((all) => ({ ...all, [id]: reason })),
    [],
  );

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
        <WriteFailure title="Could not load the reasons" error={config.error} />
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
              // Not autosize: its measuring forces a layout of every row as the dialog opens.
              rows={2}
              maxLength={MAX_DESCRIPTION}
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (!isSubmitShortcut(event)) return;
                event.preventDefault();
                if (!cannotSend) void send(orders);
              }}
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
          <Alert
            color={failed.length > 0 ? 'red' : 'teal'}
            // The title in the text colour: teal on its light tint is 4.3:1, under the 4.5 needed.
            title={
              <span style={{ color: 'var(--mantine-color-text)' }}>
                {failed.length > 0 ? 'Done, with failures' : 'Done'}
              </span>
            }
            data-raise-summary
          >
            <List size="sm">
              <List.Item>
                Raised: {formatCount(raised.length)} (
                {formatCents(sumCents(raised.map((order) => order.disputeAmount)))} at stake)
              </List.Item>
              <List.Item>Already raised: {formatCount(already.length)}</List.Item>
              {unanswered.length > 0 && (
                <List.Item>
                  No answer: {formatCount(unanswered.length)} (they may have been raised, so they
                  are not sent again; the list shows what became of them)
                </List.Item>
              )}
              <List.Item>
                Failed: {formatCount(failed.length)}
                {failed.length > 0 && (
                  <List size="sm" withPadding>
                    {failureReasons(failed, outcomes).map(([reason, count]) => (
                      <List.Item key={reason}>
                        {reason} ({formatCountOf(count, 'order')})
                      </List.Item>
                    ))}
                  </List>
                )}
              </List.Item>
            </List>
            {failed.length > 0 && (
              <Text size="sm" mt="xs">
                Failed orders stay selected when this closes; retry them here or later.
              </Text>
            )}
          </Alert>
        )}
        {/* Focusable: it scrolls, and after the raise its rows hold nothing else to focus. */}
        <TableScroller
          minWidth={phone ? 0 : 640}
          style={{ maxHeight: 360 }}
          tabIndex={0}
          role="region"
          aria-label="Orders to raise"
        >
          <Table
            striped
            verticalSpacing={4}
            className={`${classes.table} ${phone ? classes.folded : ''}`}
          >
            <thead>
              {phone ? (
                <tr>
                  <th>Order</th>
                  <th style={alignRight}>Amount</th>
                  <th>{started ? 'Reason and result' : 'Reason'}</th>
                </tr>
              ) : (
                <tr>
                  <th>Order</th>
                  <th>Restaurant</th>
                  <th style={alignRight}>Amount</th>
                  <th>Reason</th>
                  {started && <th>Result</th>}
                </tr>
              )}
            </thead>
            <tbody>
              {orders.map((order) => (
                <RaiseRow
                  key={order.deliveryUUID}
                  order={order}
                  restaurant={restaurants.get(order.listingId) ?? order.listingId}
                  reasons={reasonsOf(order)}
                  reason={reasonOf(order)}
                  outcome={outcomes[order.deliveryUUID]}
                  started={started}
                  folded={phone}
                  onReason={onReason}
                />
              ))}
            </tbody>
          </Table>
        </TableScroller>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close} disabled={busy}>
            {finished ? 'Close' : 'Cancel'}
          </Button>
          {!started && (
            <Button
              ref={confirmRef}
              onClick={() => void send(orders)}
              disabled={cannotSend}
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

/** The reasons the failed orders were refused for, most frequent first, with their counts. */
const failureReasons = (
  failed: readonly DisputedOrder[],
  outcomes: Readonly<Record<string, RaiseOutcome>>,
) => {
  const counts = new Map<string, number>();
  for (const order of failed) {
    const outcome = outcomes[order.deliveryUUID];
    const reason = outcome?.state === 'failed' ? errorMessage(outcome.error) : 'Unknown';
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]);
};

interface RaiseRowProps {
  order: DisputedOrder;
  restaurant: string;
  reasons: readonly string[];
  reason: string;
  outcome: RaiseOutcome | undefined;
  started: boolean;
  /** On a phone: the restaurant under the order, the result under the reason. */
  folded: boolean;
  onReason: (id: string, reason: string) => void;
}

/**
 * One order of the confirmation: plain cells and a native select, drawn again only when its own
 * reason or outcome changes (hundreds of rows turn one at a time as the answers come).
 */
const RaiseRow = memo(function RaiseRow(props: RaiseRowProps) {
  const { order, restaurant, reasons, reason, outcome, started, folded, onReason } = props;
  const select = (
    <select
      className={classes.select}
      aria-label={`Reason for ${orderName(order)}`}
      value={reason}
      disabled={started}
      onChange={(event) => onReason(order.deliveryUUID, event.currentTarget.value)}
    >
      {reasons.map((item) => (
        <option key={item} value={item}>
          {item}
        </option>
      ))}
    </select>
  );
  const result = started && (
    <span className={outcome?.state === 'failed' ? tone.worse : undefined} data-result>
      {STATE_TEXT[outcome?.state ?? 'waiting']}
      {(outcome?.state === 'failed' || outcome?.state === 'unknown') &&
        `: ${errorMessage(outcome.error)}`}
    </span>
  );
  if (folded)
    return (
      <tr data-raise={order.deliveryUUID} data-state={outcome?.state} className={classes.row}>
        <td>
          <span className={classes.id}>{order.deliveryUUID.slice(0, 8)}</span>
          <span className={classes.under}>{restaurant}</span>
        </td>
        <td className={classes.amount}>{formatMoney(order.disputeAmount)}</td>
        <td>
          {select}
          {result && <span className={classes.under}>{result}</span>}
        </td>
      </tr>
    );
  return (
    <tr data-raise={order.deliveryUUID} data-state={outcome?.state} className={classes.row}>
      <td className={classes.id}>{order.deliveryUUID.slice(0, 8)}</td>
      <td>{restaurant}</td>
      <td className={classes.amount}>{formatMoney(order.disputeAmount)}</td>
      <td>{select}</td>
      {started && <td>{result}</td>}
    </tr>
  );
});
