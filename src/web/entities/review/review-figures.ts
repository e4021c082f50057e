import type { Review, ReviewsResult } from '../../../contract/reviews';
import { addDays } from '../../lib/calendar';
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

/**
 * Unanswered reviews whose reply window closes within `URGENT_DAYS`, from the reply window's
 * reviews (`replyWindowScope`): the reviews page's and the portfolio's "closing soon".
 */
export const closingSoonReviews = (inWindow: ReviewsResult): Review[] =>
  splitUnanswered(inWindow).open.filter(isUrgent);

/** One- and two-star ratings: the reviews a person hears of before the others. */
export const LOW_RATINGS = [1, 2] as const;
export const isLowRated = (review: Review) =>
  (LOW_RATINGS as readonly number[]).includes(review.orderRating);

/**
 * Reviews of both kinds rated one or two stars and written since `since`: a day (`YYYY-MM-DD`,
 * read as its UTC midnight, as the reviews' days are) or an instant (the last brief's), each once, lowest rating first, then newest. From reviews gathered newest
 * first: the lists' first pages hold the newest reviews.
 */
export const lowReviewsSince = (result: ReviewsResult, since: string): Review[] =>
  once([...result.reviews, ...result.reviewSiteReviews])
    .filter((review) => isLowRated(review) && Date.parse(review.reviewCreated) >= Date.parse(since))
    .sort((a, b) => a.orderRating - b.orderRating || (a.reviewCreated < b.reviewCreated ? 1 : -1));

/** The day a "new in the last day" list starts from: yesterday, so it holds a whole day. */
export const lastDaySince = (today: string) => addDays(today, -1);

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
    closingSoon: closingSoonReviews(inWindow).length,
    missed: missed.length,
    replyRate: replyRate(result),
    ...reviewCounts(result),
    complete: result.complete && inWindow.complete,
  };
}
