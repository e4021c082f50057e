import { Group, Paper, Text } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import type { DisputedOrder } from '../../../contract/disputes';
import { Button } from '../../components/plain-button';
import { formatCents, formatCountOf, sumCents } from '../../lib/format';
import { lazyAfterPaint, usePreloadWhenIdle } from '../../lib/lazy-after-paint';
import type { DisputeSelection } from './use-dispute-selection';

interface BulkRaiseBarProps {
  /** Every order of the filter open to a dispute, across pages; undefined while loading. */
  open: readonly DisputedOrder[] | undefined;
  selection: DisputeSelection;
  restaurants: ReadonlyMap<string, string>;
  clientId: string;
}

// The dialog (and the Modal it is built on) loads after the page's first paint.
const BulkRaiseDialog = lazyAfterPaint(() =>
  import('./bulk-raise-dialog').then((module) => module.BulkRaiseDialog),
);

const atStake = (orders: readonly DisputedOrder[]) =>
  formatCents(sumCents(orders.map((order) => order.disputeAmount)));

/** What is chosen, "select all open in this filter", and "Raise N disputes". */
export function BulkRaiseBar({ open, selection, restaurants, clientId }: BulkRaiseBarProps) {
  const [raising, setRaising] = useState<readonly DisputedOrder[] | null>(null);
  usePreloadWhenIdle(BulkRaiseDialog);
  // Something is chosen: the confirmation is the next click, so its code should be in by then.
  const anyChosen = selection.ids.size > 0;
  useEffect(() => {
    if (anyChosen) BulkRaiseDialog.preload().catch(() => undefined);
  }, [anyChosen]);
  // Open while its orders are raised, even once none is left open in the filter.
  const dialog = (
    <Suspense fallback={null}>
      {raising && (
        <BulkRaiseDialog
          orders={raising}
          restaurants={restaurants}
          clientId={clientId}
          onClose={(failed) => {
            setRaising(null);
            selection.set(failed);
          }}
        />
      )}
    </Suspense>
  );
  // The dialog stays at one place in the tree whether or not the bar shows: as its orders are
  // raised they leave the open list, and a dialog moved elsewhere would start again from scratch.
  // (the bar's slot is there, empty, when nothing is open).
  if (!open || open.length === 0)
    return (
      <>
        {null}
        {dialog}
      </>
    );
  const chosen = open.filter((order) => selection.ids.has(order.deliveryUUID));
  return (
    <>
      <Paper withBorder p="xs" data-selection-bar>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" aria-live="polite" data-selected={chosen.length}>
            {chosen.length === 0
              ? `${formatCountOf(open.length, 'order')} open to a dispute in this filter (${atStake(open)})`
              : `${formatCountOf(chosen.length, 'order')} selected · ${atStake(chosen)} at stake`}
          </Text>
          <Group gap="xs">
            {chosen.length < open.length && (
              <Button
                variant="default"
                size="xs"
                onClick={() => selection.set(open.map((order) => order.deliveryUUID))}
              >
                Select all open in this filter ({formatCountOf(open.length, 'order')},{' '}
                {atStake(open)})
              </Button>
            )}
            {chosen.length > 0 && (
              <>
                <Button variant="subtle" size="xs" onClick={selection.clear}>
                  Clear
                </Button>
                <Button size="xs" onClick={() => setRaising(chosen)}>
                  Raise {formatCountOf(chosen.length, 'dispute')}
                </Button>
              </>
            )}
          </Group>
        </Group>
      </Paper>
      {dialog}
    </>
  );
}
