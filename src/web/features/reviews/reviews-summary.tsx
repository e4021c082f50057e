import { StatGrid } from '../../components/stat-grid';
import { formatCount, formatPercent } from '../../lib/format';

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

/** The queue, what closes soon, what was missed, and the reply rate: the same numbers as the tabs. */
export function ReviewsSummary(props: ReviewsSummaryProps) {
  const { needsReply, missed, closingSoon, replyRate, reviews } = props;
  const rate = replyRate === undefined ? '…' : replyRate === null ? '–' : formatPercent(replyRate);
  return (
    <StatGrid
      label="Reviews summary"
      cols={{ base: 2, sm: 4 }}
      stats={[
        { label: 'Needs a reply', value: needsReply, note: 'can still be answered, any date' },
        {
          label: 'Close within 2 days',
          value: closingSoon === undefined ? '…' : formatCount(closingSoon),
          note: 'of those needing a reply',
        },
        { label: 'Missed', value: missed, note: 'reply window closed' },
        {
          label: 'Reply rate',
          value: rate,
          note: reviews === undefined ? undefined : `of all ${formatCount(reviews)} reviews`,
        },
      ]}
    />
  );
}
