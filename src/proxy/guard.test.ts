/**
 * Sign-in throttling and sign-out, through the real proxy over the real sample API: in memory
 * (one instance), and in a real Redis shared by two instances (started here on loopback, with
 * its data in a temporary folder, and stopped at the end).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleApi, type TestSampleApi } from '../sample-api/testing';
import {
  createMemoryGuard,
  DAILY_FAILURES_PER_ADDRESS,
  delayAfter,
  FREE_FAILURES_PER_EMAIL,
  MAX_DELAY_SECONDS,
} from './guard';
import { startRedis, type LocalRedis } from './local-redis';
import { browserCall, cookiePair, startProxy } from './testing';

let sample: TestSampleApi;
beforeAll(async () => {
  sample = await startSampleApi();
});
afterAll(async () => {
  await sample.close();
});

const signInCount = async () =>
  ((await sample.admin('GET', '/__sample/stats')).json().requests as Record<string, number>)
    .signIn ?? 0;

const signInAt = (origin: string, password: string) =>
  browserCall(origin, 'POST', '/api/session', {
    body: { email: sample.api.config.email, password },
  });
const right = () => sample.api.config.password;
const sessionAt = (origin: string, cookie: string) =>
  browserCall(origin, 'GET', '/api/session', { cookie });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the throttle’s schedule', () => {
  it('waits grow 2 s, 4 s, 8 s… after the free failures, up to 15 minutes', () => {
    expect(delayAfter(FREE_FAILURES_PER_EMAIL, FREE_FAILURES_PER_EMAIL)).toBe(0);
    expect(delayAfter(FREE_FAILURES_PER_EMAIL + 1, FREE_FAILURES_PER_EMAIL)).toBe(2);
    expect(delayAfter(FREE_FAILURES_PER_EMAIL + 3, FREE_FAILURES_PER_EMAIL)).toBe(8);
    expect(delayAfter(FREE_FAILURES_PER_EMAIL + 30, FREE_FAILURES_PER_EMAIL)).toBe(
      MAX_DELAY_SECONDS,
    );
  });

  it('caps the failures of one address in a day, whatever the emails', async () => {
    const guard = createMemoryGuard();
    for (let i = 0; i < DAILY_FAILURES_PER_ADDRESS; i++)
      await guard.signInFailed(`someone-${i}@example.com`, '203.0.113.9');
    // Longer than any growing delay: the rest of the day.
    expect(await guard.beginSignIn('new@example.com', '203.0.113.9')).toBeGreaterThan(
      MAX_DELAY_SECONDS,
    );
    expect(await guard.beginSignIn('new@example.com', '198.51.100.7')).toBe(0);
  });
});

describe('one instance (memory)', () => {
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  beforeAll(async () => {
    proxy = await startProxy({ ...sample.proxyConfig });
  });
  afterAll(async () => {
    await proxy.close();
  });

  it('wrong passwords earn growing waits (429, Retry-After) that the gateway never sees; the right one after the wait resets the count', async () => {
    await sample.admin('DELETE', '/__sample/stats');
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await signInAt(proxy.origin, 'wrong')).status);
    // Three free failures, a fourth that earns the first wait, then refusals.
    expect(statuses.slice(0, FREE_FAILURES_PER_EMAIL + 1)).toEqual([401, 401, 401, 401]);
    expect(new Set(statuses.slice(FREE_FAILURES_PER_EMAIL + 1))).toEqual(new Set([429]));
    expect(await signInCount()).toBe(FREE_FAILURES_PER_EMAIL + 1);

    // The right password is refused too while the wait runs, and says how long.
    const waiting = await signInAt(proxy.origin, right());
    expect(waiting.status).toBe(429);
    expect(waiting.headers['retry-after']).toBe('2');
    expect(waiting.json<{ error: { code: string } }>().error.code).toBe('SIGN_IN_THROTTLED');

    await sleep(2100);
    expect((await signInAt(proxy.origin, right())).status).toBe(200);
    // Counted again from zero.
    expect((await signInAt(proxy.origin, 'wrong')).status).toBe(401);
    expect((await signInAt(proxy.origin, right())).status).toBe(200);
  });

  it('guesses sent all at once reach the gateway one at a time', async () => {
    await sample.admin('DELETE', '/__sample/stats');
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        browserCall(proxy.origin, 'POST', '/api/session', {
          body: { email: 'parallel@partner.example', password: `guess-${i}` },
        }),
      ),
    );
    const statuses = guesses.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(await signInCount());
    expect(await signInCount()).toBeLessThanOrEqual(FREE_FAILURES_PER_EMAIL + 1);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      20 - FREE_FAILURES_PER_EMAIL - 1,
    );
  });

  it('sign-out ends the session: its cookie is refused from then on', async () => {
    const cookie = cookiePair((await signInAt(proxy.origin, right())).setCookie);
    expect((await sessionAt(proxy.origin, cookie)).status).toBe(200);
    const out = await browserCall(proxy.origin, 'DELETE', '/api/session', { cookie });
    expect(out.status).toBe(204);
    expect((await sessionAt(proxy.origin, cookie)).status).toBe(401);
    const read = await browserCall(proxy.origin, 'POST', '/api/ops/getRestaurantDetails', {
      cookie,
      body: {},
    });
    expect(read.status).toBe(401);
  });

  it('"sign out everywhere" ends every session of the user issued before it, and not later ones', async () => {
    const first = cookiePair((await signInAt(proxy.origin, right())).setCookie);
    const second = cookiePair((await signInAt(proxy.origin, right())).setCookie);
    await sleep(5);
    const out = await browserCall(proxy.origin, 'DELETE', '/api/session?everywhere=1', {
      cookie: second,
    });
    expect(out.status).toBe(204);
    expect((await sessionAt(proxy.origin, first)).status).toBe(401);
    expect((await sessionAt(proxy.origin, second)).status).toBe(401);
    await sleep(5);
    const after = cookiePair((await signInAt(proxy.origin, right())).setCookie);
    expect((await sessionAt(proxy.origin, after)).status).toBe(200);
  });
});

describe('two instances sharing Redis', () => {
  let redis: LocalRedis;
  let one: Awaited<ReturnType<typeof startProxy>>;
  let two: Awaited<ReturnType<typeof startProxy>>;
  beforeAll(async () => {
    redis = await startRedis();
    const config = { ...sample.proxyConfig, redisUrl: redis.url };
    one = await startProxy(config);
    two = await startProxy(config);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await redis?.stop();
  });

  it('a sign-out on one instance is refused on the other; failures on one throttle the other', async () => {
    const cookie = cookiePair((await signInAt(one.origin, right())).setCookie);
    expect((await sessionAt(two.origin, cookie)).status).toBe(200);
    expect((await browserCall(one.origin, 'DELETE', '/api/session', { cookie })).status).toBe(204);
    expect((await sessionAt(two.origin, cookie)).status).toBe(401);
    expect((await sessionAt(one.origin, cookie)).status).toBe(401);

    for (let i = 0; i <= FREE_FAILURES_PER_EMAIL; i++)
      expect((await signInAt(one.origin, 'wrong')).status).toBe(401);
    expect((await signInAt(two.origin, right())).status).toBe(429);
    await sleep(2100);
    expect((await signInAt(two.origin, right())).status).toBe(200);
  });

  it('with Redis gone, sign-in fails closed with a clear 503 and signed-in reads keep working', async () => {
    const cookie = cookiePair((await signInAt(one.origin, right())).setCookie);
    await redis.stop();
    const refused = await signInAt(one.origin, right());
    expect(refused.status).toBe(503);
    expect(refused.json<{ error: { code: string; detail: string } }>().error).toMatchObject({
      code: 'SIGN_IN_UNAVAILABLE',
      detail: 'Sign-in is unavailable for a moment; try again shortly',
    });
    expect((await sessionAt(two.origin, cookie)).status).toBe(200);
    const read = await browserCall(two.origin, 'POST', '/api/ops/getRestaurantDetails', {
      cookie,
      body: {},
    });
    expect(read.status).toBe(200);
  });
});
