/**
 * Sign-in throttling and sign-out, through the real server over the real sample API, one
 * instance (in memory). Two instances on one PostgreSQL and Redis: instances.test.ts.
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
import { browserCall, cookiePair, startProxy } from './testing';

let sample: TestSampleApi;
beforeAll(async () => {
  sample = await startSampleApi();
});
afterAll(async () => {
  await sample.close();
});

let owner = '';
/** How many passwords were checked and found wrong for an email: the audit log says. */
const checkedFor = async (origin: string, email: string) => {
  const reply = await browserCall(
    origin,
    'GET',
    '/api/audit?action=session.sign-in-failed&limit=500',
    { cookie: owner },
  );
  const entries = reply.json<{ entries: { detail: { email?: string } }[] }>().entries;
  return entries.filter((entry) => entry.detail.email === email).length;
};

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
    owner = cookiePair((await signInAt(proxy.origin, right())).setCookie);
  });
  afterAll(async () => {
    await proxy.close();
  });

  it('wrong passwords earn growing waits (429, Retry-After) during which no password is checked; the right one after the wait resets the count', async () => {
    const replies = [];
    for (let i = 0; i < 50; i++) replies.push(await signInAt(proxy.origin, 'wrong'));
    const statuses = replies.map((reply) => reply.status);
    // Three free failures, a fourth that earns the first wait, then refusals.
    expect(statuses.slice(0, FREE_FAILURES_PER_EMAIL + 1)).toEqual([401, 401, 401, 401]);
    // The fourth refusal says the wait it earned; the free ones say none.
    expect(
      replies.slice(0, FREE_FAILURES_PER_EMAIL + 1).map((reply) => reply.headers['retry-after']),
    ).toEqual([undefined, undefined, undefined, '2']);
    expect(new Set(statuses.slice(FREE_FAILURES_PER_EMAIL + 1))).toEqual(new Set([429]));
    expect(await checkedFor(proxy.origin, sample.api.config.email)).toBe(
      FREE_FAILURES_PER_EMAIL + 1,
    );

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

  it('guesses sent all at once are checked one at a time', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        browserCall(proxy.origin, 'POST', '/api/session', {
          body: { email: 'parallel@partner.example', password: `guess-${i}` },
        }),
      ),
    );
    const statuses = guesses.map((reply) => reply.status);
    const checked = await checkedFor(proxy.origin, 'parallel@partner.example');
    expect(statuses.filter((status) => status === 401)).toHaveLength(checked);
    expect(checked).toBeLessThanOrEqual(FREE_FAILURES_PER_EMAIL + 1);
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
