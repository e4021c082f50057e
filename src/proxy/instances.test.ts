/**
 * Two instances of the server on one real PostgreSQL and one real Redis (each started here on
 * loopback in a temporary folder, and stopped at the end), over the real sample API. The
 * database is the truth about sessions: a sign-out, a deactivation, a change of role or "sign
 * out everywhere" on one instance applies from the next request on the other, whatever Redis
 * does; Redis carries only the sign-in throttle, and a Redis gone or stalled holds up nothing
 * but sign-in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../contract/people';
import { startPostgres, type LocalPostgres } from '../people/db/local-postgres';
import { startSampleApi, type TestSampleApi } from '../sample-api/testing';
import { FREE_FAILURES_PER_EMAIL } from './guard';
import { startRedis, type LocalRedis } from './local-redis';
import { browserCall, cookiePair, startProxy } from './testing';

let sample: TestSampleApi;
let postgres: LocalPostgres;
let redis: LocalRedis;
let one: Awaited<ReturnType<typeof startProxy>>;
let two: Awaited<ReturnType<typeof startProxy>>;
let owner: string;
let clientId: string;
let listingId: string;

const PASSWORD = 'another long passphrase here';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const signIn = async (origin: string, email: string, password: string) => {
  const reply = await browserCall(origin, 'POST', '/api/session', { body: { email, password } });
  return { status: reply.status, cookie: reply.status === 200 ? cookiePair(reply.setCookie) : '' };
};
const sessionOn = async (origin: string, cookie: string) =>
  (await browserCall(origin, 'GET', '/api/session', { cookie })).status;
const readOn = async (origin: string, cookie: string, fresh = false) =>
  (
    await browserCall(origin, 'POST', '/api/ops/getRestaurantDetails', {
      body: {},
      cookie,
      // A page's refresh: asks the gateway, not a kept reply.
      headers: fresh ? { 'x-dashboard-fresh': '1' } : {},
    })
  ).status;

/** Invites a person on instance one and accepts on instance two: their cookie and id. */
const person = async (email: string, role: Person['role']) => {
  const invited = await browserCall(one.origin, 'POST', '/api/team/invitations', {
    cookie: owner,
    body: {
      email,
      name: email.split('@')[0],
      role,
      scope: { kind: 'clients', clientIds: [clientId] },
    },
  });
  expect(invited.status, invited.text).toBe(200);
  const token = invited.json<{ link: string }>().link.split('/').pop() ?? '';
  const accepted = await browserCall(two.origin, 'POST', `/api/links/${token}`, {
    body: { password: PASSWORD },
  });
  expect(accepted.status, accepted.text).toBe(200);
  return {
    cookie: cookiePair(accepted.setCookie),
    id: invited.json<{ person: Person }>().person.id,
  };
};

beforeAll(async () => {
  [sample, postgres, redis] = await Promise.all([startSampleApi(), startPostgres(), startRedis()]);
  const config = {
    ...sample.proxyConfig,
    databaseUrl: postgres.url,
    redisUrl: redis.url,
    readCacheSeconds: 60,
  };
  one = await startProxy(config);
  two = await startProxy(config);
  owner = (await signIn(one.origin, sample.api.config.email, sample.api.config.password)).cookie;
  const details = await browserCall(one.origin, 'POST', '/api/ops/getRestaurantDetails', {
    body: {},
    cookie: owner,
  });
  const first = details.json<{
    result: { restaurantDetails: { clientId: string; listingDetails: { listingId: string }[] }[] };
  }>().result.restaurantDetails[0]!;
  clientId = first.clientId;
  listingId = first.listingDetails[0]!.listingId;
}, 60_000);
afterAll(async () => {
  await one?.close();
  await two?.close();
  await redis?.stop();
  await postgres?.stop();
  await sample?.close();
});

