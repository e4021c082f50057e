import type { Review } from '../../../contract/reviews';
import { Money } from '../../components/money';
import { PlainBadge } from '../../components/plain-badge';
import { replyState, URGENT_DAYS } from '../../entities/review/review-state';
import classes from './review-card.module.css';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Days left to reply: urgent at two or fewer, "closed" at zero. */
export function DaysLeft({ review }: { review: Review }) {
  const days = review.daysLeftToReply;
  if (days <= 0) {
    return (
      <PlainBadge color="gray" variant="light" bodyText>
        Reply window closed
      </PlainBadge>
    );
  }
  const urgent = days <= URGENT_DAYS;
  return (
    <PlainBadge
      // A deeper red than the palette's filled shade: white on it meets AA at badge size.
      color={urgent ? 'red.9' : 'blue'}
      variant={urgent ? 'filled' : 'light'}
      // Light badges take the body text colour: the palette's own shade is below AA on its tint.
      bodyText={!urgent}
    >
      {plural(days, 'day')} left to reply{urgent ? ' (urgent)' : ''}
    </PlainBadge>
  );
}

/** Replied (with the reply and its promo), reply pending, or auto-reply. */
export function ReplyStatus({ review }: { review: Review }) {
  const state = replyState(review);
  if (state === 'open' || state === 'closed') return <DaysLeft review={review} />;
  const badge =
    state === 'pending' ? (
      <PlainBadge color="yellow" variant="light" bodyText>
        Reply pending
      </PlainBadge>
    ) : state === 'auto-reply' ? (
      <PlainBadge color="grape" variant="light" bodyText>
        Auto-reply
      </PlainBadge>
    ) : (
      <PlainBadge color="teal" variant="light" bodyText>
        Replied
      </PlainBadge>
    );
  return (
    <div className={classes.reply}>
      {badge}
      {review.reviewReplyComment && (
        <p className={classes.feedback}>
          <span className={classes.strong}>Reply: </span>
          {review.reviewReplyComment}
        </p>
      )}
      {review.reviewReplyPromoValue !== null && review.reviewReplyPromoValue > 0 && (
        <p className={classes.feedback}>
          <span className={classes.strong}>Promo: </span>
          <Money dollars={review.reviewReplyPromoValue} />
        </p>
      )}
    </div>
  );
}
