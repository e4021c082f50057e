import { STATUS_CODES } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSampleApi, type TestSampleApi } from '../sample-api/testing';
import { browserCall, cookiePair, endlessBody, startProxy } from './testing';

let sample: TestSampleApi;
let proxy: Awaited<ReturnType<typeof startProxy>>;
let cookie: string;
let clientId: string;

const range = { startDate: '2026-10-01', endDate: '2026-10-31' };
const stats = async () =>
  sample.admin('GET', '/__sample/stats').then((r) => r.json().requests) as Promise<
    Record<string, number>
  >;
const setFaults = (faults: Record<string, unknown>) =>
  sample.admin('PUT', '/__sample/faults', faults);
const op = (
  id: string,
  payload: unknown,
  options: { cookie?: string; headers?: Record<string, string> } = {},
) =>
  browserCall(proxy.origin, 'POST', `/api/ops/${id}`, {
    body: payload,
    cookie: options.cookie ?? cookie,
    headers: options.headers ?? {},
  });

const signIn = async (origin: string) => {
  const reply = await browserCall(origin, 'POST', '/api/session', {
    body: { email: sample.api.config.email, password: sample.api.config.password },
  });
  expect(reply.status).toBe(200);
  return { reply, cookie: cookiePair(reply.setCookie) };
};

beforeAll(async () => {
  sample = await startSampleApi();
  proxy = await startProxy({
    ...sample.proxyConfig,
    upstreamTimeoutMs: 1000,
    readRetries: 1,
    // Forwarding and the gateway's failures, request by request: nothing kept between them
    // (kept replies are read-cache.test.ts's).
    readCacheSeconds: 0,
  });
  cookie = (await signIn(proxy.origin)).cookie;
  const details = await op('getRestaurantDetails', {});
  clientId = details.json<{ result: { restaurantDetails: { clientId: string }[] } }>().result
    .restaurantDetails[0]!.clientId;
});
afterAll(async () => {
  await proxy.close();
  await sample.close();
});
afterEach(async () => {
  await setFaults({});
});

