import type { ReviewsResult } from '../../../contract/reviews';

export const VIEW_IDS = ['all', 'unanswered', 'site', 'site-unanswered', 'closing-soon'] as const;
export type ViewId = (typeof VIEW_IDS)[number];

export interface ReviewView {
  id: ViewId;
  label: string;
  list: 'reviews' | 'unAnsweredReviews' | 'reviewSiteReviews' | 'unansweredReviewsReviewSite';
  count: 'total' | 'totalUnAnswered' | 'totalReviewSite' | 'unansweredReviewSite';
}

/**
 * Not an upstream list: the unanswered reviews (both kinds) whose window closes within two days,
 * most urgent first, gathered from the newest unanswered ones and paged here.
 */
export const CLOSING_SOON = { id: 'closing-soon', label: 'Closing within 2 days' } as const;

/** The upstream's four lists, each with its own count (counted before paging). */
export const REVIEW_VIEWS: readonly ReviewView[] = [
  { id: 'all', label: 'All', list: 'reviews', count: 'total' },
  { id: 'unanswered', label: 'Unanswered', list: 'unAnsweredReviews', count: 'totalUnAnswered' },
  { id: 'site', label: 'Review site', list: 'reviewSiteReviews', count: 'totalReviewSite' },
  {
    id: 'site-unanswered',
    label: 'Unanswered on review site',
    list: 'unansweredReviewsReviewSite',
    count: 'unansweredReviewSite',
  },
];

export const viewOf = (id: ViewId): ReviewView | typeof CLOSING_SOON =>
  id === CLOSING_SOON.id
    ? CLOSING_SOON
    : (REVIEW_VIEWS.find((view) => view.id === id) ?? (REVIEW_VIEWS[0] as ReviewView));

export interface ReviewsSummary {
  total: number;
  unanswered: number;
  /** 0–1, or null with no reviews. */
  replyRate: number | null;
}

/** Both kinds of review together: marketplace reviews and review-site reviews. */
export function summarize(result: ReviewsResult): ReviewsSummary {
  const total = result.total + result.totalReviewSite;
  const unanswered = result.totalUnAnswered + result.unansweredReviewSite;
  return { total, unanswered, replyRate: total === 0 ? null : (total - unanswered) / total };
}
