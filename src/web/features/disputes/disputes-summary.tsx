import { StatGrid } from '../../components/stat-grid';
import { formatCents, formatCount, formatPercent } from '../../lib/format';
import type { DisputesSummary as Summary } from '../../entities/dispute/disputes-summary';

interface DisputesSummaryProps {
  summary: Summary;
  /** Eligible open orders whose window closes soon; undefined while loading. */
  closingSoon: number | undefined;
  closingDays: number;
}

/** Over every order in the filtered range, not the visible page. */
export function DisputesSummary({ summary, closingSoon, closingDays }: DisputesSummaryProps) {
  const soon = closingSoon === undefined ? '…' : formatCount(closingSoon);
  return (
    <StatGrid
      label="Disputes summary"
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
          note: `${formatCount(summary.open)} orders · ${soon} close within ${closingDays} days`,
        },
      ]}
    />
  );
}
