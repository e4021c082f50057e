import { matchesText } from '../../lib/text-match';
import type { Review, ReviewsResult } from '../../../contract/reviews';
import { splitUnanswered } from '../../entities/review/review-figures';

/**
 * The views of the page. "Needs a reply" (the default) and "Missed" split the unanswered reviews
 * of both kinds by whether they can still be answered; the other two are the upstream's lists.
 */
export const VIEW_IDS = ['needs-reply', 'missed', 'all', 'site'] as const;
export type ViewId = (typeof VIEW_IDS)[number];

export interface ReviewView {
  id: ViewId;
  label: string;
  /** Said under the tabs: what the view holds. */
  description: string;
}

export const REVIEW_VIEWS: readonly ReviewView[] = [
  {
    id: 'needs-reply',
    label: 'Needs a reply',
    description:
      'Every unanswered review that can still be answered, whatever the dates chosen: the dates narrow history, not deadlines.',
  },
  {
    id: 'missed',
    label: 'Missed',
    description:
      'Unanswered reviews whose reply window has closed: they can no longer be answered.',
  },
  {
    id: 'all',
    label: 'Marketplace reviews',
    description: 'Every marketplace review, answered or not.',
  },
  {
    id: 'site',
    label: 'Review site',
    description: 'Every review from the third-party review site, answered or not.',
  },
];

export const viewOf = (id: ViewId): ReviewView =>
  REVIEW_VIEWS.find((view) => view.id === id) ?? (REVIEW_VIEWS[0] as ReviewView);

export const ORDERS = ['default', 'deadline', 'newest', 'oldest'] as const;
export type Order = (typeof ORDERS)[number];
export type ResolvedOrder = Exclude<Order, 'default'>;

/** The queue soonest deadline first by default; the others newest first; no deadline elsewhere. */
export const resolveOrder = (view: ViewId, order: Order): ResolvedOrder =>
  view === 'needs-reply'
    ? order === 'default'
      ? 'deadline'
      : order
    : order === 'oldest'
      ? 'oldest'
      : 'newest';

export const RATINGS = ['any', '1', '2', '3', '4', '5'] as const;
export type RatingFilter = (typeof RATINGS)[number];

/** What the upstream cannot filter by, filtered here. */
export interface LocalFilters {
  /** Part of the customer's name, any case and accents. */
  customer: string;
  rating: RatingFilter;
}

export const hasLocalFilters = ({ customer, rating }: LocalFilters) =>
  customer.trim() !== '' || rating !== 'any';

export function matches(review: Review, { customer, rating }: LocalFilters): boolean {
  if (rating !== 'any' && review.orderRating !== Number(rating)) return false;
  return matchesText(review.CustomerName, customer);
}

const time = (review: Review) => Date.parse(review.reviewCreated) || 0;

export const compareBy = (order: ResolvedOrder) => (a: Review, b: Review) =>
  order === 'deadline'
    ? a.daysLeftToReply - b.daysLeftToReply || time(a) - time(b)
    : order === 'oldest'
      ? time(a) - time(b)
      : time(b) - time(a);

/** One view's reviews, filtered and sorted here (when gathered whole in the browser). */
export function localList(
  result: ReviewsResult,
  view: ViewId,
  filters: LocalFilters,
  order: ResolvedOrder,
): Review[] {
  const { open, missed } = splitUnanswered(result);
  const source =
    view === 'needs-reply'
      ? open
      : view === 'missed'
        ? missed
        : view === 'all'
          ? result.reviews
          : result.reviewSiteReviews;
  return source.filter((review) => matches(review, filters)).sort(compareBy(order));
}
