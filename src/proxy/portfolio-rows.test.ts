/**
 * `POST /api/portfolio/rows` through the real server over the real sample API: the rows it
 * streams are the rows the page's own per-operation calls give for the same person; a scoped
 * person (and someone viewing as them) gets their clients' rows only; a bad body is refused
 * before anything goes upstream; a failing part is that part's, the rest of the row stays; a
 * request the browser leaves stops.
 */
import { QueryClient } from '@tanstack/react-query';
import { request } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../contract/people';
import { answeringAs } from '../notify/brief-reader';
import { startSampleApi, TEST_TODAY, type TestSampleApi } from '../sample-api/testing';
import { loadRow } from '../web/entities/portfolio/load-row';
import type { RowLine } from '../web/entities/portfolio/portfolio-row';
import { browserCall, cookiePair, invitePerson, startProxy } from './testing';
import { failureOf } from './portfolio-rows';

let sample: TestSampleApi;
let server: Awaited<ReturnType<typeof startProxy>>;
let owner: string;
let clients: { clientId: string; clientName: string; listingDetails: { listingId: string }[] }[];

const FROM = '2026-10-20';
const body = { from: FROM, to: TEST_TODAY, channels: [], today: TEST_TODAY };
const PASSWORD = 'a long and uncommon passphrase';

const call = (
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) => browserCall(server.origin, method, path, options);

const upstreamRequests = async (): Promise<number> => {
  const { requests } = (await sample.admin('GET', '/__sample/stats')).json() as unknown as {
    requests: Record<string, number>;
  };
  return Object.values(requests).reduce((sum, n) => sum + n, 0);
};

/** The stream's lines, by client. */
const rowsOf = (text: string) => {
  const lines = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RowLine);
  return new Map(lines.map((line) => [line.clientId, line.parts]));
};

const invite = (person: { email: string; name: string; scope: Person['scope'] }) =>
  invitePerson(server.origin, owner, { ...person, role: 'manager' }, PASSWORD);

beforeAll(async () => {
  sample = await startSampleApi({ scale: 'default' });
  server = await startProxy({ ...sample.proxyConfig, readRetries: 0 });
  const signedIn = await call('POST', '/api/session', {
    body: { email: sample.api.config.email, password: sample.api.config.password },
  });
  owner = cookiePair(signedIn.setCookie);
  clients = (
    await call('POST', '/api/ops/getRestaurantDetails', { body: {}, cookie: owner })
  ).json<{ result: { restaurantDetails: typeof clients } }>().result.restaurantDetails;
  expect(clients.length).toBeGreaterThanOrEqual(3);
});
afterAll(async () => {
  await server?.close();
  await sample?.close();
});
afterEach(async () => {
  await sample.admin('PUT', '/__sample/faults', {});
});

