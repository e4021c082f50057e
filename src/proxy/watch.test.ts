/**
 * What an operator sees, through the real server over the real sample API: /healthz and
 * /readyz (without a session or the CSRF header), Prometheus metrics on their own port or
 * behind a bearer token, and the JSON request log, which names the person but never holds a
 * password, a cookie or a token.
 */
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleApi, type TestSampleApi } from '../sample-api/testing';
import { freePort } from './local-redis';
import { browserCall, cookiePair, startProxy } from './testing';

let sample: TestSampleApi;
let server: Awaited<ReturnType<typeof startProxy>>;
const logLines: string[] = [];
const METRICS_TOKEN = 'a-scraper-token-of-some-length';

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await request(url, { headers });
  const text = await res.body.text();
  return { status: res.statusCode, headers: res.headers, text };
};

beforeAll(async () => {
  sample = await startSampleApi();
  server = await startProxy(
    { ...sample.proxyConfig, metricsPort: 0, metricsToken: METRICS_TOKEN, readCacheSeconds: 60 },
    { logDestination: { write: (line: string) => void logLines.push(line) } },
  );
});
afterAll(async () => {
  await server?.close();
  await sample?.close();
});

const signIn = async (password: string) => {
  const reply = await browserCall(server.origin, 'POST', '/api/session', {
    body: { email: sample.api.config.email, password },
  });
  return { reply, cookie: reply.status === 200 ? cookiePair(reply.setCookie) : '' };
};

describe('/healthz and /readyz', () => {
  it('/healthz answers 200 without a session or the CSRF header', async () => {
    const reply = await get(`${server.origin}/healthz`);
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.text)).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 when the database answers and the partner is connected', async () => {
    const reply = await get(`${server.origin}/readyz`);
    expect(reply.status, reply.text).toBe(200);
    expect(JSON.parse(reply.text)).toMatchObject({
      status: 'ready',
      database: 'ok',
      partner: 'connected',
    });
  });

  it('/readyz answers 503 naming the database when it is unreachable, while /healthz stays 200', async () => {
    const closed = await freePort();
    const unready = await startProxy({
      ...sample.proxyConfig,
      databaseUrl: `postgres://dashboard@127.0.0.1:${closed}/dashboard`,
    });
    try {
      const reply = await get(`${unready.origin}/readyz`);
      expect(reply.status).toBe(503);
      expect(JSON.parse(reply.text)).toMatchObject({
        status: 'not-ready',
        notReady: ['database'],
        database: 'unreachable',
      });
      expect((await get(`${unready.origin}/healthz`)).status).toBe(200);
    } finally {
      await unready.close();
    }
  });

  it('/readyz stays 200 when the gateway refuses the partner credential, and says it needs attention', async () => {
    const refused = await startProxy({
      ...sample.proxyConfig,
      partnerCredential: {
        ...sample.proxyConfig.partnerCredential,
        password: 'changed at the gateway',
      },
    });
    try {
      // A read finds the credential refused…
      const signedIn = await browserCall(refused.origin, 'POST', '/api/session', {
        body: { email: sample.api.config.email, password: sample.api.config.password },
      });
      const cookie = cookiePair(signedIn.setCookie);
      await browserCall(refused.origin, 'POST', '/api/ops/getRestaurantDetails', {
        body: {},
        cookie,
      });
      // …and every instance sharing it stays in the load balancer, its state said.
      const reply = await get(`${refused.origin}/readyz`);
      expect(reply.status, reply.text).toBe(200);
      expect(JSON.parse(reply.text)).toMatchObject({
        status: 'ready',
        partner: 'needs-attention',
        attention: ['partner'],
      });
    } finally {
      await refused.close();
    }
  });

  it('/readyz answers 503 naming Redis when it is configured and unreachable', async () => {
    const closed = await freePort();
    const unready = await startProxy({
      ...sample.proxyConfig,
      redisUrl: `redis://127.0.0.1:${closed}`,
    });
    try {
      const reply = await get(`${unready.origin}/readyz`);
      expect(reply.status).toBe(503);
      expect(JSON.parse(reply.text)).toMatchObject({ notReady: ['redis'], redis: 'unreachable' });
    } finally {
      await unready.close();
    }
  });
});

