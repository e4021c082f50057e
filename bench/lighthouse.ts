/**
 * Lighthouse, mobile defaults (simulated slow 4G and a 4× slower CPU), on every route of the
 * production build served by the real server over the default sample, signed in. Each route runs
 * three times (`BENCH_LIGHTHOUSE_RUNS`) and each score is the median of its runs. Budgets from
 * the architecture: performance ≥ 0.95, accessibility 1.0, best practices ≥ 0.95; and total
 * blocking time ≤ 200 ms (the median of the runs).
 *
 * The pages are loaded through nginx with TLS and HTTP/2 in front of the server, the edge the
 * README deploys: over HTTP/1.1 a page's 50 to 80 files queue six at a time, a round trip of
 * slow 4G each, which is not what a user of the deployed dashboard waits for.
 * `BENCH_LIGHTHOUSE_EDGE=direct` measures the Node server on its own (HTTP/1.1).
 *
 * To see where a route's blocking time goes: `BENCH_LHR_DIR` keeps each run's report,
 * `BENCH_TRACE_DIR` each run's trace (open it in the browser's performance panel), and
 * `BENCH_PROFILE=1` adds the JavaScript profile to the trace (it slows the page: its scores are
 * not the route's).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/env';
import { startNginx } from '../scripts/local-nginx';
import { record, startBuiltApp } from './lib';

const ROUTES = (process.env.BENCH_ROUTES?.split(',') ?? [
  '/sign-in',
  '/portfolio',
  '/listings',
  '/reviews',
  '/orders',
  '/disputes',
  '/auto-dispute',
  '/finance',
  '/finance/statement',
]) as readonly string[];
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const BUDGET = { performance: 0.95, accessibility: 1, 'best-practices': 0.95 } as const;
const TBT_BUDGET_MS = 200;
type Category = keyof typeof BUDGET;

export const benchLighthouse = async () => {
  const app = await startBuiltApp({});
  const { origin, sample } = app;
  const direct = process.env.BENCH_LIGHTHOUSE_EDGE === 'direct';
  const edge = direct
    ? undefined
    : await startNginx({ upstreams: [new URL(origin).host], tls: true }).catch(
        async (error: unknown) => {
          await app.close();
          throw error;
        },
      );
  const close = async () => {
    await edge?.stop();
    await app.close();
  };
  const front = edge?.origin ?? origin;
  console.log(
    edge
      ? `   Lighthouse through nginx (TLS, HTTP/2) at ${front}, as the README deploys it`
      : `   Lighthouse straight to the Node server (HTTP/1.1) at ${front}`,
  );
  const chrome = await chromeLauncher
    .launch({
      chromePath: chromiumPath(),
      // The edge's certificate is a throwaway self-signed one.
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, '--ignore-certificate-errors'],
    })
    .catch(async (error: unknown) => {
      await close();
      throw error;
    });
  try {
    // A session for the signed-in routes, sent as the browser would send its cookie.
    const signIn = await fetch(`${origin}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-dashboard-request': '1' },
      body: JSON.stringify({ email: sample.config.email, password: sample.config.password }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    if (!signIn.ok || !cookie) throw new Error(`sign-in failed: ${signIn.status}`);

    for (const route of ROUTES) {
      const run = () =>
        lighthouse(`${front}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(BUDGET),
          ...(process.env.BENCH_PROFILE
            ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
            : {}),
          ...(route === '/sign-in' ? {} : { extraHeaders: { Cookie: cookie } }),
        });
      type Result = NonNullable<Awaited<ReturnType<typeof run>>>['lhr'];
      const results: Result[] = [];
      for (let index = 0; index < RUNS; index += 1) {
        // Lighthouse now and then fails to record the trace (NO_NAVSTART): run again, twice at most.
        let out = await run();
        let lhr = out?.lhr;
        for (let retry = 0; lhr?.runtimeError && retry < 2; retry += 1) {
          out = await run();
          lhr = out?.lhr;
        }
        if (process.env.BENCH_TRACE_DIR && out) {
          const { writeFile } = await import('node:fs/promises');
          await writeFile(
            `${process.env.BENCH_TRACE_DIR}/trace${route.replaceAll('/', '-')}-${index + 1}.json`,
            JSON.stringify((out.artifacts as { Trace: unknown }).Trace),
          );
        }
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${route}`);
        if (lhr.runtimeError) {
          record({
            what: `Lighthouse ${route}`,
            value: lhr.runtimeError.code,
            budget: 'a run',
            ok: false,
          });
          continue;
        }
        results.push(lhr);
        if (process.env.BENCH_LHR_DIR) {
          const { writeFile } = await import('node:fs/promises');
          await writeFile(
            `${process.env.BENCH_LHR_DIR}/lighthouse${route.replaceAll('/', '-')}-${index + 1}.json`,
            JSON.stringify(lhr),
          );
        }
      }
      if (results.length === 0) continue;
      for (const id of Object.keys(BUDGET) as Category[]) {
        const scores = results.map((lhr) => lhr.categories[id]?.score ?? 0);
        const score = median(scores);
        record({
          what: `Lighthouse ${route} ${id}`,
          value: score.toFixed(2),
          budget: `${BUDGET[id] === 1 ? '=' : '≥'} ${BUDGET[id]}`,
          ok: score >= BUDGET[id],
        });
        // Each run's score with its total blocking time, the figure that moves the most.
        if (id === 'performance' && results.length > 1)
          console.log(
            `     runs: ${results
              .map(
                (lhr, index) =>
                  `${scores[index]!.toFixed(2)} (TBT ${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN)} ms)`,
              )
              .join(', ')}`,
          );
      }
      // The issue's own budget beside the score: total blocking time under the same throttling.
      const tbt = median(
        results.map((lhr) => lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
      );
      record({
        what: `Lighthouse ${route} total blocking time`,
        value: `${Math.round(tbt)} ms`,
        budget: `≤ ${TBT_BUDGET_MS} ms`,
        ok: tbt <= TBT_BUDGET_MS,
      });
      // The metrics behind the performance score, each the median of the runs.
      console.log(
        `     ${METRICS.map((id) => {
          const values = results.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN);
          const value = median(values);
          return id === 'cumulative-layout-shift'
            ? `CLS ${value.toFixed(3)}`
            : `${id.replace(/(^|-)(\w)[a-z]*/g, '$2').toUpperCase()} ${Math.round(value)} ms`;
        }).join(', ')}`,
      );
      if (process.env.BENCH_VERBOSE) {
        for (const audit of Object.values(results[0]!.audits)) {
          if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
            console.log(`     failed: ${audit.id} — ${audit.title}`);
        }
      }
    }
  } finally {
    chrome.kill();
    await close();
  }
};
