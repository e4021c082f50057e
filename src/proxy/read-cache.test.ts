/**
 * Asking the gateway once, through the real server over the real sample API: people of one
 * client reading the same thing cost the gateway one request (the sample API's own counts);
 * identical reads at once are joined; a reply by one person makes the other's next read ask
 * again; the refresh asks afresh; a person out of scope is refused whatever is kept; with
 * `readCacheSeconds: 0` every read asks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPUTE_CATEGORIES } from '../contract/auto-dispute';
import { DISPUTE_CHANNELS, type DisputeChannel } from '../contract/common';
import type { DisputedOrder, DisputedOrdersResult } from '../contract/disputes';
import type { Person } from '../contract/people';
import type { ReviewsResult } from '../contract/reviews';
import { startSampleApi, TEST_TODAY, type TestSampleApi } from '../sample-api/testing';
import { gatewayCall, loadWorld, world } from './scope-cases';
import { browserCall, cookiePair, startProxy } from './testing';
import { createUpstream, type Upstream } from './upstream';

let sample: TestSampleApi;
let upstream: Upstream;
let server: Awaited<ReturnType<typeof startProxy>>;
let owner: string;
/** Two restaurant-group managers of client A, and a viewer of client B. */
let first: string;
let second: string;
let otherClient: string;
/** A store manager of client A's first two stores. */
let storeManager: string;

const PASSWORD = 'a long and uncommon passphrase';

/** How many requests of an operation the sample API has answered. */
const asked = async (id: string) =>
  ((await sample.admin('GET', '/__sample/stats')).json().requests as Record<string, number>)[id] ??
  0;

const op = (
  id: string,
  input: unknown,
  cookie: string,
  headers: Record<string, string> = {},
  origin = server.origin,
) => browserCall(origin, 'POST', `/api/ops/${id}`, { body: input, cookie, headers });

const invite = async (email: string, role: Person['role'], scope: Person['scope']) => {
  const invited = await browserCall(server.origin, 'POST', '/api/team/invitations', {
    cookie: owner,
    body: { email, name: email.split('@')[0], role, scope },
  });
  expect(invited.status, invited.text).toBe(200);
  const token = invited.json<{ link: string }>().link.split('/').pop() ?? '';
  const accepted = await browserCall(server.origin, 'POST', `/api/links/${token}`, {
    body: { password: PASSWORD },
  });
  expect(accepted.status, accepted.text).toBe(200);
  return cookiePair(accepted.setCookie);
};

