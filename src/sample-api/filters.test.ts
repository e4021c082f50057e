/**
 * Filters and paging of the list operations really filter and page: listings, channels, dates,
 * offsets, limits and the reviews' order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationResult } from '../contract/operations';
import {
  allPages,
  lastDays,
  must,
  openSession,
  shiftDay,
  TEST_TODAY,
  type Session,
} from './test-helpers';

let s: Session;
let clientId: string;
/** The client's listing with the most orders in RANGE. */
let listingId: string;
const RANGE = lastDays(30);
const LONG = lastDays(90);

type Reviews = OperationResult<'listReviews'>;
const REVIEW_ARRAYS = [
  ['total', 'reviews'],
  ['totalUnAnswered', 'unAnsweredReviews'],
  ['totalReviewSite', 'reviewSiteReviews'],
  ['unansweredReviewSite', 'unansweredReviewsReviewSite'],
] as const;
const allReviews = (r: Reviews) => REVIEW_ARRAYS.flatMap(([, list]) => r[list]);

const orders = (body: unknown, query: Record<string, string | number> = {}) =>
  allPages((offset) => s.read('listOrders', { clientId, limit: 500, offset, ...query }, body));
const disputes = (body: unknown) =>
  allPages((offset) => s.read('listDisputedOrders', { clientId, limit: 500, offset }, body));

beforeAll(async () => {
  s = await openSession();
  const client = must(s.clients[0], 'client');
  clientId = client.clientId;
  const counts = await Promise.all(
    client.listingDetails.map(
      async (l) =>
        [
          l.listingId,
          (
            await s.read(
              'listOrders',
              { clientId, limit: 1 },
              { ...RANGE, listingIds: [l.listingId] },
            )
          ).total,
        ] as const,
    ),
  );
  listingId = must(counts.sort((a, b) => b[1] - a[1])[0], 'listing')[0];
});
afterAll(async () => {
  await s.close();
});

describe('one listing', () => {
  const body = () => ({ ...LONG, listingIds: [listingId] });

  it('reviews: all four arrays hold only that listing’s reviews', async () => {
    // The listing with the most reviews (a listing only on MARKETPLACE_1_DRIVE has none).
    const everyListing = s.clients.flatMap((c) => c.listingDetails.map((l) => l.listingId));
    const totals = await Promise.all(
      everyListing.map(
        async (id) =>
          [
            id,
            (await s.read('listReviews', { limit: 1 }, { ...LONG, listingIds: [id] })).total,
          ] as const,
      ),
    );
    const reviewed = must(totals.sort((a, b) => b[1] - a[1])[0], 'listing with reviews')[0];
    const r = await s.read('listReviews', { limit: 500 }, { ...LONG, listingIds: [reviewed] });
    expect(r.total).toBeGreaterThan(0);
    expect(r.totalUnAnswered + r.totalReviewSite).toBeGreaterThan(0);
    for (const review of allReviews(r)) {
      expect(review.ListingId).toBe(reviewed);
      expect(review.storeId).toBe(reviewed);
    }
    const everything = await s.read('listReviews', { limit: 500 }, LONG);
    expect(everything.total).toBeGreaterThan(r.total);
  });

  it('orders and disputed orders: only that listing’s', async () => {
    const o = await orders(body());
    expect(o.total).toBeGreaterThan(0);
    for (const order of o.rows)
      expect([order.listingId, order.storeId]).toEqual([listingId, listingId]);
    const d = await disputes(body());
    expect(d.total).toBeGreaterThan(0);
    for (const order of d.rows)
      expect([order.listingId, order.storeId]).toEqual([listingId, listingId]);
  });

  it('the listings’ totals add up to the client’s; empty listingIds means every listing', async () => {
    const client = must(s.clients[0], 'client');
    let sum = 0;
    for (const l of client.listingDetails) {
      sum += (
        await s.read('listOrders', { clientId, limit: 1 }, { ...RANGE, listingIds: [l.listingId] })
      ).total;
    }
    const all = await s.read('listOrders', { clientId, limit: 1 }, RANGE);
    const empty = await s.read(
      'listOrders',
      { clientId, limit: 1 },
      { ...RANGE, listingIds: [], channel: [] },
    );
    expect(all.total).toBe(sum);
    expect(empty.total).toBe(sum);
  });
});

