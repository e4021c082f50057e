import { Group, Paper, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { PlainNativeSelect } from '../../components/plain-input';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import type { OverviewResult } from '../../../contract/finance';
import { Money } from '../../components/money';
import {
  changeOf,
  formatCents,
  formatDateRange,
  formatPercent,
  type Change,
} from '../../lib/format';
import { COMPARE_MODES, type CompareMode, type DateRange } from '../../lib/date-ranges';
import tone from '../../components/tone.module.css';
import classes from './finance.module.css';
import { HEADLINE_FIGURES, type Better } from '../../entities/finance/headline-figures';
import { ColumnGrid } from '../../components/column-grid';

const toneOf = (change: Change, better: Better) =>
  better === 'neutral' || change.cents === 0
    ? tone.neutral
    : change.cents > 0
      ? tone.better
      : tone.worse;

function ChangeLine({ change, better }: { change: Change; better: Better }) {
  const Icon =
    change.cents > 0 ? IconArrowUpRight : change.cents < 0 ? IconArrowDownRight : IconMinus;
  const sign = change.cents > 0 ? '+' : '';
  const verdict =
    better === 'neutral' || change.cents === 0 ? '' : change.cents > 0 ? ' (better)' : ' (worse)';
  return (
    <Group gap={4} wrap="nowrap" className={toneOf(change, better)}>
      <Icon size={14} aria-hidden />
      <Text size="xs" inherit c="inherit">
        {sign}
        {formatCents(change.cents)}
        {change.ratio !== null && ` (${formatPercent(change.ratio, { signed: true })})`}
        {verdict && <VisuallyHidden>{verdict}</VisuallyHidden>}
      </Text>
    </Group>
  );
}

const COMPARE_OPTIONS = COMPARE_MODES.map(({ id, label }) => ({ value: id, label }));
const isCompareMode = (value: string | null): value is CompareMode =>
  COMPARE_MODES.some(({ id }) => id === value);

interface FinanceHeadlinesProps {
  overview: OverviewResult;
  /** Undefined while the compared range loads or when it failed. */
  previous: OverviewResult | undefined;
  /** What the changes are against (`compare=` in the URL) and the dates that means. */
  compare: { mode: CompareMode; range: DateRange; onChange: (mode: CompareMode) => void };
}

/** The headline figures, each against the compared range (by default the previous period). */
export function FinanceHeadlines({ overview, previous, compare }: FinanceHeadlinesProps) {
  return (
    <section aria-labelledby="finance-headlines">
      <Group justify="space-between" align="flex-end" mb="xs" wrap="wrap">
        <Text id="finance-headlines" fw={700} component="h2" fz="lg">
          Summary
        </Text>
        <Group gap="sm" align="center" wrap="wrap">
          <Text size="sm" c="dimmed" data-compared>
            Compared with {formatDateRange(compare.range.from, compare.range.to)}
          </Text>
          <PlainNativeSelect
            aria-label="Compare with"
            size="xs"
            w={190}
            data={COMPARE_OPTIONS}
            value={compare.mode}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isCompareMode(value)) compare.onChange(value);
            }}
          />
        </Group>
      </Group>
      <ColumnGrid cols={{ base: 2, md: 3, xl: 5 }} spacing="sm">
        {HEADLINE_FIGURES.map((figure) => (
          <Paper key={figure.id} withBorder p="sm" data-headline={figure.id}>
            <Text size="sm" c="dimmed" fw={600}>
              {figure.label}
            </Text>
            <Money dollars={figure.value(overview)} fz="xl" fw={700} display="block" data-value />
            <Text size="xs" c="dimmed">
              {figure.description}
            </Text>
            <div className={classes.change}>
              {previous ? (
                <ChangeLine
                  change={changeOf(figure.value(overview), figure.value(previous))}
                  better={figure.better}
                />
              ) : (
                <Skeleton height={14} mt={4} width="60%" />
              )}
            </div>
          </Paper>
        ))}
      </ColumnGrid>
    </section>
  );
}