describe('POST /api/portfolio/rows', () => {
  it('streams one NDJSON line per client, equal to the rows the per-operation calls give', async () => {
    const reply = await call('POST', '/api/portfolio/rows', { body, cookie: owner });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/x-ndjson/);
    expect(reply.headers['x-accel-buffering']).toBe('no');
    const streamed = rowsOf(reply.text);
    expect([...streamed.keys()].sort()).toEqual(clients.map((c) => c.clientId).sort());

    // The page's own code, each call a request to /api/ops as the browser sends it.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const scope = { from: FROM, to: TEST_TODAY, channels: [] };
    for (const client of clients) {
      const parts = await answeringAs(
        async (path, input) => {
          const answered = await call('POST', path, { body: input, cookie: owner });
          return { status: answered.status, body: answered.text, headers: {} };
        },
        () =>
          loadRow(queryClient, client as never, scope, TEST_TODAY, new AbortController().signal),
      );
      const expected = Object.fromEntries(
        Object.entries(parts).map(([id, part]) => [
          id,
          part.ok ? part : { ok: false, error: failureOf(part.error) },
        ]),
      );
      expect(JSON.parse(JSON.stringify(expected))).toEqual(streamed.get(client.clientId));
      expect(streamed.get(client.clientId)?.finance.ok).toBe(true);
    }
  });

  it('answers a person scoped to some clients with those clients only, and someone viewing as them the same', async () => {
    const mine = [clients[0]!.clientId, clients[2]!.clientId];
    const scoped = await invite({
      email: 'am@rows.example',
      name: 'Ann Rows',
      scope: { kind: 'clients', clientIds: mine },
    });
    const own = await call('POST', '/api/portfolio/rows', { body, cookie: scoped.cookie });
    expect(own.status, own.text).toBe(200);
    expect([...rowsOf(own.text).keys()].sort()).toEqual([...mine].sort());

    // Asking for a client beyond the scope gets nothing of it.
    const beyond = await call('POST', '/api/portfolio/rows', {
      body: { ...body, clientIds: [clients[1]!.clientId, clients[0]!.clientId] },
      cookie: scoped.cookie,
    });
    expect([...rowsOf(beyond.text).keys()]).toEqual([clients[0]!.clientId]);

    const viewer = cookiePair(
      (
        await call('POST', '/api/session', {
          body: { email: sample.api.config.email, password: sample.api.config.password },
        })
      ).setCookie,
    );
    const viewing = await call('POST', '/api/view-as', {
      cookie: viewer,
      body: { personId: scoped.id },
    });
    expect(viewing.status, viewing.text).toBe(200);
    const viewed = await call('POST', '/api/portfolio/rows', { body, cookie: viewer });
    expect(viewed.status, viewed.text).toBe(200);
    expect(rowsOf(viewed.text)).toEqual(rowsOf(own.text));
  });

  it('refuses a bad body with 400 and a clear message, before anything goes upstream', async () => {
    const before = await upstreamRequests();
    for (const bad of [
      { ...body, from: '2026-13-01' },
      { ...body, to: '2026-10-01' },
      { ...body, channels: ['NOT_A_CHANNEL'] },
      { from: FROM, to: TEST_TODAY },
      'not json',
    ]) {
      const reply = await call('POST', '/api/portfolio/rows', { body: bad, cookie: owner });
      expect(reply.status, reply.text).toBe(400);
      const error = reply.json<{ error: { code: string; detail: string } }>().error;
      expect(error.code).toMatch(/INVALID_REQUEST|MALFORMED_JSON/);
      expect(error.detail.length).toBeGreaterThan(10);
    }
    const unsigned = await call('POST', '/api/portfolio/rows', { body });
    expect(unsigned.status).toBe(401);
    const crossSite = await request(`${server.origin}/api/portfolio/rows`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner },
      body: JSON.stringify(body),
    });
    expect(crossSite.statusCode).toBe(403);
    await crossSite.body.dump();
    expect(await upstreamRequests()).toBe(before);
  });

  it('says a failing part in that part, the rest of the row stays', async () => {
    await sample.admin('PUT', '/__sample/faults', {
      errorRate: 1,
      operations: ['getPosVsOffPremise'],
    });
    const reply = await call('POST', '/api/portfolio/rows', {
      body: { ...body, clientIds: [clients[0]!.clientId] },
      cookie: owner,
    });
    expect(reply.status, reply.text).toBe(200);
    const parts = rowsOf(reply.text).get(clients[0]!.clientId);
    expect(parts?.pos).toMatchObject({ ok: false, error: { status: 502 } });
    expect(parts?.pos.ok === false && parts.pos.error.message.length).toBeGreaterThan(10);
    for (const id of ['finance', 'disputes', 'reviews', 'payouts'] as const)
      expect(parts?.[id].ok, id).toBe(true);
  });

  it('stops reading when the browser leaves', async () => {
    // Every read asks the gateway here (nothing kept): what a whole read asks, then a left one.
    const start = await upstreamRequests();
    await call('POST', '/api/portfolio/rows', { body, cookie: owner });
    const whole = (await upstreamRequests()) - start;
    await sample.admin('PUT', '/__sample/faults', { latencyMs: 400 });
    const controller = new AbortController();
    const before = await upstreamRequests();
    const pending = request(`${server.origin}/api/portfolio/rows`, {
      method: 'POST',
      headers: { 'x-dashboard-request': '1', 'content-type': 'application/json', cookie: owner },
      body: JSON.stringify(body),
      signal: controller.signal,
    }).catch(() => null);
    // Left while the clients list is on its way: no client's row is started.
    await new Promise((resolve) => setTimeout(resolve, 200));
    controller.abort();
    await pending;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const atLeave = await upstreamRequests();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // What was under way when it left may answer; nothing new is asked after.
    expect(await upstreamRequests()).toBe(atLeave);
    expect(whole).toBeGreaterThan(clients.length * 5);
    expect(atLeave - before).toBeLessThanOrEqual(2);
  });
});