describe('session', () => {
  it('sets an HttpOnly, SameSite=Strict cookie on the whole site, and answers with the profile only', async () => {
    const { reply } = await signIn(proxy.origin);
    const header = reply.setCookie[0] ?? '';
    expect(header).toMatch(/^dash_session=/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Path=/');
    expect(header).not.toContain('Secure');
    expect(reply.json()).toMatchObject({
      profile: { id: expect.any(String), email: sample.api.config.email },
      person: { email: sample.api.config.email, role: 'owner', scope: { kind: 'all' } },
      viewingAs: null,
      partner: { status: 'connected' },
    });
    // The cookie is an opaque id: nothing of the person or the gateway in it.
    expect(cookiePair(reply.setCookie).split('=')[1]).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('uses the __Host- prefix and Secure behind HTTPS', async () => {
    const secure = await startProxy({
      ...sample.proxyConfig,
      trustProxy: true,
    });
    try {
      const reply = await browserCall(secure.origin, 'POST', '/api/session', {
        body: { email: sample.api.config.email, password: sample.api.config.password },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(reply.setCookie[0]).toMatch(/^__Host-dash_session=.*; Secure$/);
      const sealed = cookiePair(reply.setCookie).split('=').slice(1).join('=');
      const read = (cookieHeader: string, proto: string) =>
        browserCall(secure.origin, 'GET', '/api/session', {
          cookie: cookieHeader,
          headers: { 'x-forwarded-proto': proto },
        });
      expect((await read(`__Host-dash_session=${sealed}`, 'https')).status).toBe(200);
      // Over HTTPS a plain-named cookie (one a sibling subdomain could plant) is not a session.
      expect((await read(`dash_session=${sealed}`, 'https')).status).toBe(401);
      // A list is read by its first entry, for the cookie as for HSTS.
      expect((await read(`__Host-dash_session=${sealed}`, 'https, http')).status).toBe(200);
    } finally {
      await secure.close();
    }
  });

  it('with ALLOWED_HOSTS, answers /api only for those host names', async () => {
    const named = await startProxy({
      ...sample.proxyConfig,
      allowedHosts: ['dashboard.example'],
    });
    try {
      // Reached by another name (its address here): refused, whatever the Origin says.
      const other = await browserCall(named.origin, 'GET', '/api/session');
      expect(other.status).toBe(421);
      expect(other.json<{ error: { code: string } }>().error.code).toBe('UNKNOWN_HOST');
      const own = await browserCall(named.origin, 'GET', '/api/session', {
        headers: { host: 'dashboard.example' },
      });
      expect(own.status).toBe(401);
      expect(own.json<{ error: { code: string } }>().error.code).toBe('SESSION_REQUIRED');
    } finally {
      await named.close();
    }
  });

  it('refuses wrong credentials with 401 and no cookie', async () => {
    const reply = await browserCall(proxy.origin, 'POST', '/api/session', {
      body: { email: sample.api.config.email, password: 'wrong' },
    });
    expect(reply.status).toBe(401);
    expect(reply.json<{ error: { code: string } }>().error.code).toBe('INVALID_CREDENTIALS');
    expect(reply.setCookie).toEqual([]);
  });

  it('reports the session, and signs out by clearing the cookie', async () => {
    const own = (await signIn(proxy.origin)).cookie;
    expect((await browserCall(proxy.origin, 'GET', '/api/session', { cookie: own })).status).toBe(
      200,
    );
    const out = await browserCall(proxy.origin, 'DELETE', '/api/session', { cookie: own });
    expect(out.status).toBe(204);
    expect(out.setCookie[0]).toMatch(/^dash_session=; .*Max-Age=0/);
    expect((await browserCall(proxy.origin, 'GET', '/api/session')).status).toBe(401);
  });

  it('never lets the partner key or the upstream tokens reach the browser', async () => {
    const { reply, cookie: own } = await signIn(proxy.origin);
    const replies = [
      reply,
      await browserCall(proxy.origin, 'GET', '/api/session', { cookie: own }),
      await browserCall(proxy.origin, 'GET', '/api/meta', { cookie: own }),
      await op('getRestaurantDetails', {}, { cookie: own }),
      await op('getFinanceOverview', { query: { clientId }, body: range }, { cookie: own }),
      await op('listReviews', { query: { limit: 5 }, body: range }, { cookie: own }),
      await op('getFinanceOverview', { query: {}, body: range }, { cookie: own }),
    ];
    // The partner's tokens are the server's: every one the gateway has issued, none in a reply.
    const issued = (await sample.admin('GET', '/__sample/tokens')).json() as unknown as {
      access: string[];
      refresh: string[];
    };
    expect(issued.access.length).toBeGreaterThan(0);
    const secrets = [sample.apiKey, ...issued.access, ...issued.refresh];
    for (const r of replies) {
      const visible = `${JSON.stringify(r.headers)}\n${r.text}`;
      for (const secret of secrets) expect(visible).not.toContain(secret);
    }
  });

  it('refuses a session its database does not hold, and a tampered cookie', async () => {
    // Another server with a database of its own: the cookie means nothing there.
    const foreign = await startProxy({ ...sample.proxyConfig });
    try {
      expect((await browserCall(foreign.origin, 'GET', '/api/session', { cookie })).status).toBe(
        401,
      );
      const value = cookie.split('=')[1] ?? '';
      const flipped = `${value.slice(0, 20)}${value[20] === 'A' ? 'B' : 'A'}${value.slice(21)}`;
      const tampered = await browserCall(proxy.origin, 'POST', '/api/ops/getRestaurantDetails', {
        body: {},
        cookie: `dash_session=${flipped}`,
      });
      expect(tampered.status).toBe(401);
    } finally {
      await foreign.close();
    }
  });
});

describe('CSRF defence and routing', () => {
  it('refuses /api requests without the dashboard header', async () => {
    const reply = await browserCall(proxy.origin, 'POST', '/api/ops/getRestaurantDetails', {
      body: {},
      cookie,
      headers: { 'x-dashboard-request': '' },
    });
    expect(reply.status).toBe(403);
  });

  it('refuses requests from another origin or site', async () => {
    expect(
      (await op('getRestaurantDetails', {}, { headers: { origin: 'http://evil.example' } })).status,
    ).toBe(403);
    expect(
      (await op('getRestaurantDetails', {}, { headers: { 'sec-fetch-site': 'cross-site' } }))
        .status,
    ).toBe(403);
    expect(
      (
        await op(
          'getRestaurantDetails',
          {},
          { headers: { origin: proxy.origin, 'sec-fetch-site': 'same-origin' } },
        )
      ).status,
    ).toBe(200);
  });

  it.each([
    ['an unknown operation', '/api/ops/deleteEverything'],
    ['the proxy-only sign-in operation', '/api/ops/signIn'],
    ['the proxy-only refresh operation', '/api/ops/refreshToken'],
    ['a path-traversal attempt', '/api/ops/..%2F..%2Ffinance-manager%2Ffinancial%2Foverview'],
    ['a traversal with raw dots', '/api/ops/getRestaurantDetails/../../orders'],
    ['a raw upstream path', '/api/finance-manager/financial/overview'],
  ])('answers 404 for %s', async (_name, path) => {
    const before = await stats();
    const reply = await browserCall(proxy.origin, 'POST', path, { body: {}, cookie });
    expect(reply.status).toBe(404);
    expect(await stats()).toEqual(before);
  });

  it('asks for a session before forwarding anything', async () => {
    const reply = await browserCall(proxy.origin, 'POST', '/api/ops/getRestaurantDetails', {
      body: {},
    });
    expect(reply.status).toBe(401);
    expect(reply.json<{ error: { code: string } }>().error.code).toBe('SESSION_REQUIRED');
  });
});

describe('forwarding', () => {
  it('turns the browser POST into the upstream GET with a JSON body', async () => {
    const reply = await op('getFinanceOverview', {
      query: { clientId },
      body: { startDate: '2026-09-03', endDate: '2026-09-09' },
    });
    expect(reply.status).toBe(200);
    const envelope = reply.json<{
      status: boolean;
      message: string;
      result: { startDate: string; endDate: string };
    }>();
    expect(envelope.status).toBe(true);
    expect(envelope.message).toBe('Financial reconciliation overview generated successfully');
    expect(envelope.result.startDate).toBe('2026-09-03 00:00:00');
    expect(envelope.result.endDate).toBe('2026-09-09 23:59:59');
  });

  it('validates input against the contract and sends nothing upstream when it is bad', async () => {
    const before = await stats();
    const missingClient = await op('getFinanceOverview', { query: {}, body: range });
    const badDate = await op('getFinanceOverview', {
      query: { clientId },
      body: { startDate: '2026-02-30', endDate: '2026-03-01' },
    });
    const badLimit = await op('listOrders', { query: { clientId, limit: 10_000 }, body: range });
    const badShape = await op('getRestaurantDetails', { extra: true });
    const notJson = await op('getRestaurantDetails', '{not json');
    for (const reply of [missingClient, badDate, badLimit, badShape, notJson])
      expect(reply.status).toBe(400);
    const fields = (reply: typeof badDate) =>
      reply.json<{ error: { fields: { path: string }[] } }>().error.fields.map((f) => f.path);
    expect(fields(missingClient)).toContain('query.clientId');
    expect(fields(badDate)).toContain('body.startDate');
    expect(fields(badLimit)).toContain('query.limit');
    expect(await stats()).toEqual(before);
  });

  it('answers several reads in one request, each line as its own request would have answered it', async () => {
    const calls = [
      {
        op: 'getFinanceOverview',
        query: { clientId },
        body: { startDate: '2026-09-03', endDate: '2026-09-09' },
      },
      // Bad input: that call's 400, the others still answered.
      { op: 'listOrders', query: { clientId, limit: 10_000 }, body: range },
      { op: 'getTaxDetails', query: { clientId }, body: range },
      { op: 'noSuchOperation' },
    ];
    const before = await stats();
    const reply = await browserCall(proxy.origin, 'POST', '/api/ops', {
      body: { calls },
      cookie,
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const lines = reply.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { i: number; status: number; reply: unknown });
    expect(lines.map((line) => line.i).sort()).toEqual([0, 1, 2, 3]);
    const byCall = new Map(lines.map((line) => [line.i, line]));
    // The two good reads went upstream once each; the bad one and the unknown one not at all.
    const after = await stats();
    const sent = Object.values(after).reduce((a, b) => a + b, 0);
    expect(sent - Object.values(before).reduce((a, b) => a + b, 0)).toBe(2);
    for (const [index, call] of calls.entries()) {
      const { op: id, ...input } = call;
      const alone = await op(id, input);
      expect(byCall.get(index)?.status, id).toBe(alone.status);
      expect(byCall.get(index)?.reply, id).toEqual(alone.json());
    }
    expect(byCall.get(1)?.status).toBe(400);
    expect(byCall.get(3)?.status).toBe(404);
  });

  it('refuses a write in a batch, and sends nothing of it upstream', async () => {
    const before = await stats();
    const reply = await browserCall(proxy.origin, 'POST', '/api/ops', {
      body: {
        calls: [
          { op: 'getTaxDetails', query: { clientId }, body: range },
          {
            op: 'setAutoDispute',
            query: { client_id: clientId },
            body: { channel: 'MARKETPLACE_1', stores: ['store-1'] },
          },
        ],
      },
      cookie,
    });
    const lines = reply.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { i: number; status: number; reply: unknown });
    const write = lines.find((line) => line.i === 1);
    expect(write?.status).toBe(400);
    expect(JSON.stringify(write?.reply)).toContain('send it on its own');
    const after = await stats();
    expect(after.setAutoDispute ?? 0).toBe(before.setAutoDispute ?? 0);
    // Signed out, a batch is refused whole, as a single read is.
    const signedOut = await browserCall(proxy.origin, 'POST', '/api/ops', {
      body: { calls: [{ op: 'getTaxDetails', query: { clientId }, body: range }] },
    });
    expect(signedOut.status).toBe(401);
    // Too many calls, or none: a 400 naming `calls`.
    const tooMany = await browserCall(proxy.origin, 'POST', '/api/ops', {
      body: { calls: Array.from({ length: 17 }, () => ({ op: 'getRestaurantDetails' })) },
      cookie,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.text).toContain('calls');
  });

  it('a category named like an inherited property is a 400 naming the field, not a crash', async () => {
    const before = await stats();
    for (const error of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      const reply = await op('addManualDisputeConfig', {
        query: { client_id: clientId },
        body: [
          {
            channel: 'MARKETPLACE_1',
            error,
            reason: 'Side item missing',
            stores: 'ALL',
            refundPercentage: '50',
          },
        ],
      });
      expect(reply.status, error).toBe(400);
      expect(
        reply.json<{ error: { fields: { path: string }[] } }>().error.fields.map((f) => f.path),
      ).toEqual(['body.0.error']);
    }
    expect(await stats()).toEqual(before);
  });

  it('passes upstream refusals on with their status and message', async () => {
    const reply = await op('getOrderDetails', {
      query: {
        clientId,
        deliveryUUID: '00000000-0000-4000-8000-000000000000',
        channel: 'MARKETPLACE_1',
      },
    });
    expect(reply.status).toBe(404);
    expect(reply.json<{ status: boolean }>().status).toBe(false);
  });

  it('refreshes an expired token exactly once for 50 concurrent requests, and all of them succeed', async () => {
    const own = (await signIn(proxy.origin)).cookie;
    await sample.admin('POST', '/__sample/expire-tokens');
    await sample.admin('DELETE', '/__sample/stats');
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => op('getRestaurantDetails', {}, { cookie: own })),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect((await stats()).refreshToken).toBe(1);
    // The token is the server's, shared: another person's request uses the refreshed one.
    const other = (await signIn(proxy.origin)).cookie;
    expect((await op('getRestaurantDetails', {}, { cookie: other })).status).toBe(200);
    expect((await stats()).refreshToken).toBe(1);
    // Nothing of it went to the browser: no cookie was set by a refresh.
    expect(replies.every((r) => r.setCookie.length === 0)).toBe(true);
  });

  it('refreshes before the token expires, without waiting for a 401', async () => {
    const early = await startProxy({
      ...sample.proxyConfig,
      tokenTtlSeconds: 60,
      readCacheSeconds: 0,
    });
    try {
      const own = (await signIn(early.origin)).cookie;
      // The server's token, 60 s long, is within its refresh margin from its first use.
      await browserCall(early.origin, 'POST', '/api/ops/getRestaurantDetails', {
        body: {},
        cookie: own,
      });
      await sample.admin('DELETE', '/__sample/stats');
      const reply = await browserCall(early.origin, 'POST', '/api/ops/getRestaurantDetails', {
        body: {},
        cookie: own,
      });
      expect(reply.status).toBe(200);
      const requests = await stats();
      expect(requests.refreshToken).toBe(1);
      expect(requests.getRestaurantDetails).toBe(1);
    } finally {
      await early.close();
    }
  });
});

describe('upstream failures become clear errors', () => {
  it('unreachable → 502', async () => {
    const down = await startProxy({
      ...sample.proxyConfig,
      upstreamUrl: 'http://127.0.0.1:9',
      partnerApiKey: 'k',
      readRetries: 0,
    });
    try {
      const own = (await signIn(down.origin)).cookie;
      const reply = await browserCall(down.origin, 'POST', '/api/ops/getRestaurantDetails', {
        body: {},
        cookie: own,
      });
      expect(reply.status).toBe(502);
      expect(reply.json<{ error: { code: string } }>().error.code).toBe('UPSTREAM_UNREACHABLE');
    } finally {
      await down.close();
    }
  });

  it('slow → 504 naming the operation', async () => {
    await setFaults({ latencyMs: 1500, operations: ['getTaxDetails'] });
    const reply = await op('getTaxDetails', { query: { clientId }, body: range });
    expect(reply.status).toBe(504);
    expect(reply.json<{ error: { code: string; detail: string } }>().error).toMatchObject({
      code: 'UPSTREAM_TIMEOUT',
      detail: expect.stringContaining('getTaxDetails'),
    });
  });

  it('a success is checked against the contract before it goes on: a garbled one → 502 naming the operation, and not kept', async () => {
    const good = await op('getDepositDetails', { query: { clientId }, body: range });
    expect(good.status).toBe(200);
    expect(good.json<{ status: boolean; result: unknown }>()).toMatchObject({
      status: true,
      result: expect.anything(),
    });
    await setFaults({ malformedRate: 1, operations: ['getDepositDetails'] });
    const fresh = { 'x-dashboard-fresh': '1' };
    const reply = await op(
      'getDepositDetails',
      { query: { clientId }, body: range },
      { headers: fresh },
    );
    expect(reply.status).toBe(502);
    expect(reply.json<{ error: { code: string; detail: string } }>().error).toMatchObject({
      code: 'UPSTREAM_MALFORMED',
      detail: expect.stringContaining('getDepositDetails'),
    });
    // The garbled reply was not kept: once the gateway answers properly, so does the proxy.
    await setFaults({});
    const again = await op(
      'getDepositDetails',
      { query: { clientId }, body: range },
      { headers: fresh },
    );
    expect(again.status).toBe(200);
    expect(again.json()).toEqual(good.json());
  });

  it('a write the gateway did, with a garbled reply: 502 to the person, and the audit says it was done', async () => {
    // The last week's reviews: some still within their reply window.
    const week = { startDate: '2026-11-11', endDate: '2026-11-18' };
    const reviews = await op('listReviews', { query: { limit: 50 }, body: week });
    const open = reviews
      .json<{
        result: {
          unAnsweredReviews: {
            deliveryUUID: string;
            channel: string;
            ListingId: string;
            daysLeftToReply: number;
          }[];
        };
      }>()
      .result.unAnsweredReviews.find((review) => review.daysLeftToReply > 0);
    if (!open) throw new Error('the sample has no review to answer in the range');
    await setFaults({ malformedRate: 1, operations: ['replyToReview'] });
    const reply = await op('replyToReview', {
      body: {
        deliveryUUID: open.deliveryUUID,
        channel: open.channel,
        listingId: open.ListingId,
        comment: 'Thank you for the kind words!',
      },
    });
    expect(reply.status).toBe(502);
    expect(reply.json<{ error: { code: string } }>().error.code).toBe('UPSTREAM_MALFORMED');
    await setFaults({});
    const audit = await browserCall(proxy.origin, 'GET', '/api/audit?action=review.reply&limit=1', {
      cookie,
    });
    expect(
      audit.json<{ entries: { deliveryUUID: string | null; outcome: string }[] }>().entries[0],
    ).toMatchObject({ deliveryUUID: open.deliveryUUID, outcome: 'ok' });
  });

  it('429 → asked once more after its Retry-After; a second 429 is passed on with Retry-After', async () => {
    await setFaults({ rateLimitRate: 1, operations: ['listOrders'] });
    await sample.admin('DELETE', '/__sample/stats');
    const reply = await op('listOrders', { query: { clientId }, body: range });
    expect(reply.status).toBe(429);
    expect(reply.headers['retry-after']).toBe('1');
    // Never amplified: one more request, not a storm.
    expect((await stats()).listOrders).toBe(2);
  });

  it('retries a read after a 5xx, but never a write', async () => {
    await setFaults({ errorRate: 1, operations: ['getTaxDetails', 'replyToReview'] });
    await sample.admin('DELETE', '/__sample/stats');
    const read = await op('getTaxDetails', { query: { clientId }, body: range });
    expect(read.status).toBe(502);
    expect(read.json<{ error: { code: string } }>().error.code).toBe('UPSTREAM_ERROR');
    const write = await op('replyToReview', {
      body: {
        deliveryUUID: '00000000-0000-4000-8000-000000000000',
        channel: 'MARKETPLACE_1',
        listingId: 'lst-x',
        comment: 'Thanks!',
      },
    });
    expect(write.status).toBe(502);
    const requests = await stats();
    expect(requests.getTaxDetails).toBe(2);
    expect(requests.replyToReview).toBe(1);
  });

  it('a 200 reply that breaks the contract → 502 naming the operation', async () => {
    // The sample API's own replies always fit; pointed at its health route, every 200 is not an envelope.
    const wrong = await startProxy({
      ...sample.proxyConfig,
      upstreamUrl: `${sample.url}/__sample/health#`,
    });
    try {
      // The server signs in to the gateway itself, on the first call that needs it.
      const own = (await signIn(wrong.origin)).cookie;
      const reply = await browserCall(wrong.origin, 'POST', '/api/ops/getRestaurantDetails', {
        body: {},
        cookie: own,
      });
      expect(reply.status).toBe(502);
      expect(reply.json<{ error: { code: string; detail: string } }>().error).toMatchObject({
        code: 'UPSTREAM_CONTRACT',
        detail: expect.stringContaining('signIn'),
      });
    } finally {
      await wrong.close();
    }
  });
});

describe('a request refused before its body is read', () => {
  it.each([
    ['403, from another site', { origin: 'https://elsewhere.example' }, 403],
    ['401, without a session', { 'x-dashboard-request': '1' }, 401],
    ['413, too large', { 'x-dashboard-request': '1', cookie: 'placeholder' }, 413],
  ])('%s: answered, then the connection is closed, not drained', async (_, given, status) => {
    const headers: Record<string, string> = given;
    const sent = await endlessBody(
      proxy.origin,
      'POST',
      '/api/ops/getRestaurantDetails',
      headers.cookie ? { ...headers, cookie } : headers,
    );
    expect(sent.status).toBe(`HTTP/1.1 ${status} ${STATUS_CODES[status]}`);
    expect(sent.closed).toBe(true);
    // What the kernel's buffers hold, not gigabytes.
    expect(sent.sent).toBeLessThan(64 * 1024 * 1024);
  });

  it.each([
    ['GET /api/session, which reads no body', 'GET', '/api/session', 200],
    ['GET of an operation', 'GET', '/api/ops/getRestaurantDetails', 405],
    ['an unknown operation', 'POST', '/api/ops/noSuchThing', 404],
    ['an unknown /api address', 'POST', '/api/nothing-here', 404],
  ] as const)(
    '%s: answered, then the connection is closed, not drained',
    async (_, method, path, status) => {
      const started = Date.now();
      const sent = await endlessBody(proxy.origin, method, path, {
        'x-dashboard-request': '1',
        cookie,
      });
      expect(sent.status).toBe(`HTTP/1.1 ${status} ${STATUS_CODES[status]}`);
      expect(sent.closed).toBe(true);
      expect(sent.sent).toBeLessThan(64 * 1024 * 1024);
      expect(Date.now() - started).toBeLessThan(2500);
    },
  );
});
