/**
 * What an acknowledged write does to the replies of the reads it changes, worked out on a kept
 * reply instead of asking the gateway again (src/proxy/read-cache.ts). A reply to a review marks
 * that review replied, with its comment and promotion, and takes it out of the unanswered lists;
 * a raise marks its order's dispute pending, with its reason, in the disputed orders and the
 * order's details.
 *
 * Each patch gives the reply the gateway itself gives once it has applied the write, or says it
 * cannot (`null`: the kept reply is then let go and the gateway asked): an item that would leave
 * a page of an unanswered list and let the next one in, a review not on the page whose place in
 * the lists is unknown. A patch is idempotent: a reply that already shows the write (read while
 * the gateway applied it) is left as it is, so a reply read while the write was on its way can be
 * patched with it too.
 *
 * The time of the write is the gateway's own: its answer's `Date` (the clock that stamps the
 * reply's time and the raise's day), the server's clock when it sent none.
 */
import type { DisputedOrder, DisputedOrdersResult } from '../contract/disputes';
import type { OperationId } from '../contract/operations';
import type { OrderDetails } from '../contract/orders';
import type { Review, ReviewsResult } from '../contract/reviews';

export type WriteEffect =
  | {
      kind: 'reply';
      deliveryUUID: string;
      channel: string;
      listingId: string;
      comment: string;
      promo: number;
      /** When the gateway accepted it, in whole seconds since 1970. */
      at: number;
    }
  | {
      kind: 'raise';
      deliveryUUID: string;
      reason: string;
      description: string | null;
      /** The gateway's day of the raise, `YYYY-MM-DD`. */
      day: string;
    };

/** The gateway's time of an answer, in whole seconds: its `Date`, else this server's clock. */
export const gatewaySeconds = (date: string | undefined, now = Date.now()) => {
  const parsed = date === undefined ? Number.NaN : Date.parse(date);
  return Math.floor((Number.isFinite(parsed) ? parsed : now) / 1000);
};

const isoOfSeconds = (seconds: number) =>
  new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');

/** The effect of an acknowledged write (its validated body), or null when it has none known. */
export const effectOf = (id: OperationId, body: unknown, at: number): WriteEffect | null => {
  if (id === 'replyToReview') {
    const b = body as {
      deliveryUUID: string;
      channel: string;
      listingId: string;
      comment: string;
      promoValue?: number;
    };
    return {
      kind: 'reply',
      deliveryUUID: b.deliveryUUID,
      channel: b.channel,
      listingId: b.listingId,
      comment: b.comment,
      promo: b.promoValue ?? 0,
      at,
    };
  }
  if (id === 'raiseManualDispute') {
    const b = body as { deliveryUUID: string; reason: string; description?: string };
    return {
      kind: 'raise',
      deliveryUUID: b.deliveryUUID,
      reason: b.reason,
      description: b.description ?? null,
      day: isoOfSeconds(at).slice(0, 10),
    };
  }
  return null;
};

interface ReadInput {
  query?: Record<string, unknown> | undefined;
  body?: Record<string, unknown> | undefined;
}

/** The result unchanged, a new one, or null: not computable, ask the gateway. */
type Patch<T> = (input: ReadInput, result: T, effect: WriteEffect) => T | null;

const listed = (value: unknown) => (Array.isArray(value) && value.length > 0 ? value : null);

