/**
 * The upstream budget, through the real server over the real sample API, with the sample's own
 * per-token limit set to the budget (5 requests in half a second here: a minute's window
 * shortened, so the tests wait seconds, not minutes): a burst of more reads than the budget is answered in full and
 * the gateway never refuses one; one person's background work and one person's many requests do
 * not hold up another person's page; a 429 with Retry-After pauses every request, and the one it
 * refused is answered after the pause.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../contract/people';
import { startSampleApi, type TestSampleApi } from '../sample-api/testing';
import { browserCall, cookiePair, startProxy } from './testing';

const LIMIT = 5;
const WINDOW_MS = 500;
const PASSWORD = 'a long and uncommon passphrase';
const range = { startDate: '2026-10-01', endDate: '2026-10-31' };

let sample: TestSampleApi;
let server: Awaited<ReturnType<typeof startProxy>>;
let owner: string;
let other: string;
let otherId: string;
let clientId: string;
const logLines: string[] = [];

const stats = async () =>
  (await sample.admin('GET', '/__sample/stats')).json() as unknown as {
    requests: Record<string, number>;
    rateLimited: number;
  };
const setFaults = (faults: Record<string, unknown>) =>
  sample.admin('PUT', '/__sample/faults', faults);

/** A page of orders: each offset a different read (identical reads in flight would be joined). */
const orders = (cookie: string, offset: number, background = false) =>
  browserCall(server.origin, 'POST', '/api/ops/listOrders', {
    body: { query: { clientId, limit: 1, offset }, body: range },
    cookie,
    headers: background ? { 'x-dashboard-priority': 'background' } : {},
  });

beforeAll(async () => {
  sample = await startSampleApi({ rateLimitPerMinute: LIMIT, rateLimitWindowMs: WINDOW_MS });
  server = await startProxy(
    {
      ...sample.proxyConfig,
      upstreamRequestsPerMinute: LIMIT,
      upstreamBudgetWindowMs: WINDOW_MS,
      metricsPort: 0,
    },
    { logDestination: { write: (line: string) => void logLines.push(line) } },
  );
  const signedIn = await browserCall(server.origin, 'POST', '/api/session', {
    body: { email: sample.api.config.email, password: sample.api.config.password },
  });
  owner = cookiePair(signedIn.setCookie);
  const details = await browserCall(server.origin, 'POST', '/api/ops/getRestaurantDetails', {
    body: {},
    cookie: owner,
  });
  clientId = details.json<{ result: { restaurantDetails: { clientId: string }[] } }>().result
    .restaurantDetails[0]!.clientId;
  const invited = await browserCall(server.origin, 'POST', '/api/team/invitations', {
    cookie: owner,
    body: {
      email: 'second@example.com',
      name: 'Second',
      role: 'manager' satisfies Person['role'],
      scope: { kind: 'clients', clientIds: [clientId] },
    },
  });
  expect(invited.status, invited.text).toBe(200);
  otherId = invited.json<{ person: Person }>().person.id;
  const token = invited.json<{ link: string }>().link.split('/').pop() ?? '';
  const accepted = await browserCall(server.origin, 'POST', `/api/links/${token}`, {
    body: { password: PASSWORD },
  });
  expect(accepted.status, accepted.text).toBe(200);
  other = cookiePair(accepted.setCookie);
});
afterAll(async () => {
  await server?.close();
  await sample?.close();
});

