import { DrawnWhenNear } from '../../performance/drawn-when-near';
import { Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import type { OverviewResult } from '../../../contract/finance';
import { DataTable } from '../../components/data-table';
import { ErrorState } from '../../components/error-state';
import { SectionHeading } from '../../components/section-heading';
import { StatGrid } from '../../components/stat-grid';
import { TableSkeleton } from '../../components/table-skeleton';
import { moneyColumn, textColumn } from '../../components/table-model';
import { HEADLINE_FIGURES, type HeadlineFigure } from '../../entities/finance/headline-figures';
import type { ReviewFigures } from '../../entities/review/review-figures';
import { changeOf, formatCents, formatCount, formatPercent } from '../../lib/format';
import { WATERFALL_HEIGHT } from './payout-waterfall';
import classes from './statement.module.css';

/**
 * What a section draws from its query, the same object until one of these changes: React Query
 * hands out a new result at each render, which would draw every section again at each reply.
 */
export interface SectionState<T> {
  data: T | undefined;
  error: unknown;
  pending: boolean;
  retry: () => void;
}

export function useSectionState<T>(query: UseQueryResult<T>): SectionState<T> {
  const { data, error, isPending, refetch } = query;
  return useMemo(
    () => ({ data, error, pending: isPending, retry: () => void refetch() }),
    [data, error, isPending, refetch],
  );
}

interface StatementSectionProps<T> {
  id: string;
  title: string;
  description?: string;
  state: SectionState<T>;
  /** Drawn while the section loads, in the shape of what comes (a few rows of a table if not). */
  skeleton?: ReactNode;
  /** The statement's first section, on a phone's first screen: drawn at once. */
  first?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * One section of the statement (its own page in print): loading, its failure, or its content. As
 * in `QueryState`, a failed refresh keeps what was shown (the failure is announced elsewhere); a
 * section tried again shows its skeleton until the answer. On a phone, a section's content below
 * the first screen is drawn as it comes near (`DrawnWhenNear`; all of it to print).
 */
export function StatementSection<T>({
  id,
  title,
  description,
  state,
  skeleton,
  first = false,
  children,
}: StatementSectionProps<T>) {
  const { data, error, pending } = state;
  return (
    <Paper component="section" aria-labelledby={id} withBorder p="md" className={classes.section}>
      <Stack gap="sm">
        <SectionHeading id={id} title={title} description={description} />
        {error && data === undefined ? (
          <ErrorState
            error={error}
            title={`Could not load ${title.toLowerCase()}`}
            onRetry={state.retry}
          />
        ) : data === undefined || pending ? (
          (skeleton ?? <TableSkeleton rows={4} label={`Loading ${title.toLowerCase()}…`} />)
        ) : first ? (
          children(data)
        ) : (
          <DrawnWhenNear height={480}>{children(data)}</DrawnWhenNear>
        )}
      </Stack>
    </Paper>
  );
}

interface OverviewRow {
  figure: HeadlineFigure;
  current: number;
  previous: number | undefined;
}

const OVERVIEW_COLUMNS = [
  textColumn<OverviewRow>('figure', 'Figure', (row) => row.figure.label),
  moneyColumn<OverviewRow>('current', 'This month', (row) => row.current),
  moneyColumn<OverviewRow>('previous', 'Month before', (row) => row.previous ?? 0, {
    render: (row) =>
      row.previous === undefined ? '…' : formatCents(Math.round(row.previous * 100)),
  }),
  moneyColumn<OverviewRow>(
    'change',
    'Change',
    (row) => (row.previous === undefined ? 0 : row.current - row.previous),
    {
      render: (row) => {
        if (row.previous === undefined) return '…';
        const change = changeOf(row.current, row.previous);
        const sign = change.cents > 0 ? '+' : '';
        const ratio =
          change.ratio === null ? '' : ` (${formatPercent(change.ratio, { signed: true })})`;
        return `${sign}${formatCents(change.cents)}${ratio}`;
      },
    },
  ),
];

/** The headline figures of the month beside the month before. */
export function OverviewTable({
  current,
  previous,
}: {
  current: OverviewResult;
  previous: OverviewResult | undefined;
}) {
  const rows: OverviewRow[] = HEADLINE_FIGURES.map((figure) => ({
    figure,
    current: figure.value(current),
    previous: previous && figure.value(previous),
  }));
  return <OverviewFrame rows={rows} columns={OVERVIEW_COLUMNS} />;
}

const OVERVIEW_SKELETON_COLUMNS = OVERVIEW_COLUMNS.map((column, index) =>
  index === 0 ? column : { ...column, render: () => '…' },
);
const OVERVIEW_SKELETON_ROWS: OverviewRow[] = HEADLINE_FIGURES.map((figure) => ({
  figure,
  current: 0,
  previous: 0,
}));

/**
 * The overview while it loads, in its own shape: the table's rows with their names, and the
 * waterfall's room. On a phone it fills the first screen; a shorter stand-in moved the sections
 * below it as the overview arrived.
 */
export function OverviewSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <VisuallyHidden role="status">Loading the overview…</VisuallyHidden>
      <OverviewFrame rows={OVERVIEW_SKELETON_ROWS} columns={OVERVIEW_SKELETON_COLUMNS} />
      <Skeleton height={WATERFALL_HEIGHT} />
    </Stack>
  );
}

function OverviewFrame({
  rows,
  columns,
}: {
  rows: OverviewRow[];
  columns: typeof OVERVIEW_COLUMNS;
}) {
  return (
    <DataTable
      caption="The month's headline figures beside the month before"
      minWidth={520}
      rows={rows}
      columns={columns}
      rowKey={(row) => row.figure.id}
      rowProps={(row) => ({ 'data-figure': row.figure.id })}
      // Headers on one line: their wrapping followed the figures' widths as they arrived.
      data-overview
    />
  );
}

/** Reviews of the month: how many, how many answered, and the reply rate. */
export function ReviewsStats({ figures }: { figures: ReviewFigures }) {
  return (
    <StatGrid
      label="Reviews of the month"
      cols={{ base: 2, sm: 4 }}
      stats={[
        { label: 'Reviews', value: formatCount(figures.reviews) },
        { label: 'Answered', value: formatCount(figures.answered) },
        {
          label: 'Reply rate',
          value: figures.replyRate === null ? '–' : formatPercent(figures.replyRate),
        },
        { label: 'Missed', value: formatCount(figures.missed), note: 'reply window closed' },
      ]}
    />
  );
}