beforeAll(async () => {
  sample = await startSampleApi({ scale: 'default' });
  upstream = createUpstream({ baseUrl: sample.url, apiKey: sample.apiKey, timeoutMs: 5000 });
  await loadWorld(gatewayCall(upstream, (await sample.signIn()).token), TEST_TODAY);
  server = await startProxy({ ...sample.proxyConfig, readCacheSeconds: 60 });
  const { email, password } = sample.api.config;
  const signedIn = await browserCall(server.origin, 'POST', '/api/session', {
    body: { email, password },
  });
  owner = cookiePair(signedIn.setCookie);
  first = await invite('first@group.example', 'manager', { kind: 'clients', clientIds: [world.A] });
  second = await invite('second@group.example', 'manager', {
    kind: 'clients',
    clientIds: [world.A],
  });
  otherClient = await invite('other@group.example', 'viewer', {
    kind: 'clients',
    clientIds: [world.B],
  });
  storeManager = await invite('store@group.example', 'manager', {
    kind: 'stores',
    clientId: world.A,
    listingIds: [world.a1, world.a2],
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await upstream?.close();
  await sample?.close();
});

const ordersOfA = () => ({
  query: { clientId: world.A, limit: 20 },
  body: { startDate: world.range.startDate, endDate: world.range.endDate },
});

describe('reads asked of the gateway once', () => {
  it('two people of one client reading the same orders cost the gateway one request', async () => {
    const before = await asked('listOrders');
    const one = await op('listOrders', ordersOfA(), first);
    // The same input, its keys in another order.
    const two = await op(
      'listOrders',
      {
        body: { endDate: world.range.endDate, startDate: world.range.startDate },
        query: { limit: 20, clientId: world.A },
      },
      second,
    );
    expect(one.status, one.text).toBe(200);
    expect(two.status, two.text).toBe(200);
    expect(two.json()).toEqual(one.json());
    expect(one.headers['x-dashboard-read']).toBe('upstream');
    expect(two.headers['x-dashboard-read']).toBe('kept');
    expect((await asked('listOrders')) - before).toBe(1);
  });

  it('a person of another client is refused, though the reply is kept', async () => {
    const before = await asked('listOrders');
    const refused = await op('listOrders', ordersOfA(), otherClient);
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain('"orders"');
    expect(await asked('listOrders')).toBe(before);
  });

  it('an order kept for the owner is still refused to a store manager of another store', async () => {
    const input = { query: { clientId: world.A, ...world.order.a3 } };
    const owners = await op('getOrderDetails', input, owner);
    expect(owners.status, owners.text).toBe(200);
    const before = await asked('getOrderDetails');
    const refused = await op('getOrderDetails', input, storeManager);
    expect(refused.status).toBe(403);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('OUT_OF_SCOPE');
    expect(refused.text).not.toContain(world.a3);
    // Refused from the kept reply, without asking the gateway again.
    expect(await asked('getOrderDetails')).toBe(before);
    // Their own store's order is theirs.
    const own = await op(
      'getOrderDetails',
      { query: { clientId: world.A, ...world.order.a1 } },
      storeManager,
    );
    expect(own.status, own.text).toBe(200);
  });

  it('20 identical reads at once are one request to the gateway, and all are answered', async () => {
    const before = await asked('getFinanceOverview');
    const input = { query: { clientId: world.A }, body: world.range };
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => op('getFinanceOverview', input, i % 2 ? first : second)),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(replies.map((r) => r.text)).size).toBe(1);
    expect(replies.filter((r) => r.headers['x-dashboard-read'] === 'upstream')).toHaveLength(1);
    expect((await asked('getFinanceOverview')) - before).toBe(1);
  });

  it("the page's refresh (x-dashboard-fresh: 1) asks the gateway afresh", async () => {
    await op('listOrders', ordersOfA(), first);
    const before = await asked('listOrders');
    const fresh = await op('listOrders', ordersOfA(), first, { 'x-dashboard-fresh': '1' });
    expect(fresh.status).toBe(200);
    expect(fresh.headers['x-dashboard-read']).toBe('upstream');
    expect((await asked('listOrders')) - before).toBe(1);
    // …and what it brought is kept for the next read.
    expect((await op('listOrders', ordersOfA(), second)).headers['x-dashboard-read']).toBe('kept');
    expect((await asked('listOrders')) - before).toBe(1);
  });

  it("the clients list, kept, is still narrowed to each person's clients", async () => {
    const all = await op('getRestaurantDetails', {}, owner);
    const mine = await op('getRestaurantDetails', {}, first);
    const clientsOf = (r: typeof all) =>
      r
        .json<{ result: { restaurantDetails: { clientId: string }[] } }>()
        .result.restaurantDetails.map((c) => c.clientId);
    expect(clientsOf(all).length).toBeGreaterThan(1);
    expect(mine.headers['x-dashboard-read']).toBe('kept');
    expect(clientsOf(mine)).toEqual([world.A]);
  });

  it("one person's reply is applied to the other's kept reviews: equal to the gateway's own once applied", async () => {
    const reviews = {
      query: { limit: 500, offset: 0, order: '-1' },
      body: { ...world.range, listingIds: [world.a1] },
    };
    const first_ = await op('listReviews', reviews, second);
    expect(first_.status, first_.text).toBe(200);
    const target = first_
      .json<{ result: ReviewsResult }>()
      .result.unAnsweredReviews.find(
        (review) => review.daysLeftToReply > 0 && review.toBeReviewed === null,
      );
    if (!target) throw new Error('test data: no review of a1 open to a reply');
    const before = await asked('listReviews');
    const orders = await asked('listOrders');
    await op('listOrders', ordersOfA(), second);

    const replied = await op(
      'replyToReview',
      {
        body: {
          deliveryUUID: target.deliveryUUID,
          channel: target.channel,
          listingId: world.a1,
          comment: '  Thank you for your order  ',
          promoValue: 5,
        },
      },
      first,
    );
    expect(replied.status, replied.text).toBe(200);

    // The colleague's next read: the kept reply, with the reply in it, the gateway not asked.
    const after = await op('listReviews', reviews, second);
    expect(after.status, after.text).toBe(200);
    expect(after.headers['x-dashboard-read']).toBe('kept');
    expect(await asked('listReviews')).toBe(before);
    const patched = after.json<{ result: ReviewsResult }>().result;
    expect(patched.totalUnAnswered).toBe(
      first_.json<{ result: ReviewsResult }>().result.totalUnAnswered - 1,
    );
    // What a reply does not change stays kept: the client's orders are not asked again.
    expect((await op('listOrders', ordersOfA(), second)).headers['x-dashboard-read']).toBe('kept');
    expect((await asked('listOrders')) - orders).toBeLessThanOrEqual(1);

    // The gateway's own reply to the same read, once it has applied the reply: the same.
    await new Promise((resolve) => setTimeout(resolve, 2 * sample.api.config.processingMs + 100));
    const token = (await sample.signIn()).token;
    const direct = await sample.call('listReviews', {
      token,
      query: reviews.query,
      body: reviews.body,
    });
    expect(direct.status).toBe(200);
    expect(patched).toEqual(direct.json().result);
    expect(after.json()).toEqual(direct.json());
  });
});

describe('with readCacheSeconds: 0', () => {
  it('every read asks the gateway', async () => {
    const uncached = await startProxy({ ...sample.proxyConfig, readCacheSeconds: 0 });
    try {
      const { email, password } = sample.api.config;
      const signedIn = await browserCall(uncached.origin, 'POST', '/api/session', {
        body: { email, password },
      });
      const cookie = cookiePair(signedIn.setCookie);
      const before = await asked('listOrders');
      for (let i = 0; i < 3; i++) {
        const reply = await op('listOrders', ordersOfA(), cookie, {}, uncached.origin);
        expect(reply.status).toBe(200);
        expect(reply.headers['x-dashboard-read']).toBe('upstream');
      }
      expect((await asked('listOrders')) - before).toBe(3);
    } finally {
      await uncached.close();
    }
  });
});

