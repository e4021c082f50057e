import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { OrderActionProps } from '../../components/order-actions';
import type { Review } from '../../../contract/reviews';
import { Alert } from '../../components/plain-button';
import { QueryState } from '../../components/query-state';
import { orderRef } from '../../lib/order-links';
import { reviewRangeOf } from '../../entities/review/review-params';
import { useItemLinks } from '../../entities/order/item-links';
import { sessionQueryOptions } from '../../lib/session';
import { ReplyDialog } from './reply-dialog';
import { allReviews } from '../../entities/review/review-state';
import { ReplySentBy } from './reply-sent-by';
import { ReviewCard } from './review-card';
import { orderScope, type ClientScope } from '../../entities/client/client-scope';
import { reviewsQueries } from '../../entities/review/reviews-queries';

/** The reviews around an order: its listing and channel, from its date to two weeks after. */
export const orderReviewScope = (clientId: string, order: OrderActionProps['order']): ClientScope =>
  orderScope(clientId, order, reviewRangeOf);

/**
 * The review of one order, inside the order: the card, replying to it in place, and a link to it
 * in the reviews page. It is found among the reviews of the order's listing and channel in the
 * two weeks after the order, one request, refreshed while a reply is pending.
 */
export function OrderReview({ clientId, order, restaurant }: OrderActionProps) {
  const [replying, setReplying] = useState(false);
  const session = useQuery(sessionQueryOptions());
  const reviews = useQuery(reviewsQueries.recent(orderReviewScope(clientId, order)));
  const links = useItemLinks();
  const link = (
    <Anchor component={Link} size="sm" to={links.reviewOf(orderRef(clientId, order))}>
      Open the review in Reviews
    </Anchor>
  );

  const found = (one: Review | undefined) =>
    one ? (
      <Stack gap="xs">
        <ReviewCard
          review={one}
          restaurant={restaurant}
          onReply={() => setReplying(true)}
          withOrderLink={false}
          headingLevel={3}
        />
        <ReplySentBy review={one} />
        <Text size="sm">{link}</Text>
        {replying && (
          <ReplyDialog
            review={one}
            restaurant={restaurant}
            clientId={clientId}
            email={session.data?.email ?? ''}
            onClose={() => setReplying(false)}
          />
        )}
      </Stack>
    ) : (
      <Stack gap="xs">
        <Alert color="gray" title="Review not listed yet">
          The order has a review ({order.reviewId}), but the reviews list does not show it in the
          two weeks after the order.
        </Alert>
        {link}
      </Stack>
    );

  return (
    <QueryState
      query={reviews}
      errorTitle="Could not load the review"
      loadingLabel="Loading the review"
      loading={<Skeleton height={120} aria-label="Loading the review" />}
    >
      {(data) =>
        found(
          allReviews(data).find(
            (one) => one.deliveryUUID === order.deliveryUUID && one.channel === order.channel,
          ),
        )
      }
    </QueryState>
  );
}
