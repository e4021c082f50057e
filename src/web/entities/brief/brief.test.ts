import { describe, expect, it } from 'vitest';
import type { ReviewsResult } from '../../../contract/reviews';
import { disputedOrder, estimateRow, restaurantDetails } from '../../test/fixtures';
import { reviewFixture } from '../../test/review-fixture';
import { moneyLeftOnTheTable, type DaysLeftBucket } from '../dispute/money-left';
import { buildBrief, type ClientBriefInput } from './brief';

const TODAY = '2026-11-20';
const RANGE = { from: '2026-10-22', to: TODAY };
const [harbor, summit] = restaurantDetails.restaurantDetails as [
  (typeof restaurantDetails.restaurantDetails)[0],
  (typeof restaurantDetails.restaurantDetails)[0],
];

const reviews = (list: ReviewsResult['reviews'], site: ReviewsResult['reviews'] = []) => ({
  total: list.length,
  reviews: list,
  totalUnAnswered: list.filter((review) => !review.reviewReplied).length,
  unAnsweredReviews: list.filter((review) => !review.reviewReplied),
  totalReviewSite: site.length,
  reviewSiteReviews: site,
  unansweredReviewSite: site.filter((review) => !review.reviewReplied).length,
  unansweredReviewsReviewSite: site.filter((review) => !review.reviewReplied),
});

const bucketsOf =
  (buckets: Record<string, DaysLeftBucket>) =>
  (id: string): DaysLeftBucket | undefined =>
    buckets[id];

const nothing = (client: ClientBriefInput['client']): ClientBriefInput => ({
  client,
  left: moneyLeftOnTheTable([], () => undefined, 0),
  reviewsInWindow: reviews([]),
  estimate: { storeWise: [] },
});