describe('a raise, on a gateway that decides it later', () => {
  it("is applied to the kept disputes and order's details, equal to the gateway's own; the scope check asks nothing of the order", async () => {
    // Undecided for the length of the test: the gateway shows the raise pending.
    const slow = await startSampleApi({ scale: 'default', processingMs: 600_000 });
    const proxy = await startProxy({ ...slow.proxyConfig, readCacheSeconds: 60 });
    try {
      const askedOf = async (id: string) =>
        ((await slow.admin('GET', '/__sample/stats')).json().requests as Record<string, number>)[
          id
        ] ?? 0;
      const call = (id: string, input: unknown, cookie: string) =>
        op(id, input, cookie, {}, proxy.origin);
      const { email, password } = slow.api.config;
      const signedIn = await browserCall(proxy.origin, 'POST', '/api/session', {
        body: { email, password },
      });
      const ownerCookie = cookiePair(signedIn.setCookie);
      const manager = async (name: string) => {
        const invited = await browserCall(proxy.origin, 'POST', '/api/team/invitations', {
          cookie: ownerCookie,
          body: {
            email: `${name}@group.example`,
            name,
            role: 'manager',
            scope: { kind: 'clients', clientIds: [world.A] },
          },
        });
        const token = invited.json<{ link: string }>().link.split('/').pop() ?? '';
        const accepted = await browserCall(proxy.origin, 'POST', `/api/links/${token}`, {
          body: { password: PASSWORD },
        });
        return cookiePair(accepted.setCookie);
      };
      const raiser = await manager('raiser');
      const reader = await manager('reader');

      const disputes = {
        query: { clientId: world.A, limit: 500, offset: 0 },
        body: { startDate: world.range.startDate, endDate: world.range.endDate },
      };
      const listed = await call('listDisputedOrders', disputes, reader);
      expect(listed.status, listed.text).toBe(200);
      const open = listed
        .json<{ result: DisputedOrdersResult }>()
        .result.orders.filter(
          (order) =>
            order.disputeStatus === 'not_disputed' &&
            order.disputeEligibility &&
            (DISPUTE_CHANNELS as readonly string[]).includes(order.channel),
        );
      if (open.length < 2)
        throw new Error('test data: fewer than two orders of A open to a dispute');
      const [one] = open as [DisputedOrder];
      const details = {
        query: { clientId: world.A, deliveryUUID: one.deliveryUUID, channel: one.channel },
      };
      expect((await call('getOrderDetails', details, reader)).status).toBe(200);
      const listedBefore = await askedOf('listDisputedOrders');
      const detailsBefore = await askedOf('getOrderDetails');

      const reason = Object.values(DISPUTE_CATEGORIES[one.channel as DisputeChannel])[0]?.[0] ?? '';
      const raise = (order: DisputedOrder) =>
        call(
          'raiseManualDispute',
          {
            body: { deliveryUUID: order.deliveryUUID, reason, description: 'Fries missing' },
            scopeHint: { clientId: world.A, channel: order.channel },
          },
          raiser,
        );
      const raised = await raise(one);
      expect(raised.status, raised.text).toBe(200);
      // The scope check did not ask the gateway for the order: its facts were learnt from the
      // gateway's list of disputed orders the page read.
      expect(await askedOf('getOrderDetails')).toBe(detailsBefore);

      // The reader's next reads: the kept replies, the raise in them, the gateway not asked…
      const keptList = await call('listDisputedOrders', disputes, reader);
      expect(keptList.headers['x-dashboard-read']).toBe('kept');
      const keptDetails = await call('getOrderDetails', details, reader);
      expect(keptDetails.headers['x-dashboard-read']).toBe('kept');
      expect(await askedOf('listDisputedOrders')).toBe(listedBefore);
      expect(await askedOf('getOrderDetails')).toBe(detailsBefore);
      expect(
        keptList
          .json<{ result: DisputedOrdersResult }>()
          .result.orders.find((order) => order.deliveryUUID === one.deliveryUUID)?.disputeStatus,
      ).toBe('pending');
      // …equal to what the gateway itself answers now.
      const token = (await slow.signIn()).token;
      const gatewayList = await slow.call('listDisputedOrders', { token, ...disputes });
      expect(keptList.json()).toEqual(gatewayList.json());
      const gatewayDetails = await slow.call('getOrderDetails', { token, ...details });
      expect(keptDetails.json()).toEqual(gatewayDetails.json());
      const detailsNow = await askedOf('getOrderDetails');

      // Nor when it is raised again (the gateway refuses the second raise; a refused write clears
      // what it would have changed).
      expect((await raise(one)).status).toBe(409);
      expect(await askedOf('getOrderDetails')).toBe(detailsNow);
    } finally {
      await proxy.close();
      await slow.close();
    }
  });
});
