/**
 * A write's effect worked out on a kept reply: what changes, what stays, and when it cannot be
 * worked out (the reply is then asked again). The equality with the sample API's own reply once
 * it has applied the write is in read-cache.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { DisputedOrder } from '../contract/disputes';
import type { Review, ReviewsResult } from '../contract/reviews';
import { reviewFixture } from '../web/test/review-fixture';
import { applyEffect, effectOf, gatewaySeconds, type WriteEffect } from './write-effects';

const review = (n: number, extra: Partial<Review> = {}): Review => {
  const day = `2026-11-${String(10 + (n % 9)).padStart(2, '0')}T10:00:00Z`;
  return reviewFixture({
    uuid: `r-${n}`,
    date: day,
    reviewCreated: day,
    deliveryUUID: `d-${n}`,
    storeId: 'L1',
    ListingId: 'L1',
    channel: 'MARKETPLACE_1',
    ...extra,
  });
};

/** Newest first, as the gateway lists them: review n on day 10 + n. */
const reviews = (ns: number[], replied: number[] = []) =>
  ns.map((n) => review(n, replied.includes(n) ? { reviewReplied: true } : {}));

const result = (r: Partial<ReviewsResult>): ReviewsResult => ({
  total: 0,
  reviews: [],
  totalUnAnswered: 0,
  unAnsweredReviews: [],
  totalReviewSite: 0,
  reviewSiteReviews: [],
  unansweredReviewSite: 0,
  unansweredReviewsReviewSite: [],
  ...r,
});

const envelope = (value: unknown) =>
  Buffer.from(
    JSON.stringify({ status: true, statusCode: 200, message: 'ok', result: value, error: null }),
  );
const resultOf = (body: Buffer | null) =>
  body === null ? null : (JSON.parse(body.toString()) as { result: unknown }).result;

const at = Date.parse('2026-11-18T12:00:00Z') / 1000;
const reply = (n: number, listingId = 'L1'): WriteEffect =>
  effectOf(
    'replyToReview',
    {
      deliveryUUID: `d-${n}`,
      channel: 'MARKETPLACE_1',
      listingId,
      comment: 'Thanks',
      promoValue: 5,
    },
    at,
  ) as WriteEffect;
const input = (offset = 0, listingIds = ['L1']) => ({
  query: { limit: 500, offset, order: '-1' },
  body: { startDate: '2026-11-01', endDate: '2026-11-18', listingIds },
});

describe("a reply's effect on the kept reviews", () => {
  it('marks the review replied with its comment and promotion, and takes it out of the unanswered list', () => {
    const kept = result({
      total: 3,
      reviews: reviews([8, 7, 6]),
      totalUnAnswered: 3,
      unAnsweredReviews: reviews([8, 7, 6]),
    });
    const out = resultOf(applyEffect('listReviews', input(), envelope(kept), reply(7)));
    expect(out).toEqual({
      ...kept,
      reviews: [
        review(8),
        review(7, {
          toBeReviewed: false,
          reviewReplied: true,
          reviewReplyComment: 'Thanks',
          reviewReplyPromoValue: 5,
          reviewReplyCreated: '2026-11-18T12:00:00Z',
        }),
        review(6),
      ],
      totalUnAnswered: 2,
      unAnsweredReviews: [review(8), review(6)],
    });
  });

  it('a review-site review: its own lists, its reply approved', () => {
    const kept = result({
      totalReviewSite: 1,
      reviewSiteReviews: reviews([5]),
      unansweredReviewSite: 1,
      unansweredReviewsReviewSite: reviews([5]),
    });
    const out = resultOf(
      applyEffect('listReviews', input(), envelope(kept), reply(5)),
    ) as ReviewsResult;
    expect(out.reviewSiteReviews[0]).toMatchObject({
      reviewReplied: true,
      reviewSiteReplyApproved: true,
    });
    expect(out.unansweredReviewSite).toBe(0);
    expect(out.unansweredReviewsReviewSite).toEqual([]);
    expect(out.totalUnAnswered).toBe(0);
  });

  it('cannot be worked out when the next unanswered review would move up into the page', () => {
    const kept = result({
      total: 9,
      reviews: reviews([8, 7]),
      totalUnAnswered: 9,
      unAnsweredReviews: reviews([8, 7]),
    });
    expect(applyEffect('listReviews', input(), envelope(kept), reply(7))).toBeNull();
  });

  it('a review after the page changes only the count; one before it shifts the page: not known', () => {
    const page = result({
      total: 9,
      reviews: reviews([6, 5]),
      totalUnAnswered: 9,
      unAnsweredReviews: reviews([6, 5]),
    });
    // Review 3 is older than the page's last: only the count moves.
    const withOlder = { ...page, reviews: [...page.reviews, review(3)] };
    const out = resultOf(
      applyEffect('listReviews', input(2), envelope(withOlder), reply(3)),
    ) as ReviewsResult;
    expect(out.totalUnAnswered).toBe(8);
    expect(out.unAnsweredReviews).toEqual(page.unAnsweredReviews);
    expect(out.reviews[2]?.reviewReplied).toBe(true);
    // Review 8 is newer: the page would shift by one.
    const withNewer = { ...page, reviews: [review(8), ...page.reviews] };
    expect(applyEffect('listReviews', input(2), envelope(withNewer), reply(8))).toBeNull();
  });

  it('leaves a reply of other stores as it is, and one that already shows the reply (read while it was applied)', () => {
    const kept = envelope(
      result({
        total: 1,
        reviews: reviews([4]),
        totalUnAnswered: 1,
        unAnsweredReviews: reviews([4]),
      }),
    );
    expect(applyEffect('listReviews', input(0, ['L2']), kept, reply(4))).toBe(kept);
    const applied = envelope(result({ total: 1, reviews: reviews([4], [4]) }));
    expect(applyEffect('listReviews', input(), applied, reply(4))).toBe(applied);
  });

  it('a review on no page: outside the range when the page holds every review, else not known', () => {
    const whole = envelope(result({ total: 1, reviews: reviews([4]) }));
    expect(applyEffect('listReviews', input(), whole, reply(2))).toBe(whole);
    const partial = envelope(result({ total: 900, reviews: reviews([4]) }));
    expect(applyEffect('listReviews', input(), partial, reply(2))).toBeNull();
  });
});