describe('the upstream budget', () => {
  it('answers a burst of three times the budget in full, and the gateway never refuses one', async () => {
    await sample.admin('DELETE', '/__sample/stats');
    const replies = await Promise.all(
      Array.from({ length: LIMIT * 3 }, (_, i) => orders(i % 2 ? owner : other, i)),
    );
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    const after = await stats();
    expect(after.requests.listOrders).toBe(LIMIT * 3);
    expect(after.rateLimited).toBe(0);
  });

  it("lets another person's page go ahead of one person's background work", async () => {
    const order: string[] = [];
    const track = (label: string, reply: Promise<{ status: number }>) =>
      reply.then((r) => {
        order.push(label);
        return r.status;
      });
    const background = Array.from({ length: 15 }, (_, i) =>
      track('background', orders(owner, 100 + i, true)),
    );
    // Once the background work is under way (its first answer), the other person opens a page
    // of three reads.
    await Promise.race(background);
    const page = [0, 1, 2].map((i) => track('page', orders(other, 200 + i)));
    const statuses = await Promise.all([...background, ...page]);
    expect(statuses.every((status) => status === 200)).toBe(true);
    // The page was answered in full while most of the background work still waited.
    const lastOfPage = order.lastIndexOf('page');
    const backgroundBefore = order.slice(0, lastOfPage).filter((l) => l === 'background').length;
    expect(backgroundBefore).toBeLessThan(10);
  });

  it("serves people in turn: one person's many requests do not hold up another's", async () => {
    const order: string[] = [];
    const track = (label: string, reply: Promise<{ status: number }>) =>
      reply.then((r) => {
        order.push(label);
        return r.status;
      });
    const many = Array.from({ length: 15 }, (_, i) => track('many', orders(owner, 300 + i)));
    await Promise.race(many);
    const few = [0, 1].map((i) => track('few', orders(other, 400 + i)));
    const statuses = await Promise.all([...many, ...few]);
    expect(statuses.every((status) => status === 200)).toBe(true);
    // Both of the other person's requests were answered before the tenth of the first person's.
    const lastFew = order.lastIndexOf('few');
    const manyBefore = order.slice(0, lastFew).filter((label) => label === 'many').length;
    expect(manyBefore).toBeLessThan(10);
  });

  it('a 429 pauses every request for its Retry-After; the refused read is answered after the pause', async () => {
    await sample.admin('DELETE', '/__sample/stats');
    await setFaults({
      rateLimitNext: 1,
      rateLimitRetryAfterSeconds: 1,
      operations: ['getTaxDetails'],
    });
    const refused = browserCall(server.origin, 'POST', '/api/ops/getTaxDetails', {
      body: { query: { clientId }, body: range },
      cookie: owner,
    });
    // Once the gateway has said 429, other people's pages ask meanwhile.
    while ((await stats()).rateLimited === 0) await new Promise((r) => setTimeout(r, 20));
    const others = await Promise.all([0, 1, 2].map((i) => orders(other, 500 + i)));
    expect((await refused).status).toBe(200);
    expect(others.map((reply) => reply.status)).toEqual([200, 200, 200]);
    const after = await stats();
    // Nobody reached the gateway during its pause (it would have refused them too), and the
    // refused read was asked once more, no more.
    expect(after.rateLimited).toBe(1);
    expect(after.requests.getTaxDetails).toBe(2);
  });

  it('a write the gateway refused with 429 is sent once more after the pause, not passed on', async () => {
    await sample.admin('DELETE', '/__sample/stats');
    await setFaults({
      rateLimitNext: 1,
      rateLimitRetryAfterSeconds: 1,
      operations: ['replyToReview'],
    });
    const write = await browserCall(server.origin, 'POST', '/api/ops/replyToReview', {
      cookie: owner,
      body: {
        body: {
          deliveryUUID: '00000000-0000-4000-8000-000000000000',
          channel: 'MARKETPLACE_1',
          listingId: 'lst-x',
          comment: 'Thanks!',
        },
      },
    });
    // The gateway's own answer to the write (this review does not exist), not the 429.
    expect(write.status).not.toBe(429);
    const after = await stats();
    expect(after.rateLimited).toBe(1);
    expect(after.requests.replyToReview).toBe(2);
  });

  it('counts budget waits by priority and the gateway 429s, and logs long waits with the person', async () => {
    const url = await server.metricsUrl();
    const text = await (await fetch(url!)).text();
    const count = (priority: string) =>
      Number(
        new RegExp(
          `dashboard_upstream_budget_wait_seconds_count\\{priority="${priority}"\\} (\\d+)`,
        ).exec(text)?.[1] ?? 0,
      );
    expect(count('foreground')).toBeGreaterThan(0);
    expect(count('background')).toBeGreaterThanOrEqual(15);
    expect(text).toMatch(/dashboard_upstream_rate_limited_total \d+/);
    expect(
      Number(/dashboard_upstream_rate_limited_total (\d+)/.exec(text)?.[1]),
    ).toBeGreaterThanOrEqual(2);
    expect(text).toContain('dashboard_upstream_budget_queue{priority="foreground"} 0');
    const waits = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'upstream budget: waited for a turn');
    expect(waits.length).toBeGreaterThan(0);
    expect(waits.some((line) => line.personId === otherId)).toBe(true);
    for (const line of waits) {
      expect(line.level).toBe(30);
      expect(Number(line.waitMs)).toBeGreaterThan(1000);
      expect(Object.keys(line)).not.toContain('token');
    }
  });

  it('a pause longer than a request may wait is answered at once with 429 and Retry-After, and not passed on to the gateway', async () => {
    await sample.admin('DELETE', '/__sample/stats');
    await setFaults({
      rateLimitNext: 1,
      rateLimitRetryAfterSeconds: 60,
      operations: ['getTaxDetails'],
    });
    const refused = await browserCall(server.origin, 'POST', '/api/ops/getTaxDetails', {
      body: { query: { clientId }, body: range },
      cookie: owner,
    });
    const others = await Promise.all([0, 1, 2].map((i) => orders(other, 600 + i)));
    for (const reply of [refused, ...others]) {
      expect(reply.status).toBe(429);
      expect(Number(reply.headers['retry-after'])).toBeGreaterThan(50);
      expect(reply.json<{ error: { code: string } }>().error.code).toBe('UPSTREAM_BUSY');
      expect(reply.json<{ message: string }>().message).toMatch(/busy just now; try again in/);
    }
    const after = await stats();
    expect(after.rateLimited).toBe(1);
    expect(after.requests.listOrders ?? 0).toBe(0);
    await setFaults({});
  });
});
