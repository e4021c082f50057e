import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/env';
import { proxyConfigSchema } from '../src/proxy/config';
import { createProductionServer } from '../src/proxy/server';
import { createSampleApi } from '../src/sample-api/server';

export interface Figure {
  what: string;
  value: string;
  budget: string;
  ok: boolean | null;
}

export const figures: Figure[] = [];
export const record = (figure: Figure) => {
  figures.push(figure);
  const mark = figure.ok === null ? '  ' : figure.ok ? 'ok' : '!!';
  console.log(
    `${mark} ${figure.what.padEnd(58)} ${figure.value.padStart(14)}   budget ${figure.budget}`,
  );
};

/** Starts a child process and waits until it prints a line matching `ready`. */
export const startChild = (
  command: string,
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
) =>
  new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let started = false;
    // Until it is ready, its output is kept (for the error if it exits); after, drained and let
    // go: a server logs a line per request, and searching an ever longer text at each line took
    // the benchmark's own process more time than the server it measured.
    const onData = (chunk: Buffer) => {
      if (started) return;
      output += chunk.toString();
      if (ready.test(output)) {
        started = true;
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });

export const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** The sample API's partner account; the benchmarks' proxies make it their first owner too. */
export const SAMPLE_ACCOUNT = { email: 'demo@partner.example', password: 'demo-password' };
export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret-42';

/**
 * `bench/proxy-server.ts` in a process of its own over `upstream`: the partner credential and a
 * first owner (the sample's account) set up unattended, its people in PostgreSQL at `databaseUrl`
 * or else in the embedded one (PGlite, the default) in a new temporary folder, removed by `stop`.
 */
