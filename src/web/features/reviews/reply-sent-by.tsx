import type { Review } from '../../../contract/reviews';
import { SentBy } from '../../entities/audit/sent-by';
import { replyState } from '../../entities/review/review-state';

/** Who sent a review's reply from the dashboard, and when (an auto-reply has no sender). */
export function ReplySentBy({ review }: { review: Review }) {
  const state = replyState(review);
  if (state !== 'replied' && state !== 'pending') return null;
  return (
    <SentBy filter={{ deliveryUUID: review.deliveryUUID, action: 'review.reply' }} verb="Sent" />
  );
}