describe('buildBrief', () => {
  it('says nothing is at risk when every figure is zero', () => {
    const brief = buildBrief([nothing(harbor), nothing(summit)], TODAY, RANGE);
    expect(brief.atRisk).toBe(false);
    expect(brief.totals).toEqual({
      moneyLeftCents: 0,
      closingDisputes: 0,
      closingDisputesCents: 0,
      reviewsClosing: 0,
      lowReviews: 0,
      shortPayouts: 0,
      shortPayoutsCents: 0,
    });
    expect(brief.clients.map((client) => client.name)).toEqual(['Harbor Group', 'Summit Eats']);
  });

  it("reads money left and the disputes closing within 3 days off money left's own figures", () => {
    const orders = [
      disputedOrder('a', { disputeAmount: 10.1 }),
      disputedOrder('b', { disputeAmount: 0.2 }),
      disputedOrder('c', { disputeAmount: 5 }),
      disputedOrder('d', { disputeAmount: 99, disputeStatus: 'pending' }),
    ];
    const left = moneyLeftOnTheTable(
      orders,
      bucketsOf({ a: 'closing', b: 'closing', c: 'later' }),
      7.5 * 100,
    );
    const brief = buildBrief([{ ...nothing(harbor), left }, nothing(summit)], TODAY, RANGE);
    const [first, second] = brief.clients;
    expect(first?.moneyLeft).toMatchObject({
      totalCents: 1530 + 750,
      openCents: 1530,
      open: 3,
      claimBackCents: 750,
      link: '/disputes?client=client-harbor',
    });
    expect(first?.closingDisputes).toEqual({
      count: 2,
      cents: 1030,
      link: '/disputes?client=client-harbor&status=closing&select=closing',
    });
    expect(second?.moneyLeft.totalCents).toBe(0);
    expect(brief.totals).toMatchObject({
      moneyLeftCents: 2280,
      closingDisputes: 2,
      closingDisputesCents: 1030,
    });
    expect(brief.atRisk).toBe(true);
  });

  it('counts the unanswered reviews closing within 2 days, and lists the new one- and two-star ones', () => {
    const inWindow = reviews(
      [
        reviewFixture({ deliveryUUID: 'r1', daysLeftToReply: 1 }),
        reviewFixture({ deliveryUUID: 'r2', daysLeftToReply: 2 }),
        reviewFixture({ deliveryUUID: 'r3', daysLeftToReply: 3 }),
        // Answered, or no longer answerable: not closing.
        reviewFixture({ deliveryUUID: 'r4', daysLeftToReply: 1, reviewReplied: true }),
        reviewFixture({ deliveryUUID: 'r5', daysLeftToReply: 0 }),
        reviewFixture({
          deliveryUUID: 'low-new',
          orderRating: 2,
          reviewCreated: '2026-11-19T23:10:00.000Z',
          orderDate: '2026-11-18',
          ListingId: 'lst-103',
          CustomerName: 'Sam',
        }),
        reviewFixture({
          deliveryUUID: 'low-old',
          orderRating: 1,
          reviewCreated: '2026-11-18T10:00:00.000Z',
        }),
        reviewFixture({ deliveryUUID: 'high-new', orderRating: 5, reviewCreated: TODAY }),
      ],
      [
        reviewFixture({
          deliveryUUID: 'site-low',
          orderRating: 1,
          reviewCreated: `${TODAY}T08:00:00.000Z`,
          reviewReplied: true,
        }),
      ],
    );
    const brief = buildBrief([{ ...nothing(harbor), reviewsInWindow: inWindow }], TODAY, RANGE);
    const [client] = brief.clients;
    expect(client?.reviewsClosing).toEqual({ count: 2, link: '/reviews?client=client-harbor' });
    expect(brief.lowSince).toBe('2026-11-19');
    expect(client?.lowReviews.map((review) => [review.deliveryUUID, review.rating])).toEqual([
      ['site-low', 1],
      ['low-new', 2],
    ]);
    const low = client?.lowReviews[1];
    expect(low?.restaurant).toBe('Noodle Dock Pier');
    expect(low?.link).toContain('review=low-new');
    expect(low?.link).toContain('client=client-harbor');
    // With no order date to find it by, the link opens the rating's list.
    expect(client?.lowReviews[0]?.link).toBe('/reviews?client=client-harbor&view=all&rating=1');
    expect(brief.totals.lowReviews).toBe(2);
  });

  it('lists the low reviews written since the last brief, when there was one', () => {
    const inWindow = reviews([
      reviewFixture({
        deliveryUUID: 'before-brief',
        orderRating: 1,
        reviewCreated: '2026-11-19T06:59:00.000Z',
      }),
      reviewFixture({
        deliveryUUID: 'after-brief',
        orderRating: 2,
        reviewCreated: '2026-11-19T07:01:00.000Z',
      }),
      reviewFixture({
        deliveryUUID: 'two-days-ago',
        orderRating: 1,
        reviewCreated: '2026-11-18T09:00:00.000Z',
      }),
    ]);
    const lastBriefAt = '2026-11-19T07:00:00.000Z';
    const input = [{ ...nothing(harbor), reviewsInWindow: inWindow }];
    const since = buildBrief(input, TODAY, RANGE, [], lastBriefAt);
    expect(since.lowSince).toBe(lastBriefAt);
    expect(since.clients[0]?.lowReviews.map((review) => review.deliveryUUID)).toEqual([
      'after-brief',
    ]);
    // Before any brief: the last day, from yesterday.
    const first = buildBrief(input, TODAY, RANGE);
    expect(first.clients[0]?.lowReviews.map((review) => review.deliveryUUID)).toEqual([
      'before-brief',
      'after-brief',
    ]);
  });

  it('lists the payouts that landed short of the estimate by a large difference, most short first', () => {
    const estimate = {
      storeWise: [
        estimateRow('lst-101', 1000, -60), // 6 %: short
        estimateRow('lst-102', 1000, -40), // 4 %: within the estimate's margin
        estimateRow('lst-103', 1000, 80), // over the estimate
        estimateRow('lst-104', 500, -150.55), // 30 %: short
      ],
    };
    const brief = buildBrief([{ ...nothing(harbor), estimate }], TODAY, RANGE);
    const [client] = brief.clients;
    expect(client?.shortPayouts.stores).toEqual([
      {
        store: 'lst-104',
        restaurant: 'Noodle Dock Midtown',
        estimatedCents: 50000,
        paidCents: 34945,
        shortCents: -15055,
      },
      {
        store: 'lst-101',
        restaurant: 'Bay Burgers Downtown',
        estimatedCents: 100000,
        paidCents: 94000,
        shortCents: -6000,
      },
    ]);
    expect(client?.shortPayouts.cents).toBe(-21055);
    expect(client?.shortPayouts.link).toBe('/finance?client=client-harbor#finance-estimate');
    expect(brief.totals).toMatchObject({ shortPayouts: 2, shortPayoutsCents: -21055 });
  });

  it('names the clients that could not be read, apart from the figures', () => {
    const brief = buildBrief([nothing(harbor)], TODAY, RANGE, [summit]);
    expect(brief.unread).toEqual([{ clientId: 'client-summit', name: 'Summit Eats' }]);
    expect(brief.clients.map((client) => client.clientId)).toEqual(['client-harbor']);
  });

  it('gives a client with no listings no review figures', () => {
    const brief = buildBrief([{ ...nothing(summit), reviewsInWindow: null }], TODAY, RANGE);
    expect(brief.clients[0]?.reviewsClosing.count).toBe(0);
    expect(brief.clients[0]?.lowReviews).toEqual([]);
  });
});