describe('one channel', () => {
  const CHANNEL = 'MARKETPLACE_1';
  const body = { ...LONG, channel: [CHANNEL] };

  it('reviews, orders and disputed orders: only that channel', async () => {
    const r = await s.read('listReviews', { limit: 500 }, body);
    expect(r.total).toBeGreaterThan(0);
    for (const review of allReviews(r)) expect(review.channel).toBe(CHANNEL);
    const o = await orders(body);
    expect(o.total).toBeGreaterThan(0);
    for (const order of o.rows) expect(order.channel).toBe(CHANNEL);
    const d = await disputes(body);
    expect(d.total).toBeGreaterThan(0);
    for (const order of d.rows) expect(order.channel).toBe(CHANNEL);
  });

  it('the channels’ totals add up to the total', async () => {
    const all = await s.read('listOrders', { clientId, limit: 1 }, RANGE);
    const channels = [...new Set((await orders(RANGE)).rows.map((o) => o.channel))];
    expect(channels.length).toBeGreaterThan(1);
    let sum = 0;
    for (const channel of channels) {
      sum += (await s.read('listOrders', { clientId, limit: 1 }, { ...RANGE, channel: [channel] }))
        .total;
    }
    expect(sum).toBe(all.total);
  });
});

describe('dates', () => {
  it('orders fall in range, newest first, and a one-day range keeps exactly that day’s', async () => {
    const o = await orders(RANGE);
    expect(o.total).toBeGreaterThan(0);
    const days = o.rows.map((x) => x.orderDate.slice(0, 10));
    for (const day of days) expect(day >= RANGE.startDate && day <= RANGE.endDate).toBe(true);
    const times = o.rows.map((x) => Date.parse(x.orderDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const day = shiftDay(TEST_TODAY, -5);
    const oneDay = await orders({ startDate: day, endDate: day });
    expect(oneDay.total).toBeGreaterThan(0);
    expect(oneDay.rows.map((x) => x.deliveryUUID)).toEqual(
      o.rows.filter((x) => x.orderDate.startsWith(day)).map((x) => x.deliveryUUID),
    );
  });

  it('reviews fall in range', async () => {
    const body = { startDate: shiftDay(TEST_TODAY, -20), endDate: shiftDay(TEST_TODAY, -10) };
    const r = await s.read('listReviews', { limit: 500 }, body);
    expect(r.total).toBeGreaterThan(0);
    for (const review of allReviews(r)) {
      const day = review.date.slice(0, 10);
      expect(day >= body.startDate && day <= body.endDate, review.date).toBe(true);
    }
  });

  it('disputed orders are the orders in range that carry an error charge, newest first', async () => {
    const d = await disputes(RANGE);
    const financial = await allPages((offset) =>
      s.read('listFinancialOrders', { clientId, limit: 500, offset }, RANGE),
    );
    const charged = financial.rows.filter((o) => o.errorCharges < 0);
    expect(d.total).toBeGreaterThan(0);
    expect(d.rows.map((x) => x.deliveryUUID)).toEqual(charged.map((x) => x.deliveryUUID));
    // Their orders' dates lie in range.
    for (const order of d.rows.slice(0, 5)) {
      const details = await s.read('getOrderDetails', {
        clientId,
        deliveryUUID: order.deliveryUUID,
        channel: order.channel,
      });
      const day = details.orderDate.slice(0, 10);
      expect(day >= RANGE.startDate && day <= RANGE.endDate).toBe(true);
      expect(details.disputeStatus).toBe(order.disputeStatus);
    }
  });

  it('a range before the history is empty', async () => {
    const before = { startDate: shiftDay(TEST_TODAY, -500), endDate: shiftDay(TEST_TODAY, -401) };
    expect((await s.read('listOrders', { clientId }, before)).total).toBe(0);
    expect((await s.read('listDisputedOrders', { clientId }, before)).total).toBe(0);
    expect((await s.read('listReviews', {}, before)).total).toBe(0);
    // The last day of the history is not.
    const first = shiftDay(TEST_TODAY, -399);
    expect(
      (await s.read('listOrders', { clientId }, { startDate: first, endDate: first })).total,
    ).toBeGreaterThan(0);
  });
});

describe('paging', () => {
  it('orders: pages do not overlap and together make the total, in the one-page order', async () => {
    const whole = await s.read('listOrders', { clientId, limit: 500 }, RANGE);
    expect(whole.total).toBeGreaterThan(40);
    expect(whole.total).toBeLessThanOrEqual(500);
    const paged = await allPages((offset) =>
      s.read('listOrders', { clientId, limit: 37, offset }, RANGE),
    );
    expect(paged.total).toBe(whole.total);
    expect(new Set(paged.rows.map((o) => o.deliveryUUID)).size).toBe(whole.total);
    expect(paged.rows.map((o) => o.deliveryUUID)).toEqual(whole.orders.map((o) => o.deliveryUUID));
    const beyond = await s.read('listOrders', { clientId, offset: whole.total }, RANGE);
    expect(beyond).toEqual({ total: whole.total, orders: [] });
    const byDefault = await s.read('listOrders', { clientId }, RANGE);
    expect(byDefault.orders).toHaveLength(20);
  });

  it('disputed orders: default page size 5, pages do not overlap and make the total', async () => {
    const whole = await s.read('listDisputedOrders', { clientId, limit: 500 }, LONG);
    expect(whole.total).toBeGreaterThan(5);
    const first = await s.read('listDisputedOrders', { clientId }, LONG);
    expect(first.total).toBe(whole.total);
    expect(first.orders).toHaveLength(5);
    const paged = await allPages((offset) =>
      s.read('listDisputedOrders', { clientId, offset }, LONG),
    );
    expect(paged.rows.map((o) => o.deliveryUUID)).toEqual(whole.orders.map((o) => o.deliveryUUID));
    expect(new Set(paged.rows.map((o) => o.deliveryUUID)).size).toBe(whole.total);
  });

  it('reviews: each of the four arrays pages the same way, counts before paging', async () => {
    const whole = await s.read('listReviews', { limit: 500 }, LONG);
    const size = 7;
    expect(whole.total).toBeGreaterThan(size);
    expect(whole.totalUnAnswered).toBeGreaterThan(0);
    expect(whole.totalReviewSite).toBeGreaterThan(0);
    for (const [count, list] of REVIEW_ARRAYS) expect(whole[list], list).toHaveLength(whole[count]);
    const pages: Reviews[] = [];
    for (let offset = 0; offset < whole.total; offset += size) {
      pages.push(await s.read('listReviews', { limit: size, offset }, LONG));
    }
    for (const [count, list] of REVIEW_ARRAYS) {
      for (const page of pages) {
        expect(page[count]).toBe(whole[count]);
        expect(page[list].length).toBeLessThanOrEqual(size);
      }
      const uuids = pages.flatMap((p) => p[list].map((r) => r.uuid));
      expect(uuids, list).toEqual(whole[list].map((r) => r.uuid));
      expect(new Set(uuids).size).toBe(whole[count]);
    }
    const byDefault = await s.read('listReviews', {}, LONG);
    expect(byDefault.reviews).toHaveLength(Math.min(20, whole.total));
  });

  it('reviews: order 1 is the exact reverse of order -1 (the default), oldest first', async () => {
    const newest = await s.read('listReviews', { limit: 500, order: -1 }, LONG);
    const oldest = await s.read('listReviews', { limit: 500, order: 1 }, LONG);
    const byDefault = await s.read('listReviews', { limit: 500 }, LONG);
    expect(newest.reviews.length).toBeGreaterThan(1);
    expect(byDefault.reviews.map((r) => r.uuid)).toEqual(newest.reviews.map((r) => r.uuid));
    for (const [, list] of REVIEW_ARRAYS) {
      expect(oldest[list].map((r) => r.uuid)).toEqual(newest[list].map((r) => r.uuid).reverse());
    }
    const times = oldest.reviews.map((r) => Date.parse(r.date));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // The first page of each order is a different end of the list.
    const firstOldest = await s.read('listReviews', { limit: 3, order: 1 }, LONG);
    expect(firstOldest.reviews.map((r) => r.uuid)).toEqual(
      oldest.reviews.slice(0, 3).map((r) => r.uuid),
    );
  });

  it('reviews: the unanswered and review-site arrays are what their names say', async () => {
    const r = await s.read('listReviews', { limit: 500 }, LONG);
    const site = new Set(r.reviewSiteReviews.map((x) => x.uuid));
    for (const review of r.reviews) expect(site.has(review.uuid)).toBe(false);
    expect(r.unAnsweredReviews.map((x) => x.uuid)).toEqual(
      r.reviews.filter((x) => !x.reviewReplied).map((x) => x.uuid),
    );
    expect(r.unansweredReviewsReviewSite.map((x) => x.uuid)).toEqual(
      r.reviewSiteReviews.filter((x) => !x.reviewReplied).map((x) => x.uuid),
    );
    const partnerListings = new Set(
      s.clients.flatMap((c) => c.listingDetails.map((l) => l.listingId)),
    );
    for (const review of allReviews(r)) expect(partnerListings.has(review.ListingId)).toBe(true);
    // Without listingIds, reviews span every partner client: the listings' counts add up to it.
    let sum = 0;
    for (const l of partnerListings) {
      sum += (await s.read('listReviews', { limit: 1 }, { ...LONG, listingIds: [l] })).total;
    }
    expect(sum).toBe(r.total);
    for (const client of s.clients) {
      const own = new Set(client.listingDetails.map((l) => l.listingId));
      expect(
        r.reviews.some((x) => own.has(x.ListingId)),
        client.clientId,
      ).toBe(true);
    }
  });
});
