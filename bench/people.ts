/**
 * What people's accounts cost the server (architecture.md, "Budgets"), each side by side in one
 * run, with the people in the embedded database (PGlite, the default) and, where PostgreSQL is
 * installed, in a PostgreSQL server as well:
 *
 * - Session lookup and scope check on a light read. The same read (a one-client manager's
 *   auto-dispute settings, a small reply that goes through unread) directly on the sample API,
 *   through the bare hop (`bare-hop.ts`: no session, no scope, no validation) and through the
 *   proxy as that person, interleaved. The proxy's p50 minus the bare hop's is everything the
 *   proxy does of its own on that read (CSRF and input checks as well as the session and the
 *   scope): an upper bound on what the session lookup and the scope check add, and the figure
 *   budgeted. Beside it, the two parts alone, in this process: `sessions.resolve` against the
 *   same kind of database, and `authorize` for the same read.
 * - Password sign-in: 20 different people sign in at once (the throttle holds one sign-in per
 *   email at a time), five rounds after one unmeasured; the p95 of the 100.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { operations } from '../src/contract/operations';
import type { Scope } from '../src/contract/people';
import { openPeopleStore } from '../src/people/db/open-store';
import { startPostgres, type LocalPostgres } from '../src/people/db/local-postgres';
import { hashPassword, verifyPassword } from '../src/people/passwords';
import { createSessions } from '../src/people/sessions';
import { authorize, type Access } from '../src/proxy/scope';
import {
  BENCH_SECRET,
  dashboardCall,
  invitePerson,
  latencyProbe,
  percentile,
  record,
  SAMPLE_ACCOUNT,
  signInCookie,
  startChild,
  startProxyChild,
  stopChild,
  type Call,
} from './lib';

const SAMPLE_PORT = 4520;
const PROXY_PORTS = { pglite: 4521, postgres: 4523 } as const;
const BARE_PORT = 4522;
const KEY = 'bench-key';
const TODAY = '2026-11-18';
const SIGN_IN_AT_ONCE = 20;
const SIGN_IN_ROUNDS = 5;

type Database = keyof typeof PROXY_PORTS;
const ms = (value: number) => `${value.toFixed(3)} ms`;

/** The sample API, a PostgreSQL server when one is installed, and a proxy on each database. */
const startServers = async (stops: (() => Promise<void>)[], env: Record<string, string> = {}) => {
  const sample = await startChild(
    process.execPath,
    ['--import', 'tsx', 'src/sample-api/main.ts'],
    {
      SAMPLE_API_PORT: String(SAMPLE_PORT),
      SAMPLE_API_KEY: KEY,
      SAMPLE_TODAY: TODAY,
      SAMPLE_RATE_LIMIT_PER_MINUTE: '100000000',
    },
    /Sample partner API on/,
  );
  stops.push(() => stopChild(sample));
  const upstream = `http://127.0.0.1:${SAMPLE_PORT}`;
  let postgres: LocalPostgres | null = null;
  try {
    postgres = await startPostgres();
    stops.push(postgres.stop);
  } catch (error) {
    console.log(
      `   PostgreSQL: not measured (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
    );
  }
  const proxies: Partial<Record<Database, string>> = {};
  const pglite = await startProxyChild({ port: PROXY_PORTS.pglite, upstream, apiKey: KEY, env });
  stops.push(pglite.stop);
  proxies.pglite = pglite.origin;
  if (postgres) {
    const server = await startProxyChild({
      port: PROXY_PORTS.postgres,
      upstream,
      apiKey: KEY,
      databaseUrl: postgres.url,
      env,
    });
    stops.push(server.stop);
    proxies.postgres = server.origin;
  }
  return { upstream, postgres, proxies };
};

const stopAll = async (stops: (() => Promise<void>)[]) => {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
};

/** The sample's clients, and a token to call it directly. */
const upstreamSession = async (upstream: string) => {
  const signIn = await request(`${upstream}${operations.signIn.path}`, {
    method: 'POST',
    headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
    body: JSON.stringify(SAMPLE_ACCOUNT),
  });
  const token = ((await signIn.body.json()) as { result: { token: string } }).result.token;
  const details = await request(`${upstream}${operations.getRestaurantDetails.path}`, {
    headers: { 'x-api-key': KEY, token },
  });
  const clients = (
    (await details.body.json()) as {
      result: { restaurantDetails: { clientId: string; listingDetails: unknown[] }[] };
    }
  ).result.restaurantDetails;
  return { token, clients };
};

/** Median time of `fn` over `n` calls after `n / 10` unmeasured ones, in ms. */
const medianOf = async (n: number, fn: () => Promise<unknown>) => {
  for (let i = 0; i < n / 10; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return percentile(times, 50);
};

/** `sessions.resolve` for a live session, against the database at `databaseUrl` or a new PGlite. */
const sessionLookupMedian = async (databaseUrl: string | null) => {
  const dataDir = databaseUrl ? null : mkdtempSync(join(tmpdir(), 'bench-sessions-'));
  const store = await openPeopleStore({
    ...(databaseUrl ? { databaseUrl } : { dataDir: dataDir! }),
    encryptionKey: BENCH_SECRET,
  });
  try {
    await store.migrate();
    const person = await store.createPerson({
      email: `lookup-${Date.now()}@partner.example`,
      name: 'Lookup',
      role: 'manager',
      scope: { kind: 'clients', clientIds: ['client-1'] },
      status: 'active',
    });
    // Started as the server starts one (a sign-in's request: its browser and address).
    const sessions = createSessions(store, 3600);
    const value = await sessions.start(
      person,
      { headers: { 'user-agent': 'Bench' } } as IncomingMessage,
      '127.0.0.1',
    );
    return await medianOf(2000, async () => {
      if (!(await sessions.resolve(value))) throw new Error('the session was not found');
    });
  } finally {
    await store.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
};

export const benchSessionAndScope = async () => {
  const stops: (() => Promise<void>)[] = [];
  try {
    const { upstream, postgres, proxies } = await startServers(stops);
    const { token, clients } = await upstreamSession(upstream);
    const client = clients[0];
    if (!client) throw new Error('the sample has no clients');
    const scope: Scope = { kind: 'clients', clientIds: [client.clientId] };
    const bare = await startChild(
      process.execPath,
      ['--import', 'tsx', 'bench/bare-hop.ts'],
      {
        PORT: String(BARE_PORT),
        UPSTREAM_URL: upstream,
        PARTNER_API_KEY: KEY,
        UPSTREAM_TOKEN: token,
      },
      /ready/,
    );
    stops.push(() => stopChild(bare));

    // The light read: a one-client manager's auto-dispute settings.
    const def = operations.getDisputeConfigDetails;
    const query = { client_id: client.clientId };
    const hopBody = JSON.stringify({ query });
    const hopHeaders = { 'x-dashboard-request': '1', 'content-type': 'application/json' };
    const calls: Record<string, Call> = {
      direct: () =>
        request(`${upstream}${def.path}?${new URLSearchParams(query).toString()}`, {
          method: 'GET',
          headers: { 'x-api-key': KEY, [def.tokenHeader]: token },
          reset: false,
        }),
      bare: () =>
        request(`http://127.0.0.1:${BARE_PORT}/api/ops/getDisputeConfigDetails`, {
          method: 'POST',
          headers: hopHeaders,
          body: hopBody,
          reset: false,
        }),
    };
    const databases = Object.keys(proxies) as Database[];
    for (const database of databases) {
      const origin = proxies[database]!;
      const owner = await signInCookie(origin, SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
      const cookie = await invitePerson(origin, owner, {
        email: 'one-client@partner.example',
        name: 'One Client',
        role: 'manager',
        scope,
        password: 'quiet-harbour-lamp-42',
      });
      const headers = { ...hopHeaders, cookie };
      calls[database] = () =>
        request(`${origin}/api/ops/getDisputeConfigDetails`, {
          method: 'POST',
          headers,
          body: hopBody,
          reset: false,
        });
      // The same server without a session or the scope (GET /api/meta), and the session alone.
      calls[`${database} meta`] = () =>
        request(`${origin}/api/meta`, { headers: hopHeaders, reset: false });
      calls[`${database} session`] = () =>
        request(`${origin}/api/session`, { headers, reset: false });
      const first = await dashboardCall(origin, 'POST', '/api/ops/getDisputeConfigDetails', {
        cookie,
        body: { query },
      });
      if (first.status !== 200) throw new Error(`the light read: ${first.status} ${first.text}`);
    }
    const size = (
      await (
        await request(`${upstream}${def.path}?${new URLSearchParams(query).toString()}`, {
          headers: { 'x-api-key': KEY, [def.tokenHeader]: token },
        })
      ).body.arrayBuffer()
    ).byteLength;
    const alone = await latencyProbe(calls, 1, 1500, 3);
    const loaded = await latencyProbe(calls, 8, 1500, 2);
    console.log(
      `   getDisputeConfigDetails as a one-client manager (${size} bytes), p50 one at a time / 8 in flight: direct ${ms(alone.direct!)} / ${ms(loaded.direct!)}, bare hop ${ms(alone.bare!)} / ${ms(loaded.bare!)}` +
        databases
          .map(
            (d) =>
              `; ${d}: proxy ${ms(alone[d]!)} / ${ms(loaded[d]!)}, GET /api/meta ${ms(alone[`${d} meta`]!)}, GET /api/session ${ms(alone[`${d} session`]!)}`,
          )
          .join(''),
    );

    // The two parts alone, in this process.
    const access: Access = { role: 'manager', scope, readOnly: false };
    const directory = Promise.resolve({ clients: clients as never });
    const ctx = { directory: () => directory, orderDetails: async () => null };
    const scopeCheck = await medianOf(10_000, () =>
      authorize('getDisputeConfigDetails', { query, body: undefined }, access, ctx),
    );
    const lookups: Partial<Record<Database, number>> = {
      pglite: await sessionLookupMedian(null),
      ...(postgres ? { postgres: await sessionLookupMedian(postgres.url) } : {}),
    };

    for (const database of databases) {
      const added = alone[database]! - alone.bare!;
      record({
        what: `${database}: light read, proxy p50 − bare hop p50`,
        value: ms(added),
        budget: '≤ 1 ms',
        ok: added <= 1,
      });
      record({
        what: `${database}: the same, 8 in flight`,
        value: ms(loaded[database]! - loaded.bare!),
        budget: 'information',
        ok: null,
      });
      record({
        what: `${database}: GET /api/session p50 − GET /api/meta p50`,
        value: ms(alone[`${database} session`]! - alone[`${database} meta`]!),
        budget: 'information',
        ok: null,
      });
      const lookup = lookups[database]!;
      record({
        what: `${database}: session lookup (sessions.resolve), p50 in-process`,
        value: ms(lookup),
        budget: 'information',
        ok: null,
      });
    }
    record({
      what: 'scope check (authorize, one-client manager), p50 of 10,000',
      value: `${(scopeCheck * 1000).toFixed(1)} µs`,
      budget: 'information',
      ok: null,
    });
  } finally {
    await stopAll(stops);
  }
};

