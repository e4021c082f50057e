import { StatGrid } from '../../components/stat-grid';
import { formatCents, formatCount, formatPercent } from '../../lib/format';
import { CLOSING_SOON_DAYS } from './disputes-queries';
import type { DisputesSummary as Summary } from './disputes-summary';

interface DisputesStatsProps {
  summary: Summary;
  /** The list's accessible name. */
  label?: string;
  /**
   * Open to dispute, whatever the range (a deadline, not history), and how many close within
   * `CLOSING_SOON_DAYS`; undefined while loading; null where it does not apply (a past month:
   * the summary's own open orders).
   */
  deadlines?: { open: number; openCents: number; closing: number } | null | undefined;
}

/**
 * Disputes over every order of a range (not the visible page): the disputes page's summary and
 * the month statement's.
 */
export function DisputesStats({
  summary,
  label = 'Disputes summary',
  deadlines = null,
}: DisputesStatsProps) {
  return (
    <StatGrid
      label={label}
      cols={{ base: 2, sm: 4, lg: 7 }}
      stats={[
        { label: 'Disputed orders', value: formatCount(summary.disputed) },
        { label: 'Amount disputed', value: formatCents(summary.disputedCents) },
        {
          label: 'Won',
          value: formatCents(summary.wonCents),
          note: `${formatCount(summary.won)} approved`,
        },
        {
          label: 'Lost',
          value: formatCents(summary.lostCents),
          note: `${formatCount(summary.lost)} denied`,
        },
        {
          label: 'Win rate',
          value: summary.winRate === null ? '–' : formatPercent(summary.winRate),
          note: 'of decided disputes',
        },
        {
          label: 'Pending',
          value: formatCount(summary.pending),
          note: formatCents(summary.pendingCents),
        },
        {
          label: 'Open to dispute',
          value: deadlines === undefined ? '…' : formatCents((deadlines ?? summary).openCents),
          note:
            deadlines === null
              ? `${formatCount(summary.open)} orders`
              : deadlines &&
                `${formatCount(deadlines.open)} orders · ${formatCount(deadlines.closing)} close within ${CLOSING_SOON_DAYS} days, any date`,
        },
      ]}
    />
  );
}
