import type { Review, ReviewsResult } from '../../../contract/reviews';

/** Two days or fewer left: show it as urgent. */
export const URGENT_DAYS = 2;

export type ReplyState = 'replied' | 'auto-reply' | 'pending' | 'closed' | 'open';

/** Where a review stands, for its badge and whether it can be answered. */
export function replyState(review: Review): ReplyState {
  if (review.toBeReviewed === true) return 'pending';
  if (review.reviewReplied) return review.autoReply ? 'auto-reply' : 'replied';
  if (review.daysLeftToReply <= 0) return 'closed';
  return 'open';
}

export const canReply = (review: Review) => replyState(review) === 'open';

export const isUrgent = (review: Review) =>
  replyState(review) === 'open' && review.daysLeftToReply <= URGENT_DAYS;

export const REVIEW_LISTS = [
  'reviews',
  'unAnsweredReviews',
  'reviewSiteReviews',
  'unansweredReviewsReviewSite',
] as const satisfies readonly (keyof ReviewsResult)[];

export const allReviews = (result: ReviewsResult): Review[] =>
  REVIEW_LISTS.flatMap((list) => result[list]);

/** Any reply accepted but not applied yet: keep refreshing until it is. */
export const hasPendingReply = (result: ReviewsResult | undefined) =>
  result !== undefined && allReviews(result).some((review) => review.toBeReviewed === true);

/** The review, in every list of a cached result, marked "reply pending" with what was sent. */
export function markReplyPending(
  result: ReviewsResult,
  target: { deliveryUUID: string; channel: string; comment: string; promoValue: number },
): ReviewsResult {
  const mark = (review: Review): Review =>
    review.deliveryUUID === target.deliveryUUID && review.channel === target.channel
      ? {
          ...review,
          toBeReviewed: true,
          reviewReplyComment: target.comment,
          reviewReplyPromoValue: target.promoValue,
        }
      : review;
  return {
    ...result,
    reviews: result.reviews.map(mark),
    unAnsweredReviews: result.unAnsweredReviews.map(mark),
    reviewSiteReviews: result.reviewSiteReviews.map(mark),
    unansweredReviewsReviewSite: result.unansweredReviewsReviewSite.map(mark),
  };
}
