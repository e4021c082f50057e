/**
 * The sample API's own figures (issue targets): the large ledger's build time, a year's finance
 * overview for its largest client over HTTP, and the default sample API's resident memory.
 */
import { readFileSync } from 'node:fs';
import { request } from 'undici';
import { operations } from '../src/contract/operations';
import { createSampleApi } from '../src/sample-api/server';
import { record, startChild, stopChild } from './lib';

const TODAY = '2026-11-18';

export const benchSampleLedger = async () => {
  const api = createSampleApi({ scale: 'large', today: TODAY, rateLimitPerMinute: 1_000_000 });
  record({
    what: `large ledger build (${api.store.ledger.orders.size.toLocaleString('en-US')} orders)`,
    value: `${(api.buildMs / 1000).toFixed(2)} s`,
    budget: '< 3 s',
    ok: api.buildMs < 3000,
  });
  const url = await api.listen(0, '127.0.0.1');
  try {
    const signIn = await request(`${url}${operations.signIn.path}`, {
      method: 'POST',
      headers: { 'x-api-key': api.config.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: api.config.email, password: api.config.password }),
    });
    const { token } = ((await signIn.body.json()) as { result: { token: string } }).result;
    const largest = api.store.ledger.clients[0];
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const started = performance.now();
      const res = await request(
        `${url}${operations.getFinanceOverview.path}?clientId=${largest?.clientId}`,
        {
          method: 'GET',
          headers: {
            'x-api-key': api.config.apiKey,
            'access-token': token,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ startDate: '2025-11-19', endDate: TODAY }),
          reset: false,
        },
      );
      await res.body.text();
      times.push(performance.now() - started);
    }
    const median = [...times].sort((a, b) => a - b)[3] ?? 0;
    record({
      what: `finance overview, a year, largest client (${largest?.listings.length} stores), median of 7`,
      value: `${median.toFixed(0)} ms`,
      budget: '< 300 ms',
      ok: median < 300,
    });
  } finally {
    await api.close();
  }

  const child = await startChild(
    process.execPath,
    ['--import', 'tsx', 'src/sample-api/main.ts'],
    { SAMPLE_API_PORT: '4519', SAMPLE_TODAY: TODAY },
    /Sample partner API on/,
  );
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    record({
      what: 'default sample API resident memory',
      value: `${Math.round(rssKb / 1024)} MB`,
      budget: '< 500 MB',
      ok: rssKb / 1024 < 500,
    });
  } finally {
    await stopChild(child);
  }
};
