import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessageReply } from '@tabler/icons-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Review } from '../../../contract/reviews';
import { ChannelBadge } from '../../components/channel-badge';
import { Money } from '../../components/money';
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
  return (
    <Paper
      component="article"
      className={classes.card}
      withBorder
      p="md"
      aria-labelledby={titleId}
      data-review={review.deliveryUUID}
      data-review-key={`${review.channel}:${review.deliveryUUID}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Title order={headingLevel} fz="md" id={titleId}>
              {review.CustomerName}
            </Title>
            <Badge variant="outline" color={returning ? 'indigo' : 'gray'} tt="none" fw={500}>
              {returning ? 'Returning customer' : 'New customer'}
            </Badge>
            <ChannelBadge channel={review.channel} />
          </Group>
          <Text size="sm" c="dimmed" component="time" dateTime={review.reviewCreated}>
            {formatDate(review.reviewCreated)}
          </Text>
        </Group>
        <Group gap="md" wrap="wrap">
          <Text size="sm" fw={500}>
            {restaurant}
          </Text>
          <ReviewRating review={review} />
          <Text size="sm" c="dimmed">
            Order subtotal <Money dollars={review.orderSubTotal} c="var(--mantine-color-text)" />
          </Text>
          {onReply && withOrderLink && (
            <Anchor
              component={Link}
              size="sm"
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
            </Anchor>
          )}
        </Group>
        {review.orderFeedback ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            “{review.orderFeedback}”
          </Text>
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            No written feedback
          </Text>
        )}
        {onReply && (
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
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
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
