import { z } from 'zod';
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

/** Marketplace 1's review kinds and values. The specification names `STAR_RATING`,
 * `THREE_BUTTON_RATING`, `LOVED`, `THUMBS_UP`, `FIVE`, `THREE`; the rest of each set is ours. */
export const MARKETPLACE1_REVIEW_TYPES = ['STAR_RATING', 'THREE_BUTTON_RATING'] as const;
export const STAR_VALUES = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'] as const;
export const THREE_BUTTON_VALUES = ['THUMBS_DOWN', 'THUMBS_UP', 'LOVED'] as const;

/** Reply windows, in days from the review (project decision). */
export const REPLY_WINDOW_DAYS: Record<string, number> = { MARKETPLACE_1: 7 };
export const DEFAULT_REPLY_WINDOW_DAYS = 14;

/** Largest promotion a reply may carry, in whole currency units (project decision). */
export const MAX_REPLY_PROMO = 100;
export const MAX_REPLY_LENGTH = 1000;

export const review = z.object({
  uuid: z.string(),
  date: z.string(),
  /** Counts down from the channel's reply window; never below 0. */
  daysLeftToReply: z.number().int(),
  orderSubTotal: z.number(),
  CustomerId: z.string(),
  storeId: z.string(),
  brandId: z.string(),
  deliveryUUID: z.string(),
  /** null: never answered; true: a reply was accepted and awaits processing; false: processed. */
  toBeReviewed: z.boolean().nullable(),
  /** The marketplace's own review id where it gives one; null otherwise (as in the example). */
  reviewId: z.string().nullable(),
  CustomerName: z.string(),
  ListingId: z.string(),
  channel: responseChannel,
  orderRating: z.number().int(),
  reviewReplyPromoValue: z.number().nullable(),
  orderFeedback: z.string(),
  reviewReplyComment: z.string().nullable(),
  orderDate: z.string().nullable(),
  reviewCreated: z.string(),
  reviewReplyCreated: z.string().nullable(),
  reviewReplied: z.boolean(),
  reviewSiteReplyApproved: z.boolean(),
  /** `new` or `returning`. */
  customerType: z.string(),
  autoReply: z.boolean(),
  marketplace1ReviewType: z.string().nullable(),
  marketplace1ReviewValue: z.string().nullable(),
});
export type Review = z.infer<typeof review>;

/**
 * Each of the four arrays is paged by `limit`/`offset`; each count is the count before paging.
 * Review-site reviews are separate from `reviews` and `total` (project decision).
 */
export const reviewsResult = z.object({
  total: z.number().int(),
  reviews: z.array(review),
  totalUnAnswered: z.number().int(),
  unAnsweredReviews: z.array(review),
  totalReviewSite: z.number().int(),
  reviewSiteReviews: z.array(review),
  unansweredReviewSite: z.number().int(),
  unansweredReviewsReviewSite: z.array(review),
});
export type ReviewsResult = z.infer<typeof reviewsResult>;

/** `order`: `-1` newest first (default), `1` oldest first. `limit` defaults to 20. */
export const reviewsQuery = z.object({
  limit: pageLimit.optional(),
  offset: wholeNumber.optional(),
  order: z.union([z.enum(['-1', '1']), z.literal(-1), z.literal(1)]).optional(),
});

/** Reviews are not scoped by a client parameter: empty `listingIds` means every listing of the partner. */
export const reviewsBody = z.object(rangeFields).superRefine(endNotBeforeStart);

/**
 * Which reply fields are required is not shown. Ours: `deliveryUUID`, `channel`, `listingId` and
 * a non-empty `comment`; `promoValue` a whole number 0–100; the rest optional and informative.
 * The reply is matched to its review by `deliveryUUID` and `channel`.
 */
export const replyBody = z.object({
  promoValue: z
    .number()
    .int('must be a whole number')
    .min(0, 'must be zero or more')
    .max(MAX_REPLY_PROMO, `must be at most ${MAX_REPLY_PROMO}`)
    .default(0),
  comment: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(MAX_REPLY_LENGTH, `must be at most ${MAX_REPLY_LENGTH} characters`),
  deliveryUUID: identifier,
  customerId: z.string().max(128).optional(),
  feedback: z.string().max(5000).optional(),
  listingId: identifier,
  rating: z.number().int().min(0).max(5).optional(),
  channel: channelCode,
  customerName: z.string().max(256).optional(),
  reviewCreated: isoDate.optional(),
  marketplace1ReviewType: z.string().max(64).optional(),
  marketplace1ReviewValue: z.string().max(64).optional(),
});
export type ReplyBody = z.input<typeof replyBody>;

export const replyResult = z.object({ message: z.string() });
