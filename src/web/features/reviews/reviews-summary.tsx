import { StatGrid } from '../../components/stat-grid';
import { formatCount, formatCountOf, formatPercent } from '../../lib/format';

interface ReviewsSummaryProps {
  /** The tabs' own figures, so the cards and the tabs never disagree. */
  needsReply: string;
  missed: string;
  /** Of those needing a reply, how many close within two days; undefined while loading. */
  closingSoon: number | undefined;
  /**
   * Replies over the reviews in range (those matching a customer or rating filter when one is
   * set), 0–1, null with none, and how many reviews that is; undefined while loading.
   */
  rate: { value: number | null; reviews: number; filtered: boolean } | undefined;
}

/** The queue, what closes soon, what was missed, and the reply rate: the same numbers as the tabs. */
export function ReviewsSummary(props: ReviewsSummaryProps) {
  const { needsReply, missed, closingSoon, rate } = props;
  const value = rate === undefined ? '…' : rate.value === null ? '–' : formatPercent(rate.value);
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
          value,
          note:
            rate &&
            (rate.filtered
              ? `of the ${formatCountOf(rate.reviews, 'review')} these filters match`
              : `of all ${formatCountOf(rate.reviews, 'review')}`),
        },
      ]}
    />
  );
}
