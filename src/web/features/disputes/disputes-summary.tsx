import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatCents, formatCount } from '../../lib/format';
import type { DisputesSummary as Summary } from './select-disputes';

interface DisputesSummaryProps {
  summary: Summary;
  /** Eligible open orders whose window closes soon; undefined while loading. */
  closingSoon: number | undefined;
  closingDays: number;
}

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper withBorder p="sm" component="li" style={{ listStyle: 'none' }} aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700} data-stat={label}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}

/** Over every order in the filtered range, not the visible page. */
export function DisputesSummary({ summary, closingSoon, closingDays }: DisputesSummaryProps) {
  const rate = summary.winRate === null ? '–' : `${Math.round(summary.winRate * 1000) / 10}%`;
  const soon = closingSoon === undefined ? '…' : formatCount(closingSoon);
  return (
    <SimpleGrid
      component="ul"
      aria-label="Disputes summary"
      cols={{ base: 2, sm: 4, lg: 7 }}
      spacing="sm"
      p={0}
      m={0}
    >
      <Stat label="Disputed orders" value={formatCount(summary.disputed)} />
      <Stat label="Amount disputed" value={formatCents(summary.disputedCents)} />
      <Stat
        label="Won"
        value={formatCents(summary.wonCents)}
        note={`${formatCount(summary.won)} approved`}
      />
      <Stat
        label="Lost"
        value={formatCents(summary.lostCents)}
        note={`${formatCount(summary.lost)} denied`}
      />
      <Stat label="Win rate" value={rate} note="of decided disputes" />
      <Stat
        label="Pending"
        value={formatCount(summary.pending)}
        note={formatCents(summary.pendingCents)}
      />
      <Stat
        label="Open to dispute"
        value={formatCents(summary.openCents)}
        note={`${formatCount(summary.open)} orders · ${soon} close within ${closingDays} days`}
      />
    </SimpleGrid>
  );
}
