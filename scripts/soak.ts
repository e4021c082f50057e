/**
 * `npm run soak`: a load and failover run through a real load balancer, all on loopback and all
 * stopped at the end: the sample API, Redis, two production servers (`npm run serve`'s program)
 * with one secret and `REDIS_URL`, and nginx in front of them, round robin. Virtual users sign in,
 * read pages' data, reply to reviews and raise disputes; some sign out and check that their old
 * cookie is refused on both instances. Halfway one instance is killed, later started again.
 * Both instances keep people and sessions in one PostgreSQL (started here, like Redis), set up
 * unattended: the sample's account is the partner credential and the first owner, whom the
 * virtual users sign in as (one sign-in per email at a time: those sent at once are answered 429
 * and tried again).
 *
 * Settings: SOAK_SECONDS (120), SOAK_USERS (50). redis-server and nginx come from Debian's
 * packages, installed when missing (as root); PostgreSQL must be installed (`.ci/run` installs
 * it). Needs `npm run build` (run here when dist/ is missing).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'undici';
import { DISPUTE_CATEGORIES } from '../src/contract/auto-dispute';
import { DISPUTE_CHANNELS } from '../src/contract/common';
import type { DisputedOrder } from '../src/contract/disputes';
import type { Review } from '../src/contract/reviews';
import { startPostgres } from '../src/people/db/local-postgres';
import { freePort, startRedis } from '../src/proxy/local-redis';
import { ensurePackage, startNginx } from './local-nginx';
import { createSampleApi } from '../src/sample-api/server';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 120);
const USERS = Number(process.env.SOAK_USERS ?? 50);
const TODAY = '2026-11-18';
const KEY = 'soak-partner-key';
const SECRET = 'soak-session-secret-soak-session-secret-0000';
const P95_BUDGET_MS = 250;
const MEMORY_BUDGET_MB = 300;
const root = fileURLToPath(new URL('..', import.meta.url));

const say = (line: string) => console.log(line);

/** Starts a program and waits for a line of its output. */
const startProgram = (
  command: string,
  args: string[],
  ready: RegExp,
  env: Record<string, string> = {},
) =>
  new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`${command} did not start:\n${output}`)),
      30_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited (${code}) before it was ready:\n${output}`));
    });
  });

const stopProgram = async (child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') => {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
};

/** Resident memory of a process, in MB (Linux). */
const rssMb = (pid: number | undefined) => {
  if (!pid) return 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
};

type Phase = 'before' | 'during' | 'after';
interface Sample {
  phase: Phase;
  ms: number;
  status: number;
  what: string;
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

const main = async () => {
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    say('No build in dist/: running `npm run build` first');
    if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0)
      throw new Error('the build failed');
  }
  ensurePackage('redis-server', 'redis-server', ['--version']);

  const stops: (() => Promise<void>)[] = [];
  const sample = createSampleApi({
    scale: 'default',
    today: TODAY,
    processingMs: 500,
    apiKey: KEY,
    rateLimitPerMinute: 10_000_000,
  });
  let sampleUrl = '';
  const instances: { port: number; child?: ChildProcess; peakMb: number }[] = [];
  try {
    sampleUrl = await sample.listen(await freePort(), '127.0.0.1');
    const redis = await startRedis();
    stops.push(redis.stop);
    const redisUrl = redis.url;
    const postgres = await startPostgres();
    stops.push(postgres.stop);
    const startInstance = async (port: number) =>
      startProgram(process.execPath, ['--import', 'tsx', 'src/proxy/main.ts'], /Dashboard on/, {
        PORT: String(port),
        HOST: '127.0.0.1',
        UPSTREAM_URL: sampleUrl,
        PARTNER_API_KEY: KEY,
        SESSION_SECRET: SECRET,
        REDIS_URL: redisUrl,
        DATABASE_URL: postgres.url,
        PARTNER_EMAIL: sample.config.email,
        PARTNER_PASSWORD: sample.config.password,
        OWNER_EMAIL: sample.config.email,
        OWNER_PASSWORD: sample.config.password,
        TRUST_PROXY: '1',
      });
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      instances.push({ port, child: await startInstance(port), peakMb: 0 });
    }
    const nginx = await startNginx({
      upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
    });
    stops.push(nginx.stop);
    const front = nginx.origin;
    const range = { startDate: '2026-10-20', endDate: TODAY };
    const agent = new Agent({ connections: USERS * 2, keepAliveTimeout: 10_000 });
    const call = async (
      base: string,
      method: string,
      path: string,
      cookie: string,
      body?: unknown,
    ) => {
      const res = await request(`${base}${path}`, {
        method: method as 'POST',
        dispatcher: agent,
        headers: {
          'x-dashboard-request': '1',
          'content-type': 'application/json',
          ...(cookie ? { cookie } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.body.text();
      const setCookie = res.headers['set-cookie'];
      return {
        status: res.statusCode,
        text,
        cookie: (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0],
      };
    };
    /** Every item of a list operation, 500 at a time. */
    const everyItem = async <T>(
      base: string,
      cookie: string,
      id: string,
      query: Record<string, unknown>,
      key: string,
    ): Promise<T[]> => {
      const items: T[] = [];
      for (let offset = 0; ; offset += 500) {
        const reply = await call(base, 'POST', `/api/ops/${id}`, cookie, {
          query: { ...query, limit: 500, offset },
          body: range,
        });
        if (reply.status !== 200) throw new Error(`${id}: ${reply.status} ${reply.text}`);
        const page = (JSON.parse(reply.text) as { result: Record<string, T[]> }).result[key] ?? [];
        items.push(...page);
        if (page.length < 500) return items;
      }
    };
    for (let i = 0; i < 50; i++) {
      const ok = await call(front, 'GET', '/api/meta', '').catch(() => undefined);
      if (ok?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // What there is to write: each user its own reviews to answer and orders to raise.
    const setup = await call(front, 'POST', '/api/session', '', {
      email: sample.config.email,
      password: sample.config.password,
    });
    const adminCookie = setup.cookie ?? '';
    const details = JSON.parse(
      (await call(front, 'POST', '/api/ops/getRestaurantDetails', adminCookie, {})).text,
    ) as { result: { restaurantDetails: { clientId: string }[] } };
    const clients = details.result.restaurantDetails.map((client) => client.clientId);
    const answerable = (
      await everyItem<Review>(front, adminCookie, 'listReviews', {}, 'unAnsweredReviews')
    ).filter((r) => r.daysLeftToReply > 0);
    const open: string[] = [];
    const channelOfOrder = new Map<string, string>();
    for (const clientId of clients) {
      const orders = await everyItem<DisputedOrder>(
        front,
        adminCookie,
        'listDisputedOrders',
        { clientId },
        'orders',
      );
      for (const order of orders) {
        channelOfOrder.set(order.deliveryUUID, order.channel);
        if (order.disputeStatus === 'not_disputed' && order.disputeEligibility)
          open.push(order.deliveryUUID);
      }
    }
    // A reason of each channel's first category, from the contract's table.
    const reasonOf = Object.fromEntries(
      DISPUTE_CHANNELS.map((channel) => [
        channel,
        Object.values(DISPUTE_CATEGORIES[channel])[0]?.[0] ?? '',
      ]),
    ) as Record<string, string>;
    await request(`${sampleUrl}/__sample/stats`, {
      method: 'DELETE',
      headers: { 'x-api-key': KEY },
    });

    say(
      `Soak: ${USERS} users for ${SECONDS} s through nginx on ${front} to 2 instances (Redis, PostgreSQL, the sample API); ${answerable.length} reviews to answer, ${open.length} orders to raise`,
    );

    const samples: Sample[] = [];
    let phase: Phase = 'before';
    const acknowledged = { replies: new Set<string>(), raises: new Set<string>() };
    const signOutChecks = { done: 0, refusedOnBoth: 0 };
    const errors = new Map<string, number>();
    const started = Date.now();
    const until = started + SECONDS * 1000;
    const timed = async <T extends { status: number }>(what: string, run: () => Promise<T>) => {
      const t0 = performance.now();
      try {
        const result = await run();
        samples.push({ phase, ms: performance.now() - t0, status: result.status, what });
        if (result.status >= 400) {
          const key = `${phase}: ${result.status} ${what}`;
          errors.set(key, (errors.get(key) ?? 0) + 1);
        }
        return result;
      } catch {
        samples.push({ phase, ms: performance.now() - t0, status: 0, what });
        const key = `${phase}: connection failed ${what}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
        return undefined;
      }
    };
    const user = async (index: number) => {
      const mine = {
        reviews: answerable.filter((_, i) => i % USERS === index),
        orders: open.filter((_, i) => i % USERS === index),
      };
      let cookie = '';
      const signIn = async () => {
        const reply = await timed('signIn', () =>
          call(front, 'POST', '/api/session', '', {
            email: sample.config.email,
            password: sample.config.password,
          }),
        );
        if (reply?.status === 200 && reply.cookie) cookie = reply.cookie;
      };
      await signIn();
      let step = 0;
      while (Date.now() < until) {
        step += 1;
        if (!cookie) {
          await signIn();
          await new Promise((resolve) => setTimeout(resolve, 200));
          continue;
        }
        const clientId = clients[step % clients.length] ?? '';
        const roll = (index * 7919 + step * 104729) % 100;
        if (roll < 12 && mine.reviews.length > 0) {
          const review = mine.reviews.shift();
          if (review) {
            const reply = await timed('replyToReview', () =>
              call(front, 'POST', '/api/ops/replyToReview', cookie, {
                body: {
                  deliveryUUID: review.deliveryUUID,
                  channel: review.channel,
                  listingId: review.ListingId,
                  comment: 'Thank you for the feedback; we are on it.',
                },
              }),
            );
            if (reply?.status === 200) acknowledged.replies.add(review.deliveryUUID);
          }
        } else if (roll < 20 && mine.orders.length > 0) {
          const order = mine.orders.shift();
          if (order) {
            const reply = await timed('raiseManualDispute', () =>
              call(front, 'POST', '/api/ops/raiseManualDispute', cookie, {
                body: { deliveryUUID: order, reason: reasonOf[channelOfOrder.get(order) ?? ''] },
              }),
            );
            if (reply?.status === 200) acknowledged.raises.add(order);
          }
        } else if (roll < 22 && index % 10 === 0) {
          // Sign out, then the old cookie must be refused by both instances, directly.
          const old = cookie;
          await timed('signOut', () => call(front, 'DELETE', '/api/session', old));
          cookie = '';
          if (phase !== 'during') {
            const answers = await Promise.all(
              instances.map((instance) =>
                call(`http://127.0.0.1:${instance.port}`, 'GET', '/api/session', old).catch(() => ({
                  status: 0,
                })),
              ),
            );
            signOutChecks.done += 1;
            if (answers.every((answer) => answer.status === 401)) signOutChecks.refusedOnBoth += 1;
          }
        } else {
          const reads: [string, unknown][] = [
            ['getRestaurantDetails', {}],
            ['listOrders', { query: { clientId, limit: 25 }, body: range }],
            ['getFinanceOverview', { query: { clientId }, body: range }],
            ['listDisputedOrders', { query: { clientId, limit: 25 }, body: range }],
            ['listReviews', { query: { limit: 20 }, body: range }],
            ['getDepositDetails', { query: { clientId }, body: range }],
          ];
          const [id, payload] = reads[step % reads.length] ?? reads[0]!;
          const reply = await timed(id, () =>
            call(front, 'POST', `/api/ops/${id}`, cookie, payload),
          );
          if (reply?.status === 401) cookie = '';
        }
        // A person's pace: a few requests a second.
        await new Promise((resolve) => setTimeout(resolve, 150 + ((index * 31 + step * 17) % 200)));
      }
    };

    const memory = setInterval(() => {
      for (const instance of instances)
        instance.peakMb = Math.max(instance.peakMb, rssMb(instance.child?.pid));
    }, 500);
    const failover = (async () => {
      await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 2));
      phase = 'during';
      const victim = instances[0]!;
      say(`  ${Math.round((Date.now() - started) / 1000)} s: instance 1 killed`);
      await stopProgram(victim.child, 'SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, Math.min(20_000, (SECONDS * 1000) / 6)));
      victim.child = await startInstance(victim.port);
      say(`  ${Math.round((Date.now() - started) / 1000)} s: instance 1 started again`);
      // nginx tries it again after fail_timeout.
      await new Promise((resolve) => setTimeout(resolve, 4000));
      phase = 'after';
    })();
    await Promise.all([...Array.from({ length: USERS }, (_, i) => user(i)), failover]);
    clearInterval(memory);
    // Writes still being applied (replies take the sample's processing time).
    await new Promise((resolve) => setTimeout(resolve, 1500));

    // ---- the writes check, at the sample API ----
    const stats = (await (
      await request(`${sampleUrl}/__sample/stats`, { headers: { 'x-api-key': KEY } })
    ).body.json()) as { raisesSent: Record<string, number>; repliesSent: Record<string, number> };
    const doubled = [
      ...Object.entries(stats.raisesSent).filter(([, n]) => n > 1),
      ...Object.entries(stats.repliesSent).filter(([, n]) => n > 1),
    ].length;
    const direct = `http://127.0.0.1:${instances[1]!.port}`;
    const replied = new Set(
      (await everyItem<Review>(direct, adminCookie, 'listReviews', {}, 'reviews'))
        .filter((r) => r.reviewReplyComment !== null)
        .map((r) => r.deliveryUUID),
    );
    const raisedNow = new Set<string>();
    for (const clientId of clients) {
      const orders = await everyItem<DisputedOrder>(
        direct,
        adminCookie,
        'listDisputedOrders',
        { clientId },
        'orders',
      );
      for (const order of orders)
        if (order.disputeStatus !== 'not_disputed') raisedNow.add(order.deliveryUUID);
    }
    const lost =
      [...acknowledged.replies].filter((id) => !replied.has(id) || stats.repliesSent[id] !== 1)
        .length +
      [...acknowledged.raises].filter((id) => !raisedNow.has(id) || stats.raisesSent[id] !== 1)
        .length;

    // ---- the table ----
    const byPhase = (p: Phase) => samples.filter((s) => s.phase === p);
    const line = (cells: (string | number)[]) =>
      say(cells.map((c) => String(c).padEnd(14)).join(''));
    say('');
    line(['phase', 'requests', 'errors', 'p50 ms', 'p95 ms', 'p99 ms']);
    for (const p of ['before', 'during', 'after'] as const) {
      const all = byPhase(p);
      const ms = all.map((s) => s.ms);
      line([
        p,
        all.length,
        all.filter((s) => s.status === 0 || s.status >= 400).length,
        percentile(ms, 50).toFixed(1),
        percentile(ms, 95).toFixed(1),
        percentile(ms, 99).toFixed(1),
      ]);
    }
    say('');
    say('errors by kind:');
    if (errors.size === 0) say('  none');
    for (const [kind, count] of [...errors].sort()) say(`  ${kind}: ${count}`);
    say('');
    instances.forEach((instance, i) =>
      say(
        `instance ${i + 1}: peak memory ${instance.peakMb.toFixed(0)} MB (budget ${MEMORY_BUDGET_MB} MB)`,
      ),
    );
    say(
      `writes acknowledged: ${acknowledged.replies.size} replies, ${acknowledged.raises.size} raises; lost or not exactly once: ${lost}; applied twice: ${doubled}`,
    );
    say(
      `sign-outs checked: ${signOutChecks.done}, old cookie refused on both instances: ${signOutChecks.refusedOnBoth}`,
    );

    const outside = samples.filter((s) => s.phase !== 'during');
    const p95 = percentile(
      outside.map((s) => s.ms),
      95,
    );
    const errorsOutside = outside.filter((s) => s.status === 0 || s.status >= 500).length;
    const unclearDuring = byPhase('during').filter(
      (s) => s.status === 0 || (s.status >= 500 && s.status !== 502 && s.status !== 503),
    ).length;
    const checks: [string, boolean][] = [
      ['zero lost or doubled writes', lost === 0 && doubled === 0],
      [
        `p95 outside the kill window ${p95.toFixed(1)} ms ≤ ${P95_BUDGET_MS} ms`,
        p95 <= P95_BUDGET_MS,
      ],
      ['no server errors outside the kill window', errorsOutside === 0],
      ['only clear 502/503 answers during it', unclearDuring === 0],
      [
        `each instance ≤ ${MEMORY_BUDGET_MB} MB`,
        instances.every((instance) => instance.peakMb <= MEMORY_BUDGET_MB),
      ],
      ['old cookies refused on both instances', signOutChecks.refusedOnBoth === signOutChecks.done],
    ];
    say('');
    for (const [what, ok] of checks) say(`${ok ? 'ok' : '!!'} ${what}`);
    process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
    await agent.close();
  } finally {
    for (const instance of instances) await stopProgram(instance.child);
    for (const stop of stops) await stop();
    await sample.close();
  }
};

await main();
