import * as z from 'zod/mini';
import {
  channelCode,
  endNotBeforeStart,
  identifier,
  isoDate,
  pageLimit,
  rangeFields,
  responseChannel,
  wholeNumber,
} from './common';
import './zod-locale';
export {
  DEFAULT_REPLY_WINDOW_DAYS,
  LONGEST_REPLY_WINDOW_DAYS,
  REPLY_WINDOW_DAYS,
  STAR_VALUES,
} from './constants';

/** Marketplace 1's review kinds and values. The specification names `STAR_RATING`,
 * `THREE_BUTTON_RATING`, `LOVED`, `THUMBS_UP`, `FIVE`, `THREE`; the rest of each set is ours. */
export const MARKETPLACE1_REVIEW_TYPES = ['STAR_RATING', 'THREE_BUTTON_RATING'] as const;
export const THREE_BUTTON_VALUES = ['THUMBS_DOWN', 'THUMBS_UP', 'LOVED'] as const;

/** Largest promotion a reply may carry, in whole currency units (project decision). */
export const MAX_REPLY_PROMO = 100;
export const MAX_REPLY_LENGTH = 1000;

export const review = z.object({
  uuid: z.string(),
  date: z.string(),
  /** Counts down from the channel's reply window; never below 0. */
  daysLeftToReply: z.int(),
  orderSubTotal: z.number(),
  CustomerId: z.string(),
  storeId: z.string(),
  brandId: z.string(),
  deliveryUUID: z.string(),
  /** null: never answered; true: a reply was accepted and awaits processing; false: processed. */
  toBeReviewed: z.nullable(z.boolean()),
  /** The marketplace's own review id where it gives one; null otherwise (as in the example). */
  reviewId: z.nullable(z.string()),
  CustomerName: z.string(),
  ListingId: z.string(),
  channel: responseChannel,
  orderRating: z.int(),
  reviewReplyPromoValue: z.nullable(z.number()),
  orderFeedback: z.string(),
  reviewReplyComment: z.nullable(z.string()),
  orderDate: z.nullable(z.string()),
  reviewCreated: z.string(),
  reviewReplyCreated: z.nullable(z.string()),
  reviewReplied: z.boolean(),
  reviewSiteReplyApproved: z.boolean(),
  /** `new` or `returning`. */
  customerType: z.string(),
  autoReply: z.boolean(),
  marketplace1ReviewType: z.nullable(z.string()),
  marketplace1ReviewValue: z.nullable(z.string()),
});
export type Review = z.infer<typeof review>;

/**
 * Each of the four arrays is paged by `limit`/`offset`; each count is the count before paging.
 * Review-site reviews are separate from `reviews` and `total` (project decision).
 */
export const reviewsResult = z.object({
  total: z.int(),
  reviews: z.array(review),
  totalUnAnswered: z.int(),
  unAnsweredReviews: z.array(review),
  totalReviewSite: z.int(),
  reviewSiteReviews: z.array(review),
  unansweredReviewSite: z.int(),
  unansweredReviewsReviewSite: z.array(review),
});
export type ReviewsResult = z.infer<typeof reviewsResult>;

/** `order`: `-1` newest first (default), `1` oldest first. `limit` defaults to 20. */
export const reviewsQuery = z.object({
  limit: z.optional(pageLimit),
  offset: z.optional(wholeNumber),
  order: z.optional(z.union([z.enum(['-1', '1']), z.literal(-1), z.literal(1)])),
});

/** Reviews are not scoped by a client parameter: empty `listingIds` means every listing of the partner. */
export const reviewsBody = z.object(rangeFields).check(z.superRefine(endNotBeforeStart));

/**
 * Which reply fields are required is not shown. Ours: `deliveryUUID`, `channel`, `listingId` and
 * a non-empty `comment`; `promoValue` a whole number 0–100; the rest optional and informative.
 * The reply is matched to its review by `deliveryUUID` and `channel`.
 */
export const replyBody = z.object({
  // `z.number()` checked by `z.int(…)`, not `z.int(…)` alone: the message is the check's only,
  // a value that is not a number keeps zod's own.
  promoValue: z._default(
    z
      .number()
      .check(
        z.int('must be a whole number'),
        z.minimum(0, 'must be zero or more'),
        z.maximum(MAX_REPLY_PROMO, `must be at most ${MAX_REPLY_PROMO}`),
      ),
    0,
  ),
  comment: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'is required'),
      z.maxLength(MAX_REPLY_LENGTH, `must be at most ${MAX_REPLY_LENGTH} characters`),
    ),
  deliveryUUID: identifier,
  customerId: z.optional(z.string().check(z.maxLength(128))),
  feedback: z.optional(z.string().check(z.maxLength(5000))),
  listingId: identifier,
  rating: z.optional(z.int().check(z.minimum(0), z.maximum(5))),
  channel: channelCode,
  customerName: z.optional(z.string().check(z.maxLength(256))),
  reviewCreated: z.optional(isoDate),
  marketplace1ReviewType: z.optional(z.string().check(z.maxLength(64))),
  marketplace1ReviewValue: z.optional(z.string().check(z.maxLength(64))),
});
export type ReplyBody = z.input<typeof replyBody>;

export const replyResult = z.object({ message: z.string() });