describe('metrics', () => {
  const scrape = async () => {
    const url = await server.metricsUrl();
    if (!url) throw new Error('no metrics listener');
    const reply = await get(url);
    expect(reply.status).toBe(200);
    return reply.text;
  };
  /** The value of one series, 0 when absent. */
  const valueOf = (text: string, series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };

  it('are served on their own port, on loopback, and count a request once it is made', async () => {
    expect(await server.metricsUrl()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const { cookie } = await signIn(sample.api.config.password);
    const series = 'dashboard_requests_total{operation="getFinanceOverview",outcome="ok"}';
    const before = valueOf(await scrape(), series);
    const input = {
      query: { clientId: 'unused' },
      body: { startDate: '2026-10-01', endDate: '2026-10-31' },
    };
    const details = await browserCall(server.origin, 'POST', '/api/ops/getRestaurantDetails', {
      body: {},
      cookie,
    });
    input.query.clientId = details.json<{
      result: { restaurantDetails: { clientId: string }[] };
    }>().result.restaurantDetails[0]!.clientId;
    const first = await browserCall(server.origin, 'POST', '/api/ops/getFinanceOverview', {
      body: input,
      cookie,
    });
    expect(first.status, first.text).toBe(200);
    const keptBefore = valueOf(await scrape(), 'dashboard_reads_total{source="kept"}');
    await browserCall(server.origin, 'POST', '/api/ops/getFinanceOverview', {
      body: input,
      cookie,
    });
    const text = await scrape();
    expect(valueOf(text, series) - before).toBe(2);
    expect(valueOf(text, 'dashboard_reads_total{source="kept"}') - keptBefore).toBe(1);
    expect(
      valueOf(text, 'dashboard_upstream_duration_seconds_count{operation="getFinanceOverview"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'dashboard_active_sessions')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('dashboard_upstream_rate_limited_total');
    expect(text).toContain('dashboard_database_errors_total');
    // An operation refused is counted by its code.
    await browserCall(server.origin, 'POST', '/api/ops/getFinanceOverview', { body: input });
    expect(
      valueOf(
        await scrape(),
        'dashboard_requests_total{operation="getFinanceOverview",outcome="SESSION_REQUIRED"}',
      ),
    ).toBeGreaterThanOrEqual(1);
  });

  it('count each read of a batch as its own request, a failure in a line by its code', async () => {
    const { cookie } = await signIn(sample.api.config.password);
    const ok = 'dashboard_requests_total{operation="getTaxDetails",outcome="ok"}';
    const refused = 'dashboard_requests_total{operation="listOrders",outcome="INVALID_REQUEST"}';
    const before = await scrape();
    const details = await browserCall(server.origin, 'POST', '/api/ops/getRestaurantDetails', {
      body: {},
      cookie,
    });
    const clientId = details.json<{
      result: { restaurantDetails: { clientId: string }[] };
    }>().result.restaurantDetails[0]!.clientId;
    const range = { startDate: '2026-10-01', endDate: '2026-10-31' };
    const batch = await browserCall(server.origin, 'POST', '/api/ops', {
      body: {
        calls: [
          { op: 'getTaxDetails', query: { clientId }, body: range },
          { op: 'listOrders', query: { clientId, limit: 10_000 }, body: range },
        ],
      },
      cookie,
    });
    expect(batch.status, batch.text).toBe(200);
    const after = await scrape();
    expect(valueOf(after, ok) - valueOf(before, ok)).toBe(1);
    expect(valueOf(after, refused) - valueOf(before, refused)).toBe(1);
  });

  it('are at /metrics on the main server for the bearer token only', async () => {
    expect((await get(`${server.origin}/metrics`)).status).toBe(401);
    expect(
      (await get(`${server.origin}/metrics`, { authorization: 'Bearer not-the-token-at-all' }))
        .status,
    ).toBe(401);
    const reply = await get(`${server.origin}/metrics`, {
      authorization: `Bearer ${METRICS_TOKEN}`,
    });
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('dashboard_requests_total');
  });

  it('are not on the main server without a token configured', async () => {
    const plain = await startProxy({ ...sample.proxyConfig });
    try {
      expect((await get(`${plain.origin}/metrics`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('the request log', () => {
  it('has one JSON line per request naming the person, and no password, cookie or token', async () => {
    const wrong = 'a wrong passphrase that is long';
    logLines.length = 0;
    const failed = await signIn(wrong);
    expect(failed.reply.status).toBe(401);
    const { reply, cookie } = await signIn(sample.api.config.password);
    expect(reply.status).toBe(200);
    await browserCall(server.origin, 'GET', '/api/session', { cookie });
    const tokens = (await sample.admin('GET', '/__sample/tokens')).json() as unknown as {
      access: string[];
      refresh: string[];
    };

    const lines = logLines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(3);
    const [refused, signedIn, session] = lines as [
      Record<string, unknown>,
      Record<string, unknown>,
      Record<string, unknown>,
    ];
    expect(refused).toMatchObject({
      operation: 'session.post',
      status: 401,
      outcome: 'INVALID_CREDENTIALS',
    });
    expect(signedIn).toMatchObject({ operation: 'session.post', status: 200, outcome: 'ok' });
    expect(signedIn.personId).toEqual(expect.any(String));
    expect(session).toMatchObject({ operation: 'session.get', personId: signedIn.personId });
    for (const line of lines) {
      expect(line.requestId).toEqual(expect.any(String));
      expect(line.durationMs).toEqual(expect.any(Number));
    }
    const all = logLines.join('\n');
    expect(all).not.toContain(sample.api.config.password);
    expect(all).not.toContain(wrong);
    expect(all).not.toContain(cookie.split('=')[1]);
    expect(all.toLowerCase()).not.toContain('cookie');
    for (const token of [...tokens.access, ...tokens.refresh]) expect(all).not.toContain(token);
  });
});
