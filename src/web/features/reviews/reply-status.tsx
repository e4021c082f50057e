import { Badge, Stack, Text } from '@mantine/core';
import type { Review } from '../../../contract/reviews';
import { Money } from '../../components/money';
import { replyState, URGENT_DAYS } from '../../entities/review/review-state';

/** Light badges take the body text colour: the palette's own shade is below AA on its tint. */
const TEXT = 'var(--mantine-color-text)';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Days left to reply: urgent at two or fewer, "closed" at zero. */
export function DaysLeft({ review }: { review: Review }) {
  const days = review.daysLeftToReply;
  if (days <= 0) {
    return (
      <Badge color="gray" variant="light" c={TEXT}>
        Reply window closed
      </Badge>
    );
  }
  const urgent = days <= URGENT_DAYS;
  return (
    <Badge
      // A deeper red than the palette's filled shade: white on it meets AA at badge size.
      color={urgent ? 'red.9' : 'blue'}
      variant={urgent ? 'filled' : 'light'}
      c={urgent ? undefined : TEXT}
    >
      {plural(days, 'day')} left to reply{urgent ? ' (urgent)' : ''}
    </Badge>
  );
}

/** Replied (with the reply and its promo), reply pending, or auto-reply. */
export function ReplyStatus({ review }: { review: Review }) {
  const state = replyState(review);
  if (state === 'open' || state === 'closed') return <DaysLeft review={review} />;
  const badge =
    state === 'pending' ? (
      <Badge color="yellow" variant="light" c={TEXT}>
        Reply pending
      </Badge>
    ) : state === 'auto-reply' ? (
      <Badge color="grape" variant="light" c={TEXT}>
        Auto-reply
      </Badge>
    ) : (
      <Badge color="teal" variant="light" c={TEXT}>
        Replied
      </Badge>
    );
  return (
    <Stack gap={4} align="flex-start">
      {badge}
      {review.reviewReplyComment && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          <Text span fw={500}>
            Reply:{' '}
          </Text>
          {review.reviewReplyComment}
        </Text>
      )}
      {review.reviewReplyPromoValue !== null && review.reviewReplyPromoValue > 0 && (
        <Text size="sm">
          <Text span fw={500}>
            Promo:{' '}
          </Text>
          <Money dollars={review.reviewReplyPromoValue} />
        </Text>
      )}
    </Stack>
  );
}
