import type { Review, ReviewsResult } from '../../../contract/reviews';
import { isUrgent, replyState } from './review-state';

const once = (reviews: readonly Review[]) => {
  const seen = new Set<string>();
  return reviews.filter((review) => {
    const key = `${review.channel}:${review.deliveryUUID}`;
    return !seen.has(key) && seen.add(key);
  });
};

/** The unanswered reviews of both kinds that can still be answered, and those that cannot. */
export function splitUnanswered(result: ReviewsResult) {
  const unanswered = once([...result.unAnsweredReviews, ...result.unansweredReviewsReviewSite]);
  return {
    open: unanswered.filter((review) => replyState(review) === 'open'),
    missed: unanswered.filter((review) => replyState(review) === 'closed'),
  };
}

/** Replies over every review in range (both kinds), 0–1, or null with no reviews. */
export function replyRate(result: ReviewsResult): number | null {
  const { reviews, answered } = reviewCounts(result);
  return reviews === 0 ? null : answered / reviews;
}

/** Every review in range (both kinds), and how many have a reply. */
export const reviewCounts = (result: ReviewsResult) => {
  const reviews = result.total + result.totalReviewSite;
  return { reviews, answered: reviews - result.totalUnAnswered - result.unansweredReviewSite };
};

export interface ReviewFigures {
  /** Unanswered and still answerable, whatever the range (a deadline). */
  needsReply: number;
  /** Of those, how many close within `URGENT_DAYS`. */
  closingSoon: number;
  /** Unanswered, and the reply window closed, in the range. */
  missed: number;
  replyRate: number | null;
  /** Every review in range, and how many have a reply. */
  reviews: number;
  answered: number;
  /** False when a scan stopped at its bound: the counts are lower bounds. */
  complete: boolean;
}

/**
 * The reviews page's summary, from the unanswered reviews it gathers (one definition): the history
 * (missed, reply rate) from the range's, what still needs a reply from the reply window's
 * (`replyWindowScope`); a month's statement gives its month for both.
 */
export function reviewFigures(
  result: ReviewsResult & { complete: boolean },
  inWindow: ReviewsResult & { complete: boolean } = result,
): ReviewFigures {
  const { missed } = splitUnanswered(result);
  const { open } = splitUnanswered(inWindow);
  return {
    needsReply: open.length,
    closingSoon: open.filter(isUrgent).length,
    missed: missed.length,
    replyRate: replyRate(result),
    ...reviewCounts(result),
    complete: result.complete && inWindow.complete,
  };
}
