import { Group, Paper, Text } from '@mantine/core';
import { Suspense, useEffect, useRef, useState } from 'react';
import type { DisputedOrder } from '../../../contract/disputes';
import { Button } from '../../components/plain-button';
import { formatCents, formatCountOf, sumCents } from '../../lib/format';
import { lazyAfterPaint, usePreload } from '../../performance/load-after-paint';
import type { DisputeSelection } from './use-dispute-selection';
import { CLOSING_SOON_DAYS } from '../../entities/dispute/disputes-queries';
import classes from './bulk-raise.module.css';

interface BulkRaiseBarProps {
  /** Every order of the filter open to a dispute, across pages; undefined while loading. */
  open: readonly DisputedOrder[] | undefined;
  /**
   * Every order open to a dispute with 0–3 days left, whatever the filter's dates: the money-left
   * card's bucket. Chosen ones are raised with the filter's.
   */
  closing?: readonly DisputedOrder[] | undefined;
  /** Shows the list of what closes soonest (the chosen closing orders among them). */
  onShowClosing?: () => void;
  /**
   * The address asks for the closing orders chosen (a brief's link, `?select=closing`): chosen
   * once they are in, as "Select all closing" would, then `onClosingSelected` drops the ask.
   */
  selectClosing?: boolean;
  onClosingSelected?: () => void;
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
export function BulkRaiseBar(props: BulkRaiseBarProps) {
  const { open, closing = [], onShowClosing, selection, restaurants, clientId } = props;
  const [raising, setRaising] = useState<readonly DisputedOrder[] | null>(null);
  usePreload('on-intent', BulkRaiseDialog);
  const { selectClosing = false, onClosingSelected } = props;
  const closingLoaded = props.closing;
  const { set: choose } = selection;
  const chose = useRef(false);
  useEffect(() => {
    if (!selectClosing) chose.current = false;
    if (!selectClosing || !closingLoaded || chose.current) return;
    chose.current = true;
    choose(closingLoaded.map((order) => order.deliveryUUID));
    onClosingSelected?.();
  }, [selectClosing, closingLoaded, choose, onClosingSelected]);
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
  if (!open?.length && closing.length === 0)
    return (
      <>
        {null}
        {dialog}
      </>
    );
  const openInFilter = open ?? [];
  const inFilter = new Set(openInFilter.map((order) => order.deliveryUUID));
  const chosen = [
    ...openInFilter,
    ...closing.filter((order) => !inFilter.has(order.deliveryUUID)),
  ].filter((order) => selection.ids.has(order.deliveryUUID));
  const allClosingChosen = closing.every((order) => selection.ids.has(order.deliveryUUID));
  // Choosing the closing ones replaces the choice, as "select all open" does.
  return (
    <>
      {/* Kept in view under the header while the list scrolls, once something is chosen. */}
      <Paper
        withBorder
        p="xs"
        shadow={chosen.length > 0 ? 'sm' : undefined}
        className={classes.bar}
        data-chosen={chosen.length > 0 || undefined}
        data-selection-bar
      >
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" aria-live="polite" data-selected={chosen.length}>
            {chosen.length === 0
              ? `${formatCountOf(openInFilter.length, 'order')} open to a dispute in this filter (${atStake(openInFilter)})`
              : `${formatCountOf(chosen.length, 'order')} selected · ${atStake(chosen)} at stake`}
          </Text>
          <Group gap="xs">
            {closing.length > 0 && !allClosingChosen && (
              <Button
                variant="default"
                size="xs"
                onClick={() => {
                  selection.set(closing.map((order) => order.deliveryUUID));
                  if (closing.some((order) => !inFilter.has(order.deliveryUUID))) onShowClosing?.();
                }}
              >
                Select all closing within {CLOSING_SOON_DAYS} days (
                {formatCountOf(closing.length, 'order')}, {atStake(closing)})
              </Button>
            )}
            {openInFilter.some((order) => !selection.ids.has(order.deliveryUUID)) && (
              <Button
                variant="default"
                size="xs"
                onClick={() => selection.set(openInFilter.map((order) => order.deliveryUUID))}
              >
                Select all open in this filter ({formatCountOf(openInFilter.length, 'order')},{' '}
                {atStake(openInFilter)})
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
