import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { MAX_LIMIT } from '../../../contract/constants';
import type { Review } from '../../../contract/reviews';
import { ErrorState } from '../../components/error-state';
import { Alert, Button } from '../../components/plain-button';
import { formatCount } from '../../lib/format';
import { ReplySentBy } from './reply-sent-by';
import { ReviewCard } from './review-card';

interface ReviewSpotlightProps {
  /** The order whose review was asked for (`review=` in the URL). */
  deliveryUUID: string;
  /** The review, once found among the filtered reviews. */
  review: Review | undefined;
  /** The search for it: still looking, or failed (with a way to try again). */
  search: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    isFetching: boolean;
    refetch: () => unknown;
  };
  restaurants: ReadonlyMap<string, string>;
  onReply: (review: Review) => void;
  /** Back to the list alone (removes `review=`). */
  onDismiss: () => void;
}

/** The one review a link asked for, above the lists, answerable in place. */
export function ReviewSpotlight(props: ReviewSpotlightProps) {
  const { deliveryUUID, review, search, restaurants, onReply, onDismiss } = props;
  return (
    <Paper
      component="section"
      aria-label="The review asked for"
      withBorder
      p="sm"
      bg="var(--mantine-color-default-hover)"
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            Review of order {deliveryUUID}
          </Text>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={onDismiss}
          >
            Show all reviews
          </Button>
        </Group>
        {review ? (
          <>
            <ReviewCard
              review={review}
              restaurant={restaurants.get(review.ListingId) ?? review.ListingId}
              onReply={onReply}
            />
            <ReplySentBy review={review} />
          </>
        ) : search.isError ? (
          <ErrorState
            error={search.error}
            title="Could not look for the review"
            onRetry={() => void search.refetch()}
            retrying={search.isFetching}
          />
        ) : search.isPending ? (
          <Skeleton height={120} aria-label="Looking for the review" />
        ) : (
          <Alert color="yellow" title="Review not found" role="alert">
            No review of order {deliveryUUID} among the newest {formatCount(MAX_LIMIT)} reviews and
            the unanswered ones for these filters. Check the client, channels and dates above.
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
