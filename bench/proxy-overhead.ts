/**
 * Proxy overhead: the same operation called directly on the sample API, through a bare hop
 * (`bare-hop.ts`: a pass-through that does nothing of its own) and through the proxy, side by side
 * in one run, each server in its own process.
 *
 * The budgets compare the proxy with the bare hop: on one machine, where the load, the hop and
 * the upstream share two cores and the upstream answers in well under a millisecond, one more
 * HTTP hop alone measures 1.5-1.6x direct p50 and about 0.83x direct throughput, whatever runs in
 * it. Against direct, the figure measures the machine rather than the proxy; against the bare
 * hop, it measures what the proxy's own work (session, CSRF, validation, token refresh) costs.
 * The ratios to direct are printed beside them.
 */
import autocannon from 'autocannon';
import { request } from 'undici';
import { operations } from '../src/contract/operations';
import {
  latencyProbe,
  record,
  SAMPLE_ACCOUNT,
  signInCookie,
  startChild,
  startProxyChild,
  stopChild,
  type Call,
} from './lib';

const SAMPLE_PORT = 4510;
const PROXY_PORT = 4511;
const BARE_PORT = 4512;
const KEY = 'bench-key';
const TODAY = '2026-11-18';

const run = (options: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

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
  const proxy = await startProxyChild({ port: PROXY_PORT, upstream, apiKey: KEY }).catch(
    async (error: unknown) => {
      await stopChild(sample);
      throw error;
    },
  );
  const stops: (() => Promise<void>)[] = [];
  try {
    const cookie = await signInCookie(proxy.origin, SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
    const direct = await request(`${upstream}${operations.signIn.path}`, {
      method: 'POST',
      headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
      body: JSON.stringify(SAMPLE_ACCOUNT),
    });
    const token = ((await direct.body.json()) as { result: { token: string } }).result.token;
    const details = await request(`${upstream}${operations.getRestaurantDetails.path}`, {
      headers: { 'x-api-key': KEY, token },
    });
    const clientId =
      ((await details.body.json()) as { result: { restaurantDetails: { clientId: string }[] } })
        .result.restaurantDetails[0]?.clientId ?? '';
    const bare = await startChild(
      process.execPath,
      [...tsx, 'bench/bare-hop.ts'],
      {
        PORT: String(BARE_PORT),
        UPSTREAM_URL: upstream,
        PARTNER_API_KEY: KEY,
        UPSTREAM_TOKEN: token,
      },
      /ready/,
    );
    stops.push(() => stopChild(bare));
    const body = { startDate: '2026-10-19', endDate: '2026-11-18' };
    const common = {
      connections: 8,
      duration: 5,
      warmup: { connections: 8, duration: 1 },
    } as const;

    const cases = [
      { id: 'listOrders', query: { clientId, limit: 20 }, note: 'a light read (≈0.4 ms upstream)' },
      { id: 'getFinanceOverview', query: { clientId }, note: 'the finance overview' },
    ] as const;
    for (const c of cases) {
      const def = operations[c.id];
      const qs = new URLSearchParams(
        Object.entries(c.query).map(([k, v]) => [k, String(v)]),
      ).toString();
      const directHeaders = {
        'x-api-key': KEY,
        'access-token': token,
        'content-type': 'application/json',
      };
      const hopHeaders = { cookie, 'x-dashboard-request': '1', 'content-type': 'application/json' };
      const hopBody = JSON.stringify({ query: c.query, body });
      const targets = {
        direct: {
          url: `${upstream}${def.path}?${qs}`,
          method: 'GET',
          headers: directHeaders,
          body: JSON.stringify(body),
        },
        bare: {
          url: `http://127.0.0.1:${BARE_PORT}/api/ops/${c.id}`,
          method: 'POST',
          headers: hopHeaders,
          body: hopBody,
        },
        proxy: {
          url: `http://127.0.0.1:${PROXY_PORT}/api/ops/${c.id}`,
          method: 'POST',
          headers: hopHeaders,
          body: hopBody,
        },
      } as const;
      type Target = keyof typeof targets;
      const names = Object.keys(targets) as Target[];
      // Alternate, so every side shares the machine's ups and downs.
      const results = Object.fromEntries(
        names.map((name) => [name, [] as autocannon.Result[]]),
      ) as Record<Target, autocannon.Result[]>;
      for (let round = 0; round < 2; round++) {
        for (const name of names) results[name].push(await run({ ...common, ...targets[name] }));
      }
      const rps = (name: Target) =>
        results[name].reduce((sum, r) => sum + r.requests.average, 0) / results[name].length;
      const errors = Object.values(results)
        .flat()
        .reduce((n, r) => n + r.errors + r.non2xx, 0);
      // Kept alive as the hops' own upstream calls are (undici closes after a GET with a body
      // unless told otherwise).
      const call =
        (name: Target): Call =>
        () => {
          const { url, ...options } = targets[name];
          return request(url, { ...options, reset: false });
        };
      const calls = { direct: call('direct'), bare: call('bare'), proxy: call('proxy') };
      const loaded = await latencyProbe(calls, 8);
      const alone = await latencyProbe(calls, 1, 1500);
      const ms = (value: number) => `${value.toFixed(3)} ms`;
      console.log(
        `   ${c.id}, ${c.note}. p50 with 8 in flight: ${ms(loaded.direct)} direct, ${ms(loaded.bare)} bare hop, ${ms(loaded.proxy)} proxy; one at a time: ${ms(alone.direct)}, ${ms(alone.bare)}, ${ms(alone.proxy)}. Throughput (8 connections): ${names.map((name) => `${Math.round(rps(name))}`).join(' / ')} req/s`,
      );
      const latency = loaded.proxy / loaded.bare;
      const throughput = rps('proxy') / rps('bare');
      record({
        what: `${c.id}: proxy p50 latency ÷ bare hop`,
        value: `${latency.toFixed(2)}×`,
        budget: '≤ 1.2×',
        ok: latency <= 1.2,
      });
      record({
        what: `${c.id}: proxy throughput ÷ bare hop`,
        value: `${throughput.toFixed(2)}×`,
        budget: '≥ 0.8×',
        ok: throughput >= 0.8,
      });
      record({
        what: `${c.id}: ÷ direct: p50 proxy (bare hop), 8 in flight`,
        value: `${(loaded.proxy / loaded.direct).toFixed(2)}× (${(loaded.bare / loaded.direct).toFixed(2)}×)`,
        budget: 'information',
        ok: null,
      });
      record({
        what: `${c.id}: ÷ direct: throughput proxy (bare hop)`,
        value: `${(rps('proxy') / rps('direct')).toFixed(2)}× (${(rps('bare') / rps('direct')).toFixed(2)}×)`,
        budget: 'information',
        ok: null,
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
    for (const stop of stops) await stop();
    await proxy.stop();
    await stopChild(sample);
  }
};