describe('two instances, one PostgreSQL, Redis', () => {
  it('share one gateway token: the second instance neither signs in nor refreshes for itself', async () => {
    const requests = async () =>
      ((await sample.admin('GET', '/__sample/stats')).json().requests ?? {}) as Record<
        string,
        number
      >;
    const before = await requests();
    expect(await readOn(two.origin, owner, true)).toBe(200);
    expect(await readOn(one.origin, owner, true)).toBe(200);
    const after = await requests();
    expect(after.signIn ?? 0).toBe(before.signIn ?? 0);
    // Expired at the gateway: one instance refreshes, the other takes the token it kept.
    await sample.admin('POST', '/__sample/expire-tokens');
    expect(await readOn(one.origin, owner, true)).toBe(200);
    expect(await readOn(two.origin, owner, true)).toBe(200);
    const refreshed = await requests();
    expect((refreshed.refreshToken ?? 0) - (after.refreshToken ?? 0)).toBe(1);
  });

  it('a sign-out on one is refused on the other; failures on one throttle the other', async () => {
    const { cookie } = await signIn(
      one.origin,
      sample.api.config.email,
      sample.api.config.password,
    );
    expect(await sessionOn(two.origin, cookie)).toBe(200);
    expect((await browserCall(one.origin, 'DELETE', '/api/session', { cookie })).status).toBe(204);
    expect(await sessionOn(two.origin, cookie)).toBe(401);
    const throttled = { email: 'throttled@group.example' };
    await person(throttled.email, 'viewer');
    for (let i = 0; i <= FREE_FAILURES_PER_EMAIL; i++)
      expect((await signIn(one.origin, throttled.email, `wrong ${i}`)).status).toBe(401);
    expect((await signIn(two.origin, throttled.email, PASSWORD)).status).toBe(429);
    await sleep(2100);
    expect((await signIn(two.origin, throttled.email, PASSWORD)).status).toBe(200);
  });

  it('deactivation, a change of role and "sign out everywhere" apply on the next request on the other instance', async () => {
    const leaver = await person('leaver@group.example', 'viewer');
    expect(await readOn(two.origin, leaver.cookie)).toBe(200);
    await browserCall(one.origin, 'POST', `/api/team/${leaver.id}/deactivate`, { cookie: owner });
    expect(await readOn(two.origin, leaver.cookie)).toBe(401);

    const promoted = await person('changing@group.example', 'manager');
    const write = () =>
      browserCall(two.origin, 'POST', '/api/ops/setAutoDispute', {
        cookie: promoted.cookie,
        body: { query: { client_id: clientId }, body: { channel: 'MARKETPLACE_1', stores: ['x'] } },
      });
    // A manager's write of a store not theirs is refused for the store…
    expect((await write()).json<{ error: { code: string } }>().error.code).toBe('OUT_OF_SCOPE');
    await browserCall(one.origin, 'PATCH', `/api/team/${promoted.id}`, {
      cookie: owner,
      body: { role: 'viewer' },
    });
    // …and, a viewer now, for the role, on the other instance at once.
    expect((await write()).json<{ error: { code: string } }>().error.code).toBe('ROLE');

    const first = await signIn(one.origin, 'changing@group.example', PASSWORD);
    const second = await signIn(two.origin, 'changing@group.example', PASSWORD);
    expect(
      (
        await browserCall(two.origin, 'DELETE', '/api/session?everywhere=1', {
          cookie: second.cookie,
        })
      ).status,
    ).toBe(204);
    expect(await sessionOn(one.origin, first.cookie)).toBe(401);
    expect(await sessionOn(two.origin, promoted.cookie)).toBe(401);
  });

  it('a reply kept on one instance is given on the other; a write on one clears it on both', async () => {
    const asked = async () =>
      ((await sample.admin('GET', '/__sample/stats')).json().requests as Record<string, number>)
        .listAutoDisputeConfigs ?? 0;
    const configs = (origin: string) =>
      browserCall(origin, 'POST', '/api/ops/listAutoDisputeConfigs', {
        cookie: owner,
        body: { query: { client_id: clientId }, body: {} },
      });
    const before = await asked();
    const read = await configs(two.origin);
    expect(read.status, read.text).toBe(200);
    const shared = await configs(one.origin);
    expect(shared.headers['x-dashboard-read']).toBe('kept');
    expect((await configs(two.origin)).headers['x-dashboard-read']).toBe('kept');
    expect((await asked()) - before).toBe(1);

    const written = await browserCall(one.origin, 'POST', '/api/ops/setAutoDispute', {
      cookie: owner,
      body: {
        query: { client_id: clientId },
        body: { channel: 'MARKETPLACE_1', stores: [listingId] },
      },
    });
    expect(written.status, written.text).toBe(200);
    const after = await configs(two.origin);
    expect(after.headers['x-dashboard-read']).toBe('upstream');
    expect((await asked()) - before).toBe(2);
    // The write is still settling at the gateway, on every instance: asked again, not kept.
    expect((await configs(one.origin)).headers['x-dashboard-read']).toBe('upstream');
    expect((await asked()) - before).toBe(3);
  });

  it('with Redis stalled, signed-in reads do not wait for it, and sign-in says it is unavailable', async () => {
    const { cookie } = await signIn(
      one.origin,
      sample.api.config.email,
      sample.api.config.password,
    );
    process.kill(redis.pid!, 'SIGSTOP');
    try {
      // Answered while Redis is still paused (it stays so until this test ends): a read that
      // waited for it would never answer, and the test would time out.
      expect(await readOn(two.origin, cookie)).toBe(200);
      const refused = await browserCall(one.origin, 'POST', '/api/session', {
        body: { email: sample.api.config.email, password: sample.api.config.password },
      });
      expect(refused.status).toBe(503);
    } finally {
      process.kill(redis.pid!, 'SIGCONT');
    }
  });

  it('with Redis gone, a sign-out still holds, and one made earlier stays refused', async () => {
    const earlier = await signIn(one.origin, sample.api.config.email, sample.api.config.password);
    const during = await signIn(one.origin, sample.api.config.email, sample.api.config.password);
    await browserCall(one.origin, 'DELETE', '/api/session', { cookie: earlier.cookie });
    await redis.stop();
    expect(await sessionOn(two.origin, earlier.cookie)).toBe(401);
    expect(
      (await browserCall(two.origin, 'DELETE', '/api/session', { cookie: during.cookie })).status,
    ).toBe(204);
    expect(await sessionOn(one.origin, during.cookie)).toBe(401);
    expect(await readOn(one.origin, during.cookie)).toBe(401);
    // Signed-in reads keep working without it.
    expect(await readOn(two.origin, owner)).toBe(200);
    const refused = await browserCall(one.origin, 'POST', '/api/session', {
      body: { email: sample.api.config.email, password: sample.api.config.password },
    });
    expect(refused.status).toBe(503);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('SIGN_IN_UNAVAILABLE');
  });
});
