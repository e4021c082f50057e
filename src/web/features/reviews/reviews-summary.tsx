import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatCount } from '../../lib/format';

interface ReviewsSummaryProps {
  /** The tabs' own figures, so the cards and the tabs never disagree. */
  needsReply: string;
  missed: string;
  /** Of those needing a reply, how many close within two days; undefined while loading. */
  closingSoon: number | undefined;
  /** Replies over every review in range, 0–1; null with none; undefined while loading. */
  replyRate: number | null | undefined;
  /** How many reviews the rate is over. */
  reviews: number | undefined;
}

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper withBorder p="sm" component="li" style={{ listStyle: 'none' }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700}>
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

/** The queue, what closes soon, what was missed, and the reply rate: the same numbers as the tabs. */
export function ReviewsSummary(props: ReviewsSummaryProps) {
  const { needsReply, missed, closingSoon, replyRate, reviews } = props;
  const rate =
    replyRate === undefined
      ? '…'
      : replyRate === null
        ? '–'
        : `${Math.round(replyRate * 1000) / 10}%`;
  return (
    <SimpleGrid
      component="ul"
      aria-label="Reviews summary"
      cols={{ base: 2, sm: 4 }}
      spacing="sm"
      p={0}
      m={0}
    >
      <Stat label="Needs a reply" value={needsReply} note="can still be answered" />
      <Stat
        label="Close within 2 days"
        value={closingSoon === undefined ? '…' : formatCount(closingSoon)}
        note="of those needing a reply"
      />
      <Stat label="Missed" value={missed} note="reply window closed" />
      <Stat
        label="Reply rate"
        value={rate}
        note={reviews === undefined ? undefined : `of all ${formatCount(reviews)} reviews`}
      />
    </SimpleGrid>
  );
}
