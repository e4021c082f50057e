import { z } from 'zod';
import type { Review } from '../../../contract/reviews';
import {
  MAX_REPLY_LENGTH,
  MAX_REPLY_PROMO,
  replyBody,
  type ReplyBody,
} from '../../../contract/reviews';

/** What the person writes in the dialog; the rest of the reply comes from the review. */
export const replyForm = z.object({
  comment: z
    .string()
    .trim()
    .min(1, 'Write a reply')
    .max(MAX_REPLY_LENGTH, `Keep the reply to ${MAX_REPLY_LENGTH} characters`),
  promoValue: z
    .number({ error: 'Enter a whole amount, 0 for none' })
    .int('Enter a whole amount')
    .min(0, 'The promo cannot be negative')
    .max(MAX_REPLY_PROMO, `The promo can be at most ${MAX_REPLY_PROMO}`),
});
export type ReplyFormValues = z.input<typeof replyForm>;

/** `2026-11-02T14:05:00Z` → `2026-11-02`; anything else unparsable is left out. */
const dateOnly = (value: string): string | undefined => {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return match?.[1];
};

/**
 * Every field of the reply the specification lists, taken from the review it answers.
 * Marketplace 1's review type and value go only with Marketplace 1 replies.
 */
export function replyBodyFromReview(review: Review, values: ReplyFormValues): ReplyBody {
  const reviewCreated = dateOnly(review.reviewCreated);
  const body: ReplyBody = {
    promoValue: values.promoValue,
    comment: values.comment.trim(),
    deliveryUUID: review.deliveryUUID,
    channel: review.channel as ReplyBody['channel'],
    listingId: review.ListingId,
    customerId: review.CustomerId,
    customerName: review.CustomerName,
    rating: review.orderRating,
    feedback: review.orderFeedback,
    ...(reviewCreated ? { reviewCreated } : {}),
  };
  if (review.channel === 'MARKETPLACE_1') {
    if (review.marketplace1ReviewType) body.marketplace1ReviewType = review.marketplace1ReviewType;
    if (review.marketplace1ReviewValue) {
      body.marketplace1ReviewValue = review.marketplace1ReviewValue;
    }
  }
  return body;
}

/** The reply as the contract checks it, or the first problem in words. */
export function validateReply(
  review: Review,
  values: ReplyFormValues,
): { ok: true; body: z.output<typeof replyBody> } | { ok: false; message: string } {
  const form = replyForm.safeParse(values);
  if (!form.success) return { ok: false, message: form.error.issues[0]?.message ?? 'Invalid' };
  const parsed = replyBody.safeParse(replyBodyFromReview(review, form.data));
  if (parsed.success) return { ok: true, body: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    message: issue ? `${issue.path.join('.')}: ${issue.message}` : 'The reply is not valid',
  };
}
