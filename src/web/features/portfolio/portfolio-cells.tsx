import { Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ActionIcon } from '../../components/plain-button';
import { errorMessage } from '../../lib/api-error';
import type { Change } from '../../lib/format';
import { formatCents, formatPercent } from '../../lib/format';
import tone from '../../components/tone.module.css';
import { LazyTooltip } from '../../components/lazy-tooltip';
import classes from './portfolio.module.css';
import { failureOf, type PortfolioRow } from './portfolio-figures';
import type { PartId } from '../../entities/portfolio/portfolio-row';

const PART_NAMES: Record<PartId, string> = {
  finance: 'the finance overview',
  disputes: 'the disputes',
  reviews: 'the reviews',
  pos: 'the POS comparison',
  payouts: 'the payouts',
};

interface FigureCellProps {
  row: PortfolioRow;
  /** The part the figure comes from (a failure of several parts shows in each). */
  parts: readonly PartId[];
  /** The figure once its parts are in; undefined when it has none (e.g. no reviews). */
  children: ReactNode;
}

/**
 * A figure in a client's row: a placeholder while the row loads, the figure once its parts are
 * in, and where a part failed, the reason and a retry (the rest of the row stays).
 */
export function FigureCell({ row, parts, children }: FigureCellProps) {
  const failed = parts.find((part) => failureOf(row, part) !== undefined);
  if (failed) {
    const reason = errorMessage(failureOf(row, failed));
    const failedText = (
      <Text span size="xs" className={tone.worse} tabIndex={0} style={{ whiteSpace: 'nowrap' }}>
        <IconAlertTriangle size={12} aria-hidden /> Failed
        <Text span hidden>
          {`: could not load ${PART_NAMES[failed]}. ${reason}`}
        </Text>
      </Text>
    );
    return (
      <Group gap={4} wrap="nowrap" justify="flex-end" data-failed={failed}>
        {/* The failure says itself at once; the tooltip repeats it on hover once its code is in. */}
        <Suspense fallback={failedText}>
          <LazyTooltip label={reason} withArrow>
            {failedText}
          </LazyTooltip>
        </Suspense>
        <ActionIcon
          size="sm"
          variant="subtle"
          color="red"
          loading={row.loading}
          aria-label={`Retry ${PART_NAMES[failed]} of ${row.client.clientName}`}
          onClick={row.retry}
        >
          <IconRefresh size={14} aria-hidden />
        </ActionIcon>
      </Group>
    );
  }
  if (!row.parts) return <span className={classes.placeholder} aria-hidden data-loading />;
  return <>{children ?? '–'}</>;
}

/** A figure linking into the client's own page, where the same figure is shown. */
export function FigureLink({
  to,
  label,
  children,
}: {
  to: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} aria-label={label} className={classes.figure}>
      {children}
    </Link>
  );
}

/** A small line under a figure. */
export const Note = ({ children }: { children: ReactNode }) => (
  <span className={classes.note}>{children}</span>
);

/** Net payout's change: amount and percent, green when up, red when down. */
export function ChangeNote({ change }: { change: Change }) {
  const sign = change.cents > 0 ? '+' : '';
  const className = change.cents > 0 ? tone.better : change.cents < 0 ? tone.worse : tone.neutral;
  return (
    <span className={`${classes.change} ${className}`} data-change>
      {sign}
      {formatCents(change.cents)}
      {change.ratio !== null && ` (${formatPercent(change.ratio, { signed: true })})`}
    </span>
  );
}

export const Stacked = ({ children }: { children: ReactNode }) => (
  <div className={classes.stacked}>{children}</div>
);