describe("a raise's effect", () => {
  const order = (n: number, extra: Partial<DisputedOrder> = {}): DisputedOrder => ({
    deliveryUUID: `d-${n}`,
    customerName: 'Ann',
    storeId: 'L1',
    listingId: 'L1',
    brandId: 'b',
    channel: 'MARKETPLACE_1',
    disputeEligibility: true,
    disputeStatus: 'not_disputed',
    disputeDate: '',
    statusUpdateDate: '',
    disputeIssue: 'MISSING_ITEM',
    disputeReason: null,
    disputeDescription: null,
    disputeAmount: 4.5,
    disputeWonAmount: 0,
    disputeLostAmount: 0,
    disputeItemDetails: 'Fries (1 × $4.50)',
    disputeByService: false,
    isAutoDispute: false,
    ineligibleForDisputeReason: '',
    ...extra,
  });
  const raise = (n: number) =>
    effectOf(
      'raiseManualDispute',
      { deliveryUUID: `d-${n}`, reason: 'Item missing' },
      at,
    ) as WriteEffect;

  it("marks the order's dispute pending, with its reason and day, in the list and the order's details", () => {
    const kept = { total: 2, orders: [order(1), order(2)] };
    const out = resultOf(applyEffect('listDisputedOrders', {}, envelope(kept), raise(2)));
    expect(out).toEqual({
      total: 2,
      orders: [
        order(1),
        order(2, {
          disputeStatus: 'pending',
          disputeDate: '2026-11-18',
          disputeReason: 'Item missing',
          disputeByService: true,
        }),
      ],
    });
    const details = { ...order(2), disputeStatus: 'not_disputed', items: [] };
    expect(resultOf(applyEffect('getOrderDetails', {}, envelope(details), raise(2)))).toEqual({
      ...details,
      disputeStatus: 'pending',
    });
  });

  it('leaves other orders, and an order already decided, as they are (the same bytes)', () => {
    const kept = envelope({ total: 1, orders: [order(1)] });
    expect(applyEffect('listDisputedOrders', {}, kept, raise(2))).toBe(kept);
    const decided = envelope({ total: 1, orders: [order(2, { disputeStatus: 'approved' })] });
    expect(applyEffect('listDisputedOrders', {}, decided, raise(2))).toBe(decided);
  });

  it('a read it has no patch for cannot be worked out (cleared)', () => {
    expect(applyEffect('getFinanceOverview', {}, envelope({}), raise(2))).toBeNull();
  });
});

describe("the write's time", () => {
  it("is the gateway's Date, else this server's clock", () => {
    expect(gatewaySeconds('Wed, 18 Nov 2026 12:00:00 GMT')).toBe(at);
    expect(gatewaySeconds(undefined, at * 1000 + 999)).toBe(at);
    expect(gatewaySeconds('not a date', at * 1000)).toBe(at);
  });
});
