import { Group, Paper, SegmentedControl, Skeleton, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { DisputedOrdersResult } from '../../../contract/disputes';
import { Alert } from '../../components/plain-button';
import { formatCents, formatCount, formatCountOf, formatPercent } from '../../lib/format';
import { errorMessage } from '../../lib/api-error';
import type { ManualConfigRow } from './manual-config-schema';
import { ENOUGH_DECIDED, tryConfig } from './try-config';

export const HISTORY_WEEKS = ['4', '8', '12'] as const;
export type HistoryWeeks = (typeof HISTORY_WEEKS)[number];

/** How far back the try-out looks. */
export function HistoryChooser({
  value,
  onChange,
}: {
  value: HistoryWeeks;
  onChange: (weeks: HistoryWeeks) => void;
}) {
  return (
    <Group gap="xs">
      <Text size="sm" id="try-history">
        Try each configuration on the last
      </Text>
      <SegmentedControl
        size="xs"
        aria-labelledby="try-history"
        data={HISTORY_WEEKS.map((weeks) => ({ value: weeks, label: `${weeks} weeks` }))}
        value={value}
        onChange={(next) => onChange(next as HistoryWeeks)}
      />
    </Group>
  );
}

/**
 * What one configuration would have covered over the chosen weeks, worked out here from the
 * client's disputed orders (one request per choice of weeks, none per keystroke).
 */
export function TryConfigPanel({
  row,
  history,
  weeks,
}: {
  row: ManualConfigRow;
  history: UseQueryResult<DisputedOrdersResult>;
  weeks: HistoryWeeks;
}) {
  const config = useDeferredValue(row);
  if (!config.channel || !config.error) {
    return (
      <Text size="xs" c="dimmed" data-try-out>
        Choose a channel and a category to see what this would have covered.
      </Text>
    );
  }
  if (history.isError) {
    return (
      <Alert color="yellow" data-try-out>
        Could not look back: {errorMessage(history.error)}
      </Alert>
    );
  }
  if (!history.data) return <Skeleton height={36} data-try-out aria-label="Looking back…" />;
  const share = typeof config.refundPercentage === 'number' ? config.refundPercentage : undefined;
  const tried = tryConfig(history.data.orders, {
    channel: config.channel,
    category: config.error,
    stores: config.scope === 'chosen' ? config.stores : [],
    refundPercentage: share,
  });
  return (
    <Paper bg="var(--mantine-color-default-hover)" p="xs" data-try-out>
      <Text size="sm">
        Over the last {weeks} weeks:{' '}
        <b data-matched={tried.matched}>{formatCountOf(tried.matched, 'order')}</b> with{' '}
        <b>{formatCents(tried.atStakeCents)}</b> in error charges.{' '}
        {tried.winRate === null
          ? 'No dispute of this category on this channel was decided.'
          : `Disputes of this category here won ${formatPercent(tried.winRate)} of ${formatCount(tried.decided)}.`}{' '}
        {tried.expectedCents !== undefined && tried.enough && (
          <>
            Expect about <b data-expected>{formatCents(tried.expectedCents)}</b> back.
          </>
        )}
      </Text>
      {!tried.enough && (
        <Text size="xs" c="dimmed" data-too-little>
          Too little history to judge: fewer than {ENOUGH_DECIDED} decided disputes of this category
          on this channel.
        </Text>
      )}
    </Paper>
  );
}
