import * as z from 'zod/mini';
import type { Review } from '../../../contract/reviews';
import { formatMoney, toCents } from '../../lib/format';
import { fillPlaceholders, PLACEHOLDERS, unknownPlaceholders } from './placeholders';
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
    .check(
      z.trim(),
      z.minLength(1, 'Write a reply'),
      z.maxLength(MAX_REPLY_LENGTH, `Keep the reply to ${MAX_REPLY_LENGTH} characters`),
    ),
  promoValue: z
    .number({ error: 'Enter the promo in whole dollars, 0 for none' })
    .check(
      z.int('Whole dollars only: a promo cannot have cents'),
      z.minimum(0, 'A promo cannot be negative'),
      z.maximum(MAX_REPLY_PROMO, `A promo can be at most $${MAX_REPLY_PROMO}`),
    ),
});
export type ReplyFormValues = z.input<typeof replyForm>;

/**
 * The dialog's fields as typed, checked in its words: the promo is a number, or the text the field
 * keeps when it is not one (empty: say so; anything else: not a number), never rewritten; the
 * reply may name only the placeholders we fill. Its output is `ReplyFormValues`.
 */
export const replyDraft = z.object({
  comment: replyForm.shape.comment.check(
    z.superRefine((comment, ctx) => {
      const problem = placeholderProblem(comment);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  ),
  promoValue: z.pipe(
    z.union([
      z.number(),
      z.pipe(
        z.string(),
        z.transform((text: string) => (text.trim() === '' ? undefined : Number.NaN)),
      ),
    ]),
    replyForm.shape.promoValue,
  ),
});

/**
 * A promo worth more than the order it answers for (project decision: the interface sets no
 * bound but the 0–100 of the contract): the customer would be paid to have ordered, so it is
 * refused, in words, rather than sent.
 */
export function promoOverSubtotal(promo: number, review: Pick<Review, 'orderSubTotal'>) {
  return toCents(promo) > toCents(review.orderSubTotal)
    ? `A promo cannot be more than the order's subtotal of ${formatMoney(review.orderSubTotal)}`
    : null;
}

/** The dialog's fields for one review: `replyDraft`, the promo at most the order's subtotal. */
export const replyDraftFor = (review: Pick<Review, 'orderSubTotal'>) =>
  z.object({
    ...replyDraft.shape,
    promoValue: replyDraft.shape.promoValue.check(
      z.superRefine((promo, ctx) => {
        const problem = promoOverSubtotal(promo, review);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    ),
  });

/** What is wrong with the promo field as typed (a number, or the text when it is not one), or null. */
export function promoProblem(
  value: number | string,
  review?: Pick<Review, 'orderSubTotal'>,
): string | null {
  const parsed = (review ? replyDraftFor(review) : replyDraft).shape.promoValue.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Not a valid promo');
}

/** `2026-11-02T14:05:00Z` → `2026-11-02`; anything else unparsable is left out. */
const dateOnly = (value: string): string | undefined => {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return match?.[1];
};

/** Where the review was left: its restaurant's name, for `{restaurant}`. */
export interface ReplyContext {
  restaurant: string;
}

/** The reply text exactly as the customer will read it: placeholders filled, ends trimmed. */
export const replyText = (review: Review, comment: string, { restaurant }: ReplyContext) =>
  fillPlaceholders(comment, { customerName: review.CustomerName, restaurant }).trim();

/** Why the text cannot be sent as it is (an unknown placeholder), or null. */
export function placeholderProblem(comment: string): string | null {
  const unknown = unknownPlaceholders(comment);
  if (unknown.length === 0) return null;
  const known = `${PLACEHOLDERS.firstName} and ${PLACEHOLDERS.restaurant}`;
  return `${unknown.join(', ')} ${unknown.length === 1 ? 'is not a placeholder we can fill' : 'are not placeholders we can fill'}: only ${known} are filled in. Replace or remove ${unknown.length === 1 ? 'it' : 'them'}.`;
}

/**
 * Every field of the reply the specification lists, taken from the review it answers, with the
 * placeholders filled in. Marketplace 1's review type and value go only with Marketplace 1 replies.
 */
export function replyBodyFromReview(
  review: Review,
  values: ReplyFormValues,
  context: ReplyContext,
): ReplyBody {
  const reviewCreated = dateOnly(review.reviewCreated);
  const body: ReplyBody = {
    promoValue: values.promoValue,
    comment: replyText(review, values.comment, context),
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
  context: ReplyContext,
): { ok: true; body: z.output<typeof replyBody> } | { ok: false; message: string } {
  const form = replyForm.safeParse(values);
  if (!form.success) return { ok: false, message: form.error.issues[0]?.message ?? 'Invalid' };
  const promo = promoOverSubtotal(form.data.promoValue, review);
  if (promo) return { ok: false, message: promo };
  const unknown = placeholderProblem(form.data.comment);
  if (unknown) return { ok: false, message: unknown };
  const filled = replyText(review, form.data.comment, context);
  if (filled.length > MAX_REPLY_LENGTH) {
    return {
      ok: false,
      message: `With the placeholders filled in the reply has ${filled.length} characters; keep it to ${MAX_REPLY_LENGTH}.`,
    };
  }
  const parsed = replyBody.safeParse(replyBodyFromReview(review, form.data, context));
  if (parsed.success) return { ok: true, body: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    message: issue ? `${issue.path.join('.')}: ${issue.message}` : 'The reply is not valid',
  };
}