const patchReviews: Patch<ReviewsResult> = (input, result, effect) => {
  if (effect.kind !== 'reply') return result;
  const body = input.body ?? {};
  // Outside the read's stores or channels: not in any of its lists.
  const listings = listed(body.listingIds);
  if (listings && !listings.includes(effect.listingId)) return result;
  const channels = listed(body.channel);
  if (channels && !channels.includes(effect.channel)) return result;
  const offset = Number(input.query?.offset ?? 0);
  const newestFirst = String(input.query?.order ?? '-1') === '-1';
  const same = (review: Review) =>
    review.deliveryUUID === effect.deliveryUUID && review.channel === effect.channel;
  const inSite =
    result.reviewSiteReviews.find(same) ?? result.unansweredReviewsReviewSite.find(same);
  const found = inSite ?? result.reviews.find(same) ?? result.unAnsweredReviews.find(same);
  if (!found) {
    // Not on this page: outside the read's range only if the page holds every review of it.
    const whole =
      offset === 0 &&
      result.reviews.length === result.total &&
      result.reviewSiteReviews.length === result.totalReviewSite;
    return whole ? result : null;
  }
  // Already applied when this was read.
  if (found.reviewReplied) return result;
  const site = inSite !== undefined;
  const reviewSeconds = Math.floor(Date.parse(found.reviewCreated) / 1000);
  const replied = (review: Review): Review =>
    same(review)
      ? {
          ...review,
          toBeReviewed: false,
          reviewReplyPromoValue: effect.promo,
          reviewReplyComment: effect.comment,
          // Never before the review it answers.
          reviewReplyCreated: isoOfSeconds(Math.max(effect.at, reviewSeconds + 60)),
          reviewReplied: true,
          reviewSiteReplyApproved: site,
        }
      : review;
  // The unanswered list of its kind loses it: its count always, this page only if it is here.
  const unanswered = site ? result.unansweredReviewsReviewSite : result.unAnsweredReviews;
  const total = site ? result.unansweredReviewSite : result.totalUnAnswered;
  const at = unanswered.findIndex(same);
  let left = unanswered;
  if (at >= 0) {
    // The next one would move up into this page: not known here.
    if (offset + unanswered.length < total) return null;
    left = unanswered.filter((_, n) => n !== at);
  } else if (unanswered.length > 0) {
    // Elsewhere in the list: after this page only the count moves; before it, the page shifts.
    const last = (unanswered.at(-1) as Review).reviewCreated;
    const after = newestFirst ? found.reviewCreated < last : found.reviewCreated > last;
    if (!after) return null;
  } else if (offset < total) return null;
  return {
    ...result,
    reviews: result.reviews.map(replied),
    ...(site
      ? { unansweredReviewSite: total - 1 }
      : { totalUnAnswered: total - 1, unAnsweredReviews: left }),
    reviewSiteReviews: result.reviewSiteReviews.map(replied),
    ...(site ? { unansweredReviewsReviewSite: left } : {}),
  };
};

const pending = (order: DisputedOrder, effect: Extract<WriteEffect, { kind: 'raise' }>) => ({
  ...order,
  disputeEligibility: true,
  disputeStatus: 'pending',
  disputeDate: effect.day,
  statusUpdateDate: '',
  disputeReason: effect.reason,
  disputeDescription: effect.description,
  disputeWonAmount: 0,
  disputeLostAmount: 0,
  disputeByService: true,
  isAutoDispute: false,
  ineligibleForDisputeReason: '',
});

const patchDisputes: Patch<DisputedOrdersResult> = (_input, result, effect) => {
  if (effect.kind !== 'raise') return result;
  // A list of disputed orders holds an order whatever its dispute's state: only the order moves.
  const at = result.orders.findIndex((order) => order.deliveryUUID === effect.deliveryUUID);
  const order = result.orders[at];
  // Already raised (or decided) when this was read.
  if (!order || order.disputeStatus !== 'not_disputed') return result;
  return {
    ...result,
    orders: result.orders.map((one, n) => (n === at ? pending(one, effect) : one)),
  };
};

const patchOrderDetails: Patch<OrderDetails> = (_input, result, effect) =>
  effect.kind === 'raise' &&
  result.deliveryUUID === effect.deliveryUUID &&
  result.disputeStatus === 'not_disputed'
    ? { ...result, disputeStatus: 'pending' }
    : // A reply changes nothing an order's details show (the review's id stays).
      result;

/** The reads whose kept replies a write's effect is applied to; the others are cleared. */
const PATCHES: Partial<Record<OperationId, Patch<unknown>>> = {
  listReviews: patchReviews as Patch<unknown>,
  listDisputedOrders: patchDisputes as Patch<unknown>,
  getOrderDetails: patchOrderDetails as Patch<unknown>,
  // The orders list shows no review or dispute state (the contract's `order`): unchanged.
  listOrders: (_input, result) => result,
};

export const canPatch = (operation: string) => Object.hasOwn(PATCHES, operation);

/**
 * A kept reply's bytes with the write's effect applied: the same bytes when it changes nothing,
 * null when the effect cannot be worked out on it.
 */
export const applyEffect = (
  operation: string,
  input: unknown,
  body: Buffer,
  effect: WriteEffect,
): Buffer | null => {
  const patch = PATCHES[operation as OperationId];
  if (!patch) return null;
  // Most kept replies do not name the order at all: nothing to read.
  if (effect.kind === 'raise' && !body.includes(effect.deliveryUUID)) return body;
  let envelope: { result: unknown };
  try {
    envelope = JSON.parse(body.toString('utf8')) as { result: unknown };
  } catch {
    return null;
  }
  const result = patch((input ?? {}) as ReadInput, envelope.result, effect);
  if (result === null) return null;
  if (result === envelope.result) return body;
  return Buffer.from(JSON.stringify({ ...envelope, result }));
};
