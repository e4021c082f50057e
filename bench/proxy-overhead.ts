/**
 * Proxy overhead: the same operation called directly on the sample API and through the proxy,
 * side by side in one run, each server in its own process.
 */
import autocannon from 'autocannon';
import { request } from 'undici';
import { operations } from '../src/contract/operations';
import { record, startChild, stopChild } from './lib';

const SAMPLE_PORT = 4510;
const PROXY_PORT = 4511;
const KEY = 'bench-key';
const TODAY = '2026-11-18';

const run = (options: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

type Call = () => Promise<{ statusCode: number; body: { dump: () => Promise<void> } }>;

/**
 * Median latency of `direct` and `proxied` under the same load as the throughput runs (8 calls
 * in flight), alternating runs of `ms` each, in ms to the microsecond (autocannon's percentiles
 * are whole milliseconds).
 */
const latencyProbe = async (direct: Call, proxied: Call, ms = 2500, inFlight = 8) => {
  const times = { direct: [] as number[], proxied: [] as number[] };
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
  await load(direct, null);
  await load(proxied, null);
  for (let round = 0; round < 2; round++) {
    await load(direct, times.direct);
    await load(proxied, times.proxied);
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  };
  return { direct: median(times.direct), proxied: median(times.proxied) };
};

export const benchProxyOverhead = async () => {
  const tsx = ['--import', 'tsx'];
  const sample = await startChild(
    process.execPath,
    [...tsx, 'src/sample-api/main.ts'],
    {
      SAMPLE_API_PORT: String(SAMPLE_PORT),
      SAMPLE_API_KEY: KEY,
      SAMPLE_TODAY: TODAY,
      SAMPLE_RATE_LIMIT_PER_MINUTE: '100000000',
    },
    /Sample partner API on/,
  );
  const upstream = `http://127.0.0.1:${SAMPLE_PORT}`;
  const proxy = await startChild(
    process.execPath,
    [...tsx, 'bench/proxy-server.ts'],
    {
      PORT: String(PROXY_PORT),
      UPSTREAM_URL: upstream,
      PARTNER_API_KEY: KEY,
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-42',
    },
    /ready/,
  );
  try {
    const signIn = await request(`http://127.0.0.1:${PROXY_PORT}/api/session`, {
      method: 'POST',
      headers: { 'x-dashboard-request': '1', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@partner.example', password: 'demo-password' }),
    });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0] ?? '';
    await signIn.body.dump();
    const direct = await request(`${upstream}${operations.signIn.path}`, {
      method: 'POST',
      headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@partner.example', password: 'demo-password' }),
    });
    const token = ((await direct.body.json()) as { result: { token: string } }).result.token;
    const details = await request(`${upstream}${operations.getRestaurantDetails.path}`, {
      headers: { 'x-api-key': KEY, token },
    });
    const clientId =
      ((await details.body.json()) as { result: { restaurantDetails: { clientId: string }[] } })
        .result.restaurantDetails[0]?.clientId ?? '';
    const body = { startDate: '2026-10-19', endDate: '2026-11-18' };
    const common = {
      connections: 8,
      duration: 6,
      warmup: { connections: 8, duration: 1 },
    } as const;

    const cases = [
      { id: 'listOrders', query: { clientId, limit: 20 }, note: 'a light read (≈1 ms upstream)' },
      { id: 'getFinanceOverview', query: { clientId }, note: 'the finance overview' },
    ] as const;
    for (const c of cases) {
      const def = operations[c.id];
      const qs = new URLSearchParams(
        Object.entries(c.query).map(([k, v]) => [k, String(v)]),
      ).toString();
      const directRun = () =>
        run({
          ...common,
          url: `${upstream}${def.path}?${qs}`,
          method: 'GET',
          headers: { 'x-api-key': KEY, 'access-token': token, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const proxyRun = () =>
        run({
          ...common,
          url: `http://127.0.0.1:${PROXY_PORT}/api/ops/${c.id}`,
          method: 'POST',
          headers: { cookie, 'x-dashboard-request': '1', 'content-type': 'application/json' },
          body: JSON.stringify({ query: c.query, body }),
        });
      // Alternate, so both sides share the machine's ups and downs.
      const d1 = await directRun();
      const p1 = await proxyRun();
      const d2 = await directRun();
      const p2 = await proxyRun();
      const p50 = (a: autocannon.Result, b: autocannon.Result) =>
        (a.latency.p50 + b.latency.p50) / 2;
      const rps = (a: autocannon.Result, b: autocannon.Result) =>
        (a.requests.average + b.requests.average) / 2;
      const errors = [d1, d2, p1, p2].reduce((n, r) => n + r.errors + r.non2xx, 0);
      const mean = (a: autocannon.Result, b: autocannon.Result) =>
        (a.latency.mean + b.latency.mean) / 2;
      // autocannon's percentiles are whole milliseconds: the p50 compared is measured apart,
      // under the same load, to the microsecond.
      const probe = await latencyProbe(
        () =>
          request(`${upstream}${def.path}?${qs}`, {
            method: 'GET',
            headers: {
              'x-api-key': KEY,
              'access-token': token,
              'content-type': 'application/json',
            },
            body: JSON.stringify(body),
            // Kept alive as the proxy's own upstream calls are (undici closes after a GET with a
            // body unless told otherwise).
            reset: false,
          }),
        () =>
          request(`http://127.0.0.1:${PROXY_PORT}/api/ops/${c.id}`, {
            method: 'POST',
            headers: { cookie, 'x-dashboard-request': '1', 'content-type': 'application/json' },
            body: JSON.stringify({ query: c.query, body }),
          }),
      );
      const latencyRatio = probe.proxied / probe.direct;
      const throughputRatio = rps(p1, p2) / rps(d1, d2);
      const label = `${c.id}, ${c.note}`;
      console.log(
        `   ${label}: 8 in flight, p50 ${probe.direct.toFixed(3)} ms direct, ${probe.proxied.toFixed(3)} ms proxied; autocannon (8 connections) p50 ${p50(d1, d2).toFixed(0)} vs ${p50(p1, p2).toFixed(0)} ms (whole ms), mean ${mean(d1, d2).toFixed(2)} vs ${mean(p1, p2).toFixed(2)} ms, ${Math.round(rps(d1, d2))} vs ${Math.round(rps(p1, p2))} req/s`,
      );
      record({
        what: `${c.id}: proxy p50 latency ÷ direct`,
        value: `${latencyRatio.toFixed(2)}×`,
        budget: '≤ 1.2×',
        ok: latencyRatio <= 1.2,
      });
      record({
        what: `${c.id}: proxy throughput ÷ direct`,
        value: `${throughputRatio.toFixed(2)}×`,
        budget: '≥ 0.8×',
        ok: throughputRatio >= 0.8,
      });
      if (errors > 0)
        record({
          what: `${c.id}: errors or non-2xx replies`,
          value: String(errors),
          budget: '0',
          ok: false,
        });
    }
  } finally {
    await stopChild(proxy);
    await stopChild(sample);
  }
};
