import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatCount } from '../../lib/format';
import type { ReviewsSummary as Summary } from './review-views';

interface ReviewsSummaryProps {
  summary: Summary;
  /** Undefined while the recent reviews load. */
  closingSoon: number | undefined;
  /** True when more unanswered reviews exist than one request could scan. */
  closingSoonPartial: boolean;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" component="li" style={{ listStyle: 'none' }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** Total, unanswered, reply rate and how many close within two days, over both kinds of review. */
export function ReviewsSummary({ summary, closingSoon, closingSoonPartial }: ReviewsSummaryProps) {
  const rate = summary.replyRate === null ? '–' : `${Math.round(summary.replyRate * 1000) / 10}%`;
  const soon =
    closingSoon === undefined ? '…' : `${formatCount(closingSoon)}${closingSoonPartial ? '+' : ''}`;
  return (
    <SimpleGrid
      component="ul"
      aria-label="Reviews summary"
      cols={{ base: 2, sm: 4 }}
      spacing="sm"
      p={0}
      m={0}
    >
      <Stat label="Total reviews" value={formatCount(summary.total)} />
      <Stat label="Unanswered" value={formatCount(summary.unanswered)} />
      <Stat label="Reply rate" value={rate} />
      <Stat label="Close within 2 days" value={soon} />
    </SimpleGrid>
  );
}