/**
 * The reference: as many password checks at once with nothing else (argon2id at the server's
 * cost, on a threadpool of the same size, in this process), each one's time to its end.
 */
let referenceHash: Promise<string> | null = null;
const hashesAtOnce = async () => {
  const hash = await (referenceHash ??= hashPassword('quiet-harbour-lamp-0'));
  const started = process.hrtime.bigint();
  return Promise.all(
    Array.from({ length: SIGN_IN_AT_ONCE }, async () => {
      if (!(await verifyPassword(hash, 'quiet-harbour-lamp-0'))) throw new Error('no match');
      return Number(process.hrtime.bigint() - started) / 1e6;
    }),
  );
};

export const benchSignIn = async () => {
  const stops: (() => Promise<void>)[] = [];
  try {
    const { proxies } = await startServers(stops);
    console.log(
      `   ${SIGN_IN_AT_ONCE} people at once, ${SIGN_IN_ROUNDS} rounds; libuv threadpool ${process.env.UV_THREADPOOL_SIZE ?? '4 (the default)'}; ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)}`,
    );
    for (const database of Object.keys(proxies) as Database[]) {
      const origin = proxies[database]!;
      const owner = await signInCookie(origin, SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
      const people = Array.from({ length: SIGN_IN_AT_ONCE }, (_, i) => ({
        email: `person-${i + 1}@partner.example`,
        password: `quiet-harbour-lamp-${i + 1}`,
      }));
      for (const [i, person] of people.entries())
        await invitePerson(origin, owner, {
          ...person,
          name: `Person ${i + 1}`,
          role: 'viewer',
          scope: { kind: 'all' },
        });
      const signInTimes = async (who: typeof people) =>
        Promise.all(
          who.map(async (person) => {
            const started = process.hrtime.bigint();
            await signInCookie(origin, person.email, person.password);
            return Number(process.hrtime.bigint() - started) / 1e6;
          }),
        );
      const one: number[] = [];
      for (const person of people.slice(0, 10)) one.push(...(await signInTimes([person])));
      await signInTimes(people);
      await hashesAtOnce();
      const times: number[] = [];
      const hashes: number[] = [];
      for (let round = 0; round < SIGN_IN_ROUNDS; round++) {
        times.push(...(await signInTimes(people)));
        hashes.push(...(await hashesAtOnce()));
      }
      const p95 = percentile(times, 95);
      console.log(
        `   ${database}: one at a time p50 ${percentile(one, 50).toFixed(0)} ms; ${SIGN_IN_AT_ONCE} at once p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms`,
      );
      record({
        what: `${database}: ${SIGN_IN_AT_ONCE} password checks alone (argon2id), p95`,
        value: `${percentile(hashes, 95).toFixed(0)} ms`,
        budget: 'reference',
        ok: null,
      });
      record({
        what: `${database}: password sign-in p95, ${SIGN_IN_AT_ONCE} at once`,
        value: `${p95.toFixed(0)} ms`,
        budget: '≤ 300 ms',
        ok: p95 <= 300,
      });
    }
  } finally {
    await stopAll(stops);
  }
};
