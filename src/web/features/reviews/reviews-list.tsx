import { Group, Pagination, Stack, Text } from '@mantine/core';
import type { Review } from '../../../contract/reviews';
import { EmptyState } from '../../components/empty-state';
import { formatCount } from '../../lib/format';
import { ReviewCard } from './review-card';
import { PAGE_SIZE } from './reviews-queries';

interface ReviewsListProps {
  reviews: Review[];
  count: number;
  page: number;
  label: string;
  /** What to say when the view holds nothing (default: nothing matches the filters). */
  empty?: { title: string; description: string };
  restaurants: Map<string, string>;
  onPage: (page: number) => void;
  onReply: (review: Review) => void;
}

/** One page of a view (paged by the upstream, or here when filtered here). */
export function ReviewsList({
  reviews,
  count,
  page,
  label,
  empty,
  restaurants,
  onPage,
  onReply,
}: ReviewsListProps) {
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
  if (reviews.length === 0) {
    if (empty && count === 0) return <EmptyState {...empty} />;
    return (
      <EmptyState
        title="No reviews here"
        description={
          page > 1 && count > 0
            ? 'This page is past the last one.'
            : 'No review in this view matches the filters.'
        }
      />
    );
  }
  const first = (page - 1) * PAGE_SIZE + 1;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {label}: showing {formatCount(first)}–{formatCount(first + reviews.length - 1)} of{' '}
        {formatCount(count)}
      </Text>
      <Stack gap="sm" component="section" aria-label={`${label} reviews`}>
        {reviews.map((review) => (
          <ReviewCard
            key={`${review.channel}:${review.deliveryUUID}`}
            review={review}
            restaurant={restaurants.get(review.ListingId) ?? review.ListingId}
            onReply={onReply}
          />
        ))}
      </Stack>
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous'
                  ? 'Previous page'
                  : control === 'next'
                    ? 'Next page'
                    : control,
            })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        </Group>
      )}
    </Stack>
  );
}