export const startProxyChild = async (options: {
  port: number;
  upstream: string;
  apiKey: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}) => {
  const dataDir = options.databaseUrl ? null : mkdtempSync(join(tmpdir(), 'bench-people-'));
  const child = await startChild(
    process.execPath,
    ['--import', 'tsx', 'bench/proxy-server.ts'],
    {
      PORT: String(options.port),
      UPSTREAM_URL: options.upstream,
      PARTNER_API_KEY: options.apiKey,
      SESSION_SECRET: BENCH_SECRET,
      PARTNER_EMAIL: SAMPLE_ACCOUNT.email,
      PARTNER_PASSWORD: SAMPLE_ACCOUNT.password,
      OWNER_EMAIL: SAMPLE_ACCOUNT.email,
      OWNER_PASSWORD: SAMPLE_ACCOUNT.password,
      // What is measured is the server's own cost, side by side with a bare hop that has no
      // upstream budget: thousands of requests a second, far past a minute's 5,000.
      UPSTREAM_REQUESTS_PER_MINUTE: '0',
      // …and every read asks upstream, as the bare hop does: a kept reply would measure memory.
      READ_CACHE_SECONDS: '0',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DATA_DIR: dataDir! }),
      ...options.env,
    },
    /ready/,
  ).catch((error: unknown) => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    origin: `http://127.0.0.1:${options.port}`,
    child,
    stop: async () => {
      await stopChild(child);
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

const dashboardHeaders = { 'x-dashboard-request': '1', 'content-type': 'application/json' };

/** Calls the dashboard's server as its pages do; the status, the JSON reply and the new cookie. */
export const dashboardCall = async (
  origin: string,
  method: 'GET' | 'POST',
  path: string,
  { cookie, body }: { cookie?: string; body?: unknown } = {},
) => {
  const reply = await request(`${origin}${path}`, {
    method,
    headers: { ...dashboardHeaders, ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await reply.body.text();
  const setCookie = reply.headers['set-cookie'];
  return {
    status: reply.statusCode,
    json: () => JSON.parse(text) as Record<string, unknown>,
    text,
    cookie: (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0] ?? '',
  };
};

/** Signs in with a password: the session cookie (`name=value`). */
export const signInCookie = async (origin: string, email: string, password: string) => {
  const reply = await dashboardCall(origin, 'POST', '/api/session', { body: { email, password } });
  if (reply.status !== 200 || !reply.cookie)
    throw new Error(`sign-in as ${email}: ${reply.status} ${reply.text}`);
  return reply.cookie;
};

/**
 * A new person, invited by the owner (`ownerCookie`) and accepted with `password`, as the team
 * page and the invitation link do: the new person's session cookie.
 */
export const invitePerson = async (
  origin: string,
  ownerCookie: string,
  person: { email: string; name: string; role: string; scope: unknown; password: string },
) => {
  const { password, ...invitation } = person;
  const invited = await dashboardCall(origin, 'POST', '/api/team/invitations', {
    cookie: ownerCookie,
    body: invitation,
  });
  if (invited.status !== 200) throw new Error(`invite ${person.email}: ${invited.text}`);
  const token = String(invited.json().link).split('/').at(-1) ?? '';
  const accepted = await dashboardCall(origin, 'POST', `/api/links/${token}`, {
    body: { password },
  });
  if (accepted.status !== 200 || !accepted.cookie)
    throw new Error(`accept ${person.email}: ${accepted.status} ${accepted.text}`);
  return accepted.cookie;
};

export type Call = () => Promise<{ statusCode: number; body: { dump: () => Promise<void> } }>;

/**
 * Median latency of each call with `inFlight` calls at once, in alternating runs of `ms` each
 * (one unmeasured round first), in ms to the microsecond (autocannon's percentiles are whole
 * milliseconds).
 */
export const latencyProbe = async <K extends string>(
  calls: Record<K, Call>,
  inFlight: number,
  ms = 2000,
  rounds = 2,
) => {
  const names = Object.keys(calls) as K[];
  const times = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<
    K,
    number[]
  >;
  const load = async (call: Call, into: number[] | null) => {
    const until = Date.now() + ms;
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (Date.now() < until) {
          const started = process.hrtime.bigint();
          const reply = await call();
          await reply.body.dump();
          into?.push(Number(process.hrtime.bigint() - started) / 1e6);
          if (reply.statusCode !== 200) throw new Error(`status ${reply.statusCode}`);
        }
      }),
    );
  };
  for (const name of names) await load(calls[name], null);
  for (let round = 0; round < rounds; round++) {
    for (const name of names) await load(calls[name], times[name]);
  }
  return Object.fromEntries(names.map((name) => [name, percentile(times[name], 50)])) as Record<
    K,
    number
  >;
};

/** The `p`th percentile (0–100) of `values`, the nearest rank. */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/**
 * The built app as production serves it (`npm run build` first), over a sample API of its own:
 * the address, the sample (its account and key), and one close for both.
 */
export async function startBuiltApp(options: Parameters<typeof createSampleApi>[0]) {
  const sample = createSampleApi(options);
  const upstreamUrl = await sample.listen(0, '127.0.0.1');
  let app: ReturnType<typeof createProductionServer>;
  let origin: string;
  try {
    app = createProductionServer({
      config: proxyConfigSchema.parse({
        upstreamUrl,
        partnerApiKey: sample.config.apiKey,
        sessionSecret: BENCH_SECRET,
        dataDir: 'memory://',
        // The sample's account is the partner credential and the first owner, who signs in.
        partnerCredential: { email: sample.config.email, password: sample.config.password },
        firstOwner: { email: sample.config.email, password: sample.config.password },
      }),
      // `BENCH_DIST_DIR`: another build (a copy of `dist/`), to measure it while this one changes.
      distDir: process.env.BENCH_DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url)),
    });
    origin = await app.listen(0, '127.0.0.1');
  } catch (error) {
    await sample.close();
    throw error;
  }
  return {
    origin,
    sample,
    upstreamUrl,
    close: async () => {
      await app.close();
      await sample.close();
    },
  };
}

/**
 * The built app over a sample of its own, open in Chromium at a desktop size and signed in, with
 * the sample's largest client (most listings). `close` ends the browser and both servers. The
 * sample's own address and account come with it, for a script to ask it directly.
 */
export async function openLargestClient(options: Parameters<typeof createSampleApi>[0]) {
  const app = await startBuiltApp(options);
  const browser = await chromium
    .launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
    .catch(async (error: unknown) => {
      await app.close();
      throw error;
    });
  const close = async () => {
    await browser.close();
    await app.close();
  };
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const headers = { 'x-dashboard-request': '1' };
    await page.request.post(`${app.origin}/api/session`, {
      headers,
      data: { email: app.sample.config.email, password: app.sample.config.password },
    });
    const details = (await (
      await page.request.post(`${app.origin}/api/ops/getRestaurantDetails`, { headers, data: {} })
    ).json()) as {
      result: { restaurantDetails: { clientId: string; listingDetails: unknown[] }[] };
    };
    const largest = [...details.result.restaurantDetails].sort(
      (a, b) => b.listingDetails.length - a.listingDetails.length,
    )[0];
    if (!largest) throw new Error('the sample has no clients');
    return {
      origin: app.origin,
      sample: app.sample,
      upstreamUrl: app.upstreamUrl,
      page,
      client: { id: largest.clientId, listings: largest.listingDetails.length },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
