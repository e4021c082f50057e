import { Stack } from '@mantine/core';
import type { Review } from '../../../contract/reviews';
import { EmptyState } from '../../components/empty-state';
import { Pager } from '../../components/pager';
import { ReviewCard } from './review-card';
import { PAGE_SIZE } from '../../entities/review/reviews-queries';

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
  return (
    <Stack gap="sm">
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
      <Pager
        label={label}
        paging={{ page, size: PAGE_SIZE, onPage }}
        count={count}
        shown={reviews.length}
      />
    </Stack>
  );
}
