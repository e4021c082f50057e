import { StatGrid } from '../../components/stat-grid';
import { formatCents, formatCount, formatPercent } from '../../lib/format';
import { CLOSING_SOON_DAYS } from './disputes-queries';
import type { DisputesSummary as Summary } from './disputes-summary';

interface DisputesStatsProps {
  summary: Summary;
  /** The list's accessible name. */
  label?: string;
  /**
   * Eligible open orders whose window closes within `CLOSING_SOON_DAYS`; undefined while
   * loading; null where it does not apply (a past month).
   */
  closingSoon?: number | null | undefined;
}

/**
 * Disputes over every order of a range (not the visible page): the disputes page's summary and
 * the month statement's.
 */
export function DisputesStats({
  summary,
  label = 'Disputes summary',
  closingSoon = null,
}: DisputesStatsProps) {
  const soon =
    closingSoon === undefined ? '…' : closingSoon === null ? '' : formatCount(closingSoon);
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
          value: formatCents(summary.openCents),
          note:
            closingSoon === null
              ? `${formatCount(summary.open)} orders`
              : `${formatCount(summary.open)} orders · ${soon} close within ${CLOSING_SOON_DAYS} days`,
        },
      ]}
    />
  );
}
