import { IconMessageReply } from '@tabler/icons-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Review } from '../../../contract/reviews';
import { ChannelBadge } from '../../components/channel-badge';
import { Money } from '../../components/money';
import { PlainBadge } from '../../components/plain-badge';
import { Button } from '../../components/plain-button';
import { formatDate } from '../../lib/format';
import { orderLink } from '../../entities/order/order-params';
import { ReplyStatus } from './reply-status';
import { ReviewRating } from './review-rating';
import { canReply } from '../../entities/review/review-state';
import classes from './review-card.module.css';

interface ReviewCardProps {
  review: Review;
  restaurant: string;
  /** Absent where the review is only shown (inside the reply dialog). */
  onReply?: (review: Review) => void;
  /** A link to the review's order; not where the order is already shown. Default true. */
  withOrderLink?: boolean;
  /** The name's heading level: 2 in the reviews page, deeper inside an order. */
  headingLevel?: 2 | 3;
}

/** One review: who, where, how it was rated, what was said, and where the reply stands. */
export function ReviewCard({
  review,
  restaurant,
  onReply,
  withOrderLink = true,
  headingLevel = 2,
}: ReviewCardProps) {
  const titleId = useId();
  const returning = review.customerType === 'returning';
  const [search] = useSearchParams();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={classes.card}
      aria-labelledby={titleId}
      data-review={review.deliveryUUID}
      data-review-key={`${review.channel}:${review.deliveryUUID}`}
    >
      <div className={classes.head}>
        <div className={classes.who}>
          <Heading className={classes.name} id={titleId} data-level={headingLevel}>
            {review.CustomerName}
          </Heading>
          <PlainBadge
            variant="outline"
            color={returning ? 'indigo' : 'gray'}
            textCase="as-written"
            weight="medium"
          >
            {returning ? 'Returning customer' : 'New customer'}
          </PlainBadge>
          <ChannelBadge channel={review.channel} />
        </div>
        <time className={classes.dimmed} dateTime={review.reviewCreated}>
          {formatDate(review.reviewCreated)}
        </time>
      </div>
      <div className={classes.row}>
        <span className={classes.strong}>{restaurant}</span>
        <ReviewRating review={review} />
        <span className={classes.dimmed}>
          Order subtotal{' '}
          <span className={classes.amount}>
            <Money dollars={review.orderSubTotal} />
          </span>
        </span>
        {onReply && withOrderLink && (
          <Link
            className={`${classes.link} mantine-focus-auto`}
            to={orderLink(
              {
                clientId: search.get('client') ?? undefined,
                deliveryUUID: review.deliveryUUID,
                channel: review.channel,
                orderDate: review.orderDate ?? review.reviewCreated,
              },
              search,
            )}
            aria-label={`View order of ${review.CustomerName}`}
          >
            View order
          </Link>
        )}
      </div>
      {review.orderFeedback ? (
        <p className={classes.feedback}>“{review.orderFeedback}”</p>
      ) : (
        <p className={classes.noFeedback}>No written feedback</p>
      )}
      {onReply && (
        <div className={classes.actions}>
          <ReplyStatus review={review} />
          {canReply(review) && (
            <Button
              size="xs"
              leftSection={<IconMessageReply size={16} aria-hidden />}
              onClick={() => onReply(review)}
              data-reply
              aria-label={`Reply to ${review.CustomerName}`}
            >
              Reply
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
