/**
 * Two instances of the server on one real Redis and one real PostgreSQL (one partner token for
 * both), over the real sample API whose own per-token limit is the budget: together they keep to
 * one budget, a 429 one of them meets pauses the other too, and with Redis gone each keeps to its
 * share in memory and every read is still answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type LocalPostgres } from '../people/db/local-postgres';
import { startSampleApi, type TestSampleApi } from '../sample-api/testing';
import { startRedis, type LocalRedis } from './local-redis';
import { browserCall, cookiePair, startProxy } from './testing';

const LIMIT = 5;
const WINDOW_MS = 500;
const range = { startDate: '2026-10-01', endDate: '2026-10-31' };

let sample: TestSampleApi;
let postgres: LocalPostgres;
let redis: LocalRedis;
let one: Awaited<ReturnType<typeof startProxy>>;
let two: Awaited<ReturnType<typeof startProxy>>;
let cookie: string;
let clientId: string;
const logs: Record<'one' | 'two', string[]> = { one: [], two: [] };

const stats = async () =>
  (await sample.admin('GET', '/__sample/stats')).json() as unknown as {
    requests: Record<string, number>;
    rateLimited: number;
  };

const orders = (origin: string, offset: number) =>
  browserCall(origin, 'POST', '/api/ops/listOrders', {
    body: { query: { clientId, limit: 1, offset }, body: range },
    cookie,
  });

beforeAll(async () => {
  [sample, postgres, redis] = await Promise.all([
    startSampleApi({ rateLimitPerMinute: LIMIT, rateLimitWindowMs: WINDOW_MS }),
    startPostgres(),
    startRedis(),
  ]);
  const config = {
    ...sample.proxyConfig,
    databaseUrl: postgres.url,
    redisUrl: redis.url,
    upstreamRequestsPerMinute: LIMIT,
    upstreamBudgetWindowMs: WINDOW_MS,
  };
  const logTo = (lines: string[]) => ({ write: (line: string) => void lines.push(line) });
  one = await startProxy(config, { logDestination: logTo(logs.one) });
  two = await startProxy(config, { logDestination: logTo(logs.two) });
  const signedIn = await browserCall(one.origin, 'POST', '/api/session', {
    body: { email: sample.api.config.email, password: sample.api.config.password },
  });
  cookie = cookiePair(signedIn.setCookie);
  const details = await browserCall(one.origin, 'POST', '/api/ops/getRestaurantDetails', {
    body: {},
    cookie,
  });
  clientId = details.json<{ result: { restaurantDetails: { clientId: string }[] } }>().result
    .restaurantDetails[0]!.clientId;
  // The second instance takes the partner token the first one keeps in the database.
  expect((await orders(two.origin, 0)).status).toBe(200);
});
afterAll(async () => {
  await Promise.all([one?.close(), two?.close()]);
  await Promise.all([sample?.close(), postgres?.stop(), redis?.stop()]);
});

describe('one budget for every instance', () => {
  it('two instances on one token keep together to one budget: a burst on both is answered in full, and the gateway never refuses one', async () => {
    const tokens = (await sample.admin('GET', '/__sample/tokens')).json() as unknown as {
      access: string[];
    };
    expect(tokens.access).toHaveLength(1);
    await sample.admin('DELETE', '/__sample/stats');
    const replies = await Promise.all(
      Array.from({ length: LIMIT * 3 }, (_, i) => orders(i % 2 ? one.origin : two.origin, 10 + i)),
    );
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    const after = await stats();
    expect(after.requests.listOrders).toBe(LIMIT * 3);
    // Each instance alone would have let five a second go: together they would have been refused.
    expect(after.rateLimited).toBe(0);
  });

  it('a 429 met by one instance pauses the other', async () => {
    await sample.admin('DELETE', '/__sample/stats');
    await sample.admin('PUT', '/__sample/faults', {
      rateLimitNext: 1,
      rateLimitRetryAfterSeconds: 1,
      operations: ['getTaxDetails'],
    });
    const refused = browserCall(one.origin, 'POST', '/api/ops/getTaxDetails', {
      body: { query: { clientId }, body: range },
      cookie,
    });
    while ((await stats()).rateLimited === 0) await new Promise((r) => setTimeout(r, 20));
    const others = await Promise.all([0, 1, 2].map((i) => orders(two.origin, 100 + i)));
    expect((await refused).status).toBe(200);
    expect(others.map((reply) => reply.status)).toEqual([200, 200, 200]);
    const after = await stats();
    // The other instance sent nothing during the pause: the gateway refused nobody else.
    expect(after.rateLimited).toBe(1);
    expect(after.requests.getTaxDetails).toBe(2);
    await sample.admin('PUT', '/__sample/faults', {});
  });

  it('with Redis stalled, then gone, every read is still answered, each instance keeping to its share, and each says so once', async () => {
    const burst = async (from: number) => {
      const replies = await Promise.all(
        Array.from({ length: 8 }, (_, i) => orders(i % 2 ? one.origin : two.origin, from + i)),
      );
      expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    };
    // Stalled: connected, but no command is answered (each times out).
    process.kill(redis.pid!, 'SIGSTOP');
    try {
      await burst(200);
    } finally {
      process.kill(redis.pid!, 'SIGCONT');
    }
    await redis.stop();
    await burst(300);
    for (const lines of [logs.one, logs.two]) {
      const said = lines.filter((line) => line.includes('Upstream budget: Redis unreachable'));
      expect(said).toHaveLength(1);
      expect(said[0]).toContain('its share (2 requests a window)');
    }
  });
});
