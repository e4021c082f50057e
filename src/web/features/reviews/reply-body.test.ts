import { describe, expect, it } from 'vitest';
import { replyBody, type Review } from '../../../contract/reviews';
import { reviewFixture } from '../../test/review-fixture';
import { promoProblem, replyBodyFromReview, validateReply } from './reply-body';

const AT = { restaurant: 'Bay Burgers Downtown' };
import { markReplyPending, replyState } from '../../entities/review/review-state';

const review = (overrides: Partial<Review> = {}): Review =>
  reviewFixture({
    deliveryUUID: 'del-1',
    orderFeedback: 'Tasty, a little late.',
    orderDate: '2026-11-12T17:55:00.000Z',
    customerType: 'returning',
    ...overrides,
  });

describe('the reply body, derived from the review', () => {
  it('sends every listed field for a channel other than Marketplace 1, without its review kind', () => {
    const body = replyBodyFromReview(
      review({ marketplace1ReviewType: 'STAR_RATING', marketplace1ReviewValue: 'FOUR' }),
      { comment: '  Thanks, Maria!  ', promoValue: 5 },
      AT,
    );
    expect(body).toEqual({
      promoValue: 5,
      comment: 'Thanks, Maria!',
      deliveryUUID: 'del-1',
      channel: 'MARKETPLACE_2',
      listingId: 'lst-101',
      customerId: 'cust-9',
      customerName: 'Maria Lopez',
      rating: 4,
      feedback: 'Tasty, a little late.',
      reviewCreated: '2026-11-12',
    });
    expect(replyBody.safeParse(body).success).toBe(true);
  });

  it("adds Marketplace 1's review type and value for Marketplace 1", () => {
    const body = replyBodyFromReview(
      review({
        channel: 'MARKETPLACE_1',
        orderRating: 5,
        marketplace1ReviewType: 'THREE_BUTTON_RATING',
        marketplace1ReviewValue: 'LOVED',
      }),
      { comment: 'Glad you loved it', promoValue: 0 },
      AT,
    );
    expect(body).toMatchObject({
      channel: 'MARKETPLACE_1',
      rating: 5,
      marketplace1ReviewType: 'THREE_BUTTON_RATING',
      marketplace1ReviewValue: 'LOVED',
      reviewCreated: '2026-11-12',
      promoValue: 0,
    });
    expect(replyBody.safeParse(body).success).toBe(true);
  });

  it('leaves out a missing Marketplace 1 kind rather than sending null', () => {
    const body = replyBodyFromReview(
      review({ channel: 'MARKETPLACE_1' }),
      {
        comment: 'Thanks',
        promoValue: 0,
      },
      AT,
    );
    expect(body).not.toHaveProperty('marketplace1ReviewType');
    expect(body).not.toHaveProperty('marketplace1ReviewValue');
  });

  it('refuses, before sending, an empty comment or a promo out of bounds', () => {
    expect(validateReply(review(), { comment: '   ', promoValue: 0 }, AT)).toMatchObject({
      ok: false,
    });
    expect(validateReply(review(), { comment: 'Hi', promoValue: 101 }, AT)).toMatchObject({
      ok: false,
    });
    expect(validateReply(review(), { comment: 'Hi', promoValue: 2.5 }, AT)).toMatchObject({
      ok: false,
    });
    // The contract's largest promo, on an order worth more than it.
    expect(
      validateReply(review({ orderSubTotal: 150 }), { comment: 'Hi', promoValue: 100 }, AT),
    ).toMatchObject({ ok: true });
  });
});

describe('placeholders in a reply', () => {
  it('fills every known placeholder when sending, however it was typed', () => {
    const checked = validateReply(
      review(),
      {
        comment: 'Hi {first_name}, thanks for ordering from {Restaurant}, { first_name }!',
        promoValue: 0,
      },
      AT,
    );
    expect(checked).toMatchObject({
      ok: true,
      body: { comment: 'Hi Maria, thanks for ordering from Bay Burgers Downtown, Maria!' },
    });
  });

  it('refuses to send while an unknown placeholder is left, naming it', () => {
    const checked = validateReply(
      review(),
      { comment: 'Hi {firstname}, see you at {store} and {store}', promoValue: 0 },
      AT,
    );
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.message).toMatch(
      /^\{firstname\}, \{store\} are not placeholders/,
    );
  });
});

describe('the promo as typed', () => {
  it('says what is wrong instead of changing it', () => {
    expect(promoProblem(150)).toBe('A promo can be at most $100');
    expect(promoProblem(12.5)).toBe('Whole dollars only: a promo cannot have cents');
    expect(promoProblem(-5)).toBe('A promo cannot be negative');
    expect(promoProblem('')).toBe('Enter the promo in whole dollars, 0 for none');
    expect(promoProblem(15)).toBeNull();
    expect(promoProblem(0)).toBeNull();
  });
});

describe('reply state', () => {
  it('marks the review "reply pending" in every list, with what was sent', () => {
    const target = review();
    const other = review({ deliveryUUID: 'del-2' });
    const result = {
      total: 2,
      reviews: [target, other],
      totalUnAnswered: 2,
      unAnsweredReviews: [target, other],
      totalReviewSite: 0,
      reviewSiteReviews: [],
      unansweredReviewSite: 0,
      unansweredReviewsReviewSite: [],
    };
    const next = markReplyPending(result, {
      deliveryUUID: 'del-1',
      channel: 'MARKETPLACE_2',
      comment: 'Thanks',
      promoValue: 3,
    });
    for (const list of [next.reviews, next.unAnsweredReviews]) {
      expect(replyState(list[0] as Review)).toBe('pending');
      expect(list[0]).toMatchObject({ reviewReplyComment: 'Thanks', reviewReplyPromoValue: 3 });
      expect(replyState(list[1] as Review)).toBe('open');
    }
  });

  it('is closed at zero days left, and auto-reply when the upstream answered by itself', () => {
    expect(replyState(review({ daysLeftToReply: 0 }))).toBe('closed');
    expect(replyState(review({ reviewReplied: true, autoReply: true }))).toBe('auto-reply');
    expect(replyState(review({ reviewReplied: true, toBeReviewed: false }))).toBe('replied');
  });
});

describe('a promo worth more than the order', () => {
  it('is refused in words, in the field and in the reply as a whole', () => {
    const small = review({ orderSubTotal: 9.5 });
    const message = "A promo cannot be more than the order's subtotal of $9.50";
    expect(promoProblem(10, small)).toBe(message);
    expect(promoProblem(9, small)).toBeNull();
    const checked = validateReply(small, { comment: 'Sorry!', promoValue: 10 }, AT);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.message).toBe(message);
    expect(validateReply(small, { comment: 'Sorry!', promoValue: 9 }, AT).ok).toBe(true);
  });
});
