/**
 * Failures: the specification's 400 and 401 bodies, access control, request validation, tokens,
 * the per-token rate limit, and the fault knobs of the admin route.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_IDS, operations, type OperationId } from '../contract/operations';
import {
  expectFailure,
  expectOk,
  fieldPaths,
  lastDays,
  must,
  openSession,
  sleep,
  type Session,
} from './test-helpers';
import { startSampleApi } from './testing';

let s: Session;
let clientId: string;
const range = lastDays(30);

beforeAll(async () => {
  s = await openSession();
  clientId = must(s.clients[0], 'client').clientId;
});
afterAll(async () => {
  await s.close();
});

const FINANCE_SPEC_OPS = ['getFinanceOverview', 'getTaxDetails', 'getDepositDetails'] as const;
const CLIENT_OPS = OPERATION_IDS.filter((id) => operations[id].clientParam !== null);
const TOKEN_OPS = OPERATION_IDS.filter((id) => operations[id].tokenHeader !== null);

describe('the specification’s 400 and 401', () => {
  it.each(FINANCE_SPEC_OPS)('%s without clientId → the 400 body, exactly', async (id) => {
    const reply = await s.send(id, {}, range);
    expect(reply.status).toBe(400);
    expect(reply.json()).toEqual({
      status: false,
      statusCode: 400,
      message: 'client id is required',
      result: null,
      error: 'Bad Request',
    });
  });

  it('every operation that names a client answers 400 without it', async () => {
    for (const id of CLIENT_OPS) {
      const reply = await s.send(id, {}, range);
      expect(reply.status, id).toBe(400);
      expect(reply.json().message, id).toBe('client id is required');
      expect(reply.json().error, id).toBe('Bad Request');
    }
  });

  it.each(FINANCE_SPEC_OPS)('%s without a token → the 401 body, exactly', async (id) => {
    const reply = await s.sample.call(id, { query: { clientId }, body: range });
    expect(reply.status).toBe(401);
    expect(reply.json()).toEqual({
      status: false,
      statusCode: 401,
      message: 'Unauthorized, token is required',
      result: null,
      error: 'Unauthorized',
    });
  });

  it('every operation but sign-in and refresh needs a token', async () => {
    expect(TOKEN_OPS.length).toBe(OPERATION_IDS.length - 2);
    for (const id of TOKEN_OPS) {
      const reply = await s.sample.call(id, {
        query: { clientId, client_id: clientId },
        body: range,
      });
      expect(reply.status, id).toBe(401);
      expect(reply.json().message, id).toBe('Unauthorized, token is required');
    }
  });

  it('a token sent under the other header name is a missing token', async () => {
    const onFinance = await s.sample.raw(
      'GET',
      `${operations.getTaxDetails.path}?clientId=${clientId}`,
      {
        headers: { 'x-api-key': s.sample.apiKey, token: s.token },
        body: JSON.stringify(range),
      },
    );
    expect(onFinance.status).toBe(401);
    expect(onFinance.json().error).toBe('Unauthorized');
    const onReviews = await s.sample.raw('POST', operations.listReviews.path, {
      headers: { 'x-api-key': s.sample.apiKey, 'access-token': s.token },
      body: JSON.stringify(range),
    });
    expect(onReviews.status).toBe(401);
    expect(onReviews.json().error).toBe('Unauthorized');
    // The right names work with the same token.
    expectOk('getTaxDetails', await s.send('getTaxDetails', { clientId }, range));
  });

  it('an unknown token → 401 INVALID_TOKEN', async () => {
    const reply = await s.sample.call('getTaxDetails', {
      token: 'not-a-token',
      query: { clientId },
      body: range,
    });
    expectFailure(reply, 401, 'INVALID_TOKEN');
  });
});

describe('access control', () => {
  it('missing or wrong x-api-key → 403', async () => {
    for (const apiKey of [null, 'wrong-key']) {
      expectFailure(
        await s.sample.call('getTaxDetails', {
          token: s.token,
          apiKey,
          query: { clientId },
          body: range,
        }),
        403,
        'INVALID_API_KEY',
      );
      expectFailure(
        await s.sample.call('signIn', {
          apiKey,
          body: { email: s.api.config.email, password: s.api.config.password },
        }),
        403,
        'INVALID_API_KEY',
      );
      expectFailure(
        await s.sample.raw('GET', '/__sample/faults', {
          headers: apiKey ? { 'x-api-key': apiKey } : {},
        }),
        403,
      );
    }
  });

  it('a client that is not the partner’s and an unknown client get the same 403', async () => {
    const foreign = must(
      s.api.store.ledger.clients.find((c) => !c.partnerOwned),
      'foreign client',
    ).clientId;
    expect(s.clients.map((c) => c.clientId)).not.toContain(foreign);
    const bodies: Partial<Record<OperationId, unknown>> = {
      listAutoDisputeConfigs: {},
      setAutoDispute: { channel: 'MARKETPLACE_1', stores: ['lst-x'] },
      addManualDisputeConfig: [
        {
          channel: 'MARKETPLACE_2',
          error: 'MISSING',
          reason: 'Whole order missing',
          stores: 'ALL',
          refundPercentage: '10',
        },
      ],
      getDisputeConfigDetails: undefined,
    };
    for (const id of CLIENT_OPS.filter((op) => op !== 'getOrderDetails')) {
      const param = must(operations[id].clientParam, 'client param');
      const body = id in bodies ? bodies[id] : range;
      const [a, b] = [
        expectFailure(await s.send(id, { [param]: foreign }, body), 403, 'CLIENT_NOT_ALLOWED'),
        expectFailure(
          await s.send(id, { [param]: 'cl-no-such-client' }, body),
          403,
          'CLIENT_NOT_ALLOWED',
        ),
      ];
      // The same answer, but for the id it echoes: foreign ids cannot be told from unknown ones.
      expect(a.message.replace(foreign, '<id>'), id).toBe(
        b.message.replace('cl-no-such-client', '<id>'),
      );
      expect(JSON.stringify(a.error).replace(foreign, '<id>')).toBe(
        JSON.stringify(b.error).replace('cl-no-such-client', '<id>'),
      );
    }
    // The foreign client's orders are not reachable through a partner client either.
    const foreignListing = must(
      s.api.store.ledger.listings.find(
        (l) => l.client === s.api.store.ledger.clientById.get(foreign)?.index,
      ),
      'foreign listing',
    ).listingId;
    expectFailure(
      await s.send('listOrders', { clientId }, { ...range, listingIds: [foreignListing] }),
      400,
      'UNKNOWN_LISTING',
    );
  });

  it('order details of a foreign client’s order → 403; of an unknown order → 404', async () => {
    const foreign = must(
      s.api.store.ledger.clients.find((c) => !c.partnerOwned),
      'foreign client',
    );
    const uuid = s.api.store.orderUuid(foreign.orderStart);
    const channel = s.api.store.channelOf(foreign.orderStart);
    expectFailure(
      await s.send('getOrderDetails', { clientId: foreign.clientId, deliveryUUID: uuid, channel }),
      403,
      'CLIENT_NOT_ALLOWED',
    );
    // Asked through a partner client, the foreign order does not exist.
    expectFailure(
      await s.send('getOrderDetails', { clientId, deliveryUUID: uuid, channel }),
      404,
      'ORDER_NOT_FOUND',
    );
    expectFailure(
      await s.send('getOrderDetails', {
        clientId,
        deliveryUUID: '00000000-0000-4000-8000-000000000000',
        channel: 'MARKETPLACE_1',
      }),
      404,
      'ORDER_NOT_FOUND',
    );
  });
});

describe('routing and request validation', () => {
  it('an unknown path → 404 envelope', async () => {
    const reply = await s.sample.raw('GET', '/v1/partnerApi/nothing-here', {
      headers: { 'x-api-key': s.sample.apiKey },
    });
    const body = expectFailure(reply, 404, 'NOT_FOUND');
    expect(body.message).toBe('Not Found');
  });

  it('a known path with the wrong method → 405 naming the allowed method', async () => {
    const reply = await s.sample.raw(
      'POST',
      `${operations.getTaxDetails.path}?clientId=${clientId}`,
      {
        headers: { 'x-api-key': s.sample.apiKey, 'access-token': s.token },
        body: JSON.stringify(range),
      },
    );
    expectFailure(reply, 405, 'METHOD_NOT_ALLOWED');
    expect(reply.headers.allow).toBe('GET');
    const get = await s.sample.raw('GET', operations.replyToReview.path, {
      headers: { 'x-api-key': s.sample.apiKey, token: s.token },
    });
    expectFailure(get, 405, 'METHOD_NOT_ALLOWED');
    expect(get.headers.allow).toBe('POST');
  });

  it('a malformed JSON body → 400 MALFORMED_JSON', async () => {
    for (const id of ['getTaxDetails', 'listReviews', 'signIn'] as const) {
      const def = operations[id];
      const reply = await s.sample.raw(def.method, `${def.path}?clientId=${clientId}`, {
        headers: {
          'x-api-key': s.sample.apiKey,
          ...(def.tokenHeader ? { [def.tokenHeader]: s.token } : {}),
        },
        body: '{"startDate": "2026-10-01", ',
      });
      expectFailure(reply, 400, 'MALFORMED_JSON');
    }
  });

  it('a missing startDate → 400 naming the field', async () => {
    for (const id of ['getFinanceOverview', 'listOrders', 'listDisputedOrders'] as const) {
      const body = expectFailure(
        await s.send(id, { clientId }, { endDate: range.endDate }),
        400,
        'INVALID_REQUEST',
      );
      expect(fieldPaths(body), id).toEqual(['startDate']);
      const error = body.error as { fields: { message: string }[] };
      expect(error.fields[0]?.message).toBe('is required');
    }
    const reviews = expectFailure(
      await s.send('listReviews', {}, { endDate: range.endDate }),
      400,
      'INVALID_REQUEST',
    );
    expect(fieldPaths(reviews)).toEqual(['startDate']);
    // No body at all: both dates are named.
    const none = expectFailure(await s.send('getTaxDetails', { clientId }), 400, 'INVALID_REQUEST');
    expect(fieldPaths(none).sort()).toEqual(['endDate', 'startDate']);
  });

  it('wrong types → 400 naming each field', async () => {
    const body = expectFailure(
      await s.send(
        'getFinanceOverview',
        { clientId },
        {
          startDate: '2026-13-45',
          endDate: 20261118,
          listingIds: 'lst-1',
          channel: ['NOPE'],
          payoutDates: ['soon'],
        },
      ),
      400,
      'INVALID_REQUEST',
    );
    expect(fieldPaths(body).sort()).toEqual([
      'channel.0',
      'endDate',
      'listingIds',
      'payoutDates.0',
      'startDate',
    ]);
    const backwards = expectFailure(
      await s.send(
        'getTaxDetails',
        { clientId },
        { startDate: '2026-11-10', endDate: '2026-11-01' },
      ),
      400,
      'INVALID_REQUEST',
    );
    expect(fieldPaths(backwards)).toEqual(['endDate']);
  });

  it('limit above 500 or not a number → 400 naming query.limit; 500 is accepted', async () => {
    for (const limit of [501, 'abc', 0, -1, 2.5]) {
      const body = expectFailure(
        await s.send('listOrders', { clientId, limit }, range),
        400,
        'INVALID_REQUEST',
      );
      expect(fieldPaths(body), String(limit)).toEqual(['query.limit']);
    }
    const reviews = expectFailure(
      await s.send('listReviews', { limit: 501 }, range),
      400,
      'INVALID_REQUEST',
    );
    expect(fieldPaths(reviews)).toEqual(['query.limit']);
    const offset = expectFailure(
      await s.send('listDisputedOrders', { clientId, offset: 'x' }, range),
      400,
    );
    expect(fieldPaths(offset)).toEqual(['query.offset']);
    const ok = expectOk('listOrders', await s.send('listOrders', { clientId, limit: 500 }, range));
    expect(ok.orders.length).toBe(Math.min(500, ok.total));
  });
});

describe('limits on the request', () => {
  it('a body over 1 MB → 413 envelope, and the server carries on', async () => {
    const body = JSON.stringify({ ...range, pad: 'x'.repeat(1_200_000) });
    const reply = await s.sample.raw(
      'GET',
      `${operations.getTaxDetails.path}?clientId=${clientId}`,
      {
        headers: { 'x-api-key': s.sample.apiKey, 'access-token': s.token },
        body,
      },
    );
    expectFailure(reply, 413, 'PAYLOAD_TOO_LARGE');
    expectOk('getTaxDetails', await s.send('getTaxDetails', { clientId }, range));
  });

  it('a listing of another client → 400 UNKNOWN_LISTING naming listingIds', async () => {
    const other = must(s.clients[1], 'second client');
    const listing = must(other.listingDetails[0], 'listing').listingId;
    for (const id of ['listOrders', 'listDisputedOrders', 'getFinanceOverview'] as const) {
      const body = expectFailure(
        await s.send(id, { clientId }, { ...range, listingIds: [listing] }),
        400,
        'UNKNOWN_LISTING',
      );
      expect(fieldPaths(body)).toEqual(['listingIds']);
    }
    // Reviews span every partner client, so the same listing is fine there; an unknown one is not.
    expectOk('listReviews', await s.send('listReviews', {}, { ...range, listingIds: [listing] }));
    expectFailure(
      await s.send('listReviews', {}, { ...range, listingIds: ['lst-nope'] }),
      400,
      'UNKNOWN_LISTING',
    );
  });

  it('reviews order other than 1 or -1 → 400 naming query.order', async () => {
    const body = expectFailure(
      await s.send('listReviews', { order: 'abc' }, range),
      400,
      'INVALID_REQUEST',
    );
    expect(fieldPaths(body)).toEqual(['query.order']);
  });
});

describe('tokens', () => {
  it('sign-in with a wrong password → 401 INVALID_CREDENTIALS; a wrong refresh token → 401', async () => {
    const wrong = await s.sample.call('signIn', {
      body: { email: s.api.config.email, password: 'nope' },
    });
    expectFailure(wrong, 401, 'INVALID_CREDENTIALS');
    const refresh = await s.sample.call('refreshToken', { body: { refresh: 'nope' } });
    expectFailure(refresh, 401, 'INVALID_REFRESH_TOKEN');
    const empty = await s.sample.call('signIn', { body: {} });
    expect(fieldPaths(expectFailure(empty, 400, 'INVALID_REQUEST')).sort()).toEqual([
      'email',
      'password',
    ]);
  });

  it('an expired token → 401 TOKEN_EXPIRED; the refresh token gives a working one', async () => {
    expectOk('getTaxDetails', await s.send('getTaxDetails', { clientId }, range));
    const expired = await s.sample.admin('POST', '/__sample/expire-tokens');
    expect(expired.status).toBe(200);
    const reply = await s.send('getTaxDetails', { clientId }, range);
    const body = expectFailure(reply, 401, 'TOKEN_EXPIRED');
    expect(body.message).toBe('Unauthorized');
    const refreshed = expectOk(
      'refreshToken',
      await s.sample.call('refreshToken', { body: { refresh: s.refresh } }),
    );
    s.token = refreshed.token;
    expectOk('getTaxDetails', await s.send('getTaxDetails', { clientId }, range));
    // Refresh keeps the refresh token: it works again.
    expectOk('refreshToken', await s.sample.call('refreshToken', { body: { refresh: s.refresh } }));
  });

  it('the tokenTtlSeconds knob shortens the life of new tokens', async () => {
    const set = await s.sample.admin('PUT', '/__sample/faults', { tokenTtlSeconds: 1 });
    expect(set.json()).toMatchObject({ tokenTtlSeconds: 1 });
    try {
      const { token } = await s.sample.signIn();
      expectOk('getRestaurantDetails', await s.sample.call('getRestaurantDetails', { token }));
      await sleep(1100);
      expectFailure(await s.sample.call('getRestaurantDetails', { token }), 401, 'TOKEN_EXPIRED');
      // Tokens issued before the change keep their lifetime.
      expectOk('getRestaurantDetails', await s.send('getRestaurantDetails'));
    } finally {
      await s.sample.admin('PUT', '/__sample/faults', {});
    }
  });
});

describe('the per-token rate limit', () => {
  it('past the budget → 429 with Retry-After and the envelope', async () => {
    const limited = await startSampleApi({ rateLimitPerMinute: 3 });
    try {
      const { token } = await limited.signIn();
      let reply = await limited.call('getRestaurantDetails', { token });
      // A minute boundary may reset the window once; 10 calls always cross the budget.
      for (let n = 0; n < 10 && reply.status === 200; n++)
        reply = await limited.call('getRestaurantDetails', { token });
      expectFailure(reply, 429, 'RATE_LIMITED');
      const retry = Number(reply.headers['retry-after']);
      expect(retry).toBeGreaterThanOrEqual(1);
      expect(retry).toBeLessThanOrEqual(60);
      // The budget is per token: a fresh token still gets through.
      const other = await limited.signIn();
      expect((await limited.call('getRestaurantDetails', { token: other.token })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('fault knobs', () => {
  const read = () => s.send('getTaxDetails', { clientId }, range);
  const setFaults = async (faults: Record<string, unknown>) => {
    const reply = await s.sample.admin('PUT', '/__sample/faults', faults);
    expect(reply.status).toBe(200);
    return reply.json() as unknown as { faults: Record<string, unknown> };
  };

  afterEach(async () => {
    await setFaults({});
    // Faults are off again.
    expectOk('getTaxDetails', await read());
  });

  it('GET shows the knobs, off by default; PUT sets them; bad values → 400', async () => {
    const current = (await s.sample.admin('GET', '/__sample/faults')).json() as unknown as {
      faults: Record<string, unknown>;
    };
    expect(current.faults).toEqual({
      latencyMs: 0,
      errorRate: 0,
      malformedRate: 0,
      rateLimitRate: 0,
      rateLimitNext: 0,
      rateLimitRetryAfterSeconds: 1,
      dropRate: 0,
      operations: [],
      bodyIncludes: '',
    });
    expect((await setFaults({ errorRate: 0.5 })).faults.errorRate).toBe(0.5);
    const bad = await s.sample.admin('PUT', '/__sample/faults', { errorRate: 2 });
    expect(fieldPaths(expectFailure(bad, 400, 'INVALID_REQUEST'))).toEqual(['errorRate']);
  });

  it('errorRate 1 → 500 envelope', async () => {
    await setFaults({ errorRate: 1 });
    const body = expectFailure(await read(), 500, 'INTERNAL');
    expect(body.message).toBe('Internal Server Error');
  });

  it('bodyIncludes → only the requests whose body holds it, counted as faulted', async () => {
    await s.sample.admin('DELETE', '/__sample/stats');
    await setFaults({ errorRate: 1, operations: ['getTaxDetails'], bodyIncludes: range.startDate });
    expectFailure(await read(), 500, 'INTERNAL');
    const other = { startDate: range.endDate, endDate: range.endDate };
    expect((await s.send('getTaxDetails', { clientId }, other)).status).toBe(200);
    const stats = (await s.sample.admin('GET', '/__sample/stats')).json() as unknown as {
      faulted: number;
    };
    expect(stats.faulted).toBe(1);
  });

  it('rateLimitRate 1 → 429 with Retry-After', async () => {
    await setFaults({ rateLimitRate: 1 });
    const reply = await read();
    expectFailure(reply, 429, 'RATE_LIMITED');
    expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('rateLimitNext → that many 429s, then every request refused until its Retry-After has passed', async () => {
    await s.sample.admin('DELETE', '/__sample/stats');
    await setFaults({
      rateLimitNext: 1,
      rateLimitRetryAfterSeconds: 1,
      operations: ['getTaxDetails'],
    });
    const first = await read();
    expectFailure(first, 429, 'RATE_LIMITED');
    expect(first.headers['retry-after']).toBe('1');
    // Another operation during the pause: refused the same way.
    const other = await s.send('getDepositDetails', { clientId }, range);
    expectFailure(other, 429, 'RATE_LIMITED');
    expect(
      (
        (await s.sample.admin('GET', '/__sample/stats')).json() as unknown as {
          rateLimited: number;
        }
      ).rateLimited,
    ).toBe(2);
    // Setting the knobs again ends the pause (the afterEach reads at once).
  });

  it('malformedRate 1 → a 200 whose body is not JSON', async () => {
    await setFaults({ malformedRate: 1 });
    const reply = await read();
    expect(reply.status).toBe(200);
    expect(() => JSON.parse(reply.text) as unknown).toThrow();
  });

  it('dropRate 1 → the connection is dropped without an answer', async () => {
    await setFaults({ dropRate: 1 });
    await expect(read()).rejects.toThrow();
  });

  it('latencyMs delays the answer', async () => {
    await setFaults({ latencyMs: 400 });
    const started = performance.now();
    expectOk('getTaxDetails', await read());
    expect(performance.now() - started).toBeGreaterThanOrEqual(380);
  });

  it('operations restricts the faults to the listed operations', async () => {
    await setFaults({ errorRate: 1, operations: ['getTaxDetails'] });
    expectFailure(await read(), 500, 'INTERNAL');
    expectOk('getDepositDetails', await s.send('getDepositDetails', { clientId }, range));
    expectOk('getRestaurantDetails', await s.send('getRestaurantDetails'));
  });

  it('stats count requests per operation; DELETE clears them', async () => {
    const cleared = await s.sample.admin('DELETE', '/__sample/stats');
    expect(cleared.json()).toEqual({
      requests: {},
      rateLimited: 0,
      faulted: 0,
      busiestWindow: 0,
      raisesSent: {},
      repliesSent: {},
    });
    await read();
    await read();
    await s.send('getRestaurantDetails');
    const stats = (await s.sample.admin('GET', '/__sample/stats')).json() as unknown as {
      requests: Record<string, number>;
    };
    expect(stats.requests).toEqual({ getTaxDetails: 2, getRestaurantDetails: 1 });
  });

  it('stats count the raises received per order, the ones the faults failed too', async () => {
    await s.sample.admin('DELETE', '/__sample/stats');
    await setFaults({ errorRate: 1, operations: ['raiseManualDispute'] });
    const order = '0a1b2c3d-0000-4000-8000-000000000001';
    const body = { deliveryUUID: order, reason: 'Missing item' };
    expectFailure(await s.send('raiseManualDispute', undefined, body), 500, 'INTERNAL');
    expectFailure(await s.send('raiseManualDispute', undefined, body), 500, 'INTERNAL');
    const stats = (await s.sample.admin('GET', '/__sample/stats')).json() as unknown as {
      requests: Record<string, number>;
      raisesSent: Record<string, number>;
    };
    expect(stats.requests).toEqual({ raiseManualDispute: 2 });
    expect(stats.raisesSent).toEqual({ [order]: 2 });
  });

  it('health answers without a key', async () => {
    const reply = await s.sample.raw('GET', '/__sample/health');
    expect(reply.status).toBe(200);
    expect(reply.json()).toMatchObject({ status: 'ok', scale: 'small', today: s.api.config.today });
  });
});
