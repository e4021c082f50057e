/**
 * Lighthouse, mobile defaults (simulated slow 4G and a 4× slower CPU), on every route of the
 * production build served by the real server over the default sample, signed in; interleaved with
 * the reference page (`bench/reference/`: React, Mantine's AppShell and a 25-row Mantine Table,
 * nothing else): reference, route, reference, route… three of each (`BENCH_LIGHTHOUSE_RUNS`).
 *
 * The budgets are ratios to the reference, because the absolute figures move with the host (its
 * CPU, and whatever else runs on it): a route's main-thread work ≤ 2× the reference's, its total
 * blocking time ≤ the reference's + 150 ms, each the median of its runs beside the median of the
 * reference runs interleaved with it. Accessibility 1.0 and best practices ≥ 0.95 are budgets as
 * they are; the performance score is printed beside the reference's, with the host's benchmark
 * index, and not judged.
 *
 * Both pages are loaded through nginx with TLS and HTTP/2 in front of the production server, the
 * edge the README deploys: over HTTP/1.1 a page's files queue six at a time, a round trip of slow
 * 4G each, which is not what a user of the deployed dashboard waits for.
 * `BENCH_LIGHTHOUSE_EDGE=direct` measures the Node servers on their own (HTTP/1.1).
 *
 * To see where a route's work goes: each route prints its main-thread work by kind and its
 * costliest scripts beside the reference's; `BENCH_LHR_DIR` keeps each run's report,
 * `BENCH_TRACE_DIR` each run's trace (open it in the browser's performance panel), and
 * `BENCH_PROFILE=1` adds the JavaScript profile to the trace (it slows the page: its figures are
 * not the route's).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/env';
import { startNginx } from '../scripts/local-nginx';
import { record, startBuiltApp } from './lib';
import { startReferencePage } from './reference-page';

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
  // The people pages (issue 37): an owner's, as the bench signs in as the owner.
  '/team',
  '/audit',
  '/account',
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
const BUDGET = { accessibility: 1, 'best-practices': 0.95 } as const;
type Category = keyof typeof BUDGET;
/** Main-thread work of a route, at most this many times the reference's. */
const WORK_RATIO = 2;
/** Total blocking time of a route, at most the reference's plus this. */
const TBT_OVER_MS = 150;

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const audit = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const ms = (value: number) => `${Math.round(value)} ms`;

/** Main-thread time by Lighthouse's kinds of work (script evaluation, style and layout…). */
const workByKind = (lhr: Lhr) => {
  const items = (
    lhr.audits['mainthread-work-breakdown']?.details as
      { items?: { group: string; duration: number }[] } | undefined
  )?.items;
  return new Map((items ?? []).map((item) => [item.group, item.duration]));
};

/** Each script's main-thread time (evaluation, and parse and compile), by file. */
const workByScript = (lhr: Lhr) => {
  const items = (
    lhr.audits['bootup-time']?.details as
      | { items?: { url: string; total: number; scripting: number; scriptParseCompile: number }[] }
      | undefined
  )?.items;
  return items ?? [];
};

const KINDS: [string, string][] = [
  ['scriptEvaluation', 'script'],
  ['scriptParseCompile', 'parse/compile'],
  ['styleLayout', 'style/layout'],
  ['paintCompositeRender', 'paint'],
  ['parseHTML', 'HTML/CSS parse'],
  ['garbageCollection', 'GC'],
  ['other', 'other'],
];

/** Lighthouse's page counts: main-thread tasks, requests, script files. */
const counts = (lhr: Lhr) => {
  const item = (
    lhr.audits.diagnostics?.details as
      { items?: { numTasks?: number; numRequests?: number; numScripts?: number }[] } | undefined
  )?.items?.[0];
  return {
    tasks: item?.numTasks ?? Number.NaN,
    requests: item?.numRequests ?? Number.NaN,
    scripts: item?.numScripts ?? Number.NaN,
  };
};

/** The medians of a set of runs: the figures budgeted and printed. */
const summarize = (results: readonly Lhr[]) => ({
  work: median(results.map((lhr) => audit(lhr, 'mainthread-work-breakdown'))),
  tbt: median(results.map((lhr) => audit(lhr, 'total-blocking-time'))),
  score: median(results.map((lhr) => lhr.categories.performance?.score ?? 0)),
  benchmarkIndex: median(results.map((lhr) => lhr.environment.benchmarkIndex)),
  tasks: median(results.map((lhr) => counts(lhr).tasks)),
  requests: median(results.map((lhr) => counts(lhr).requests)),
  scripts: median(results.map((lhr) => counts(lhr).scripts)),
  kinds: new Map(
    KINDS.map(([id]) => [id, median(results.map((lhr) => workByKind(lhr).get(id) ?? 0))]),
  ),
});

export const benchLighthouse = async () => {
  const app = await startBuiltApp({});
  const reference = await startReferencePage().catch(async (error: unknown) => {
    await app.close();
    throw error;
  });
  const { origin, sample } = app;
  const direct = process.env.BENCH_LIGHTHOUSE_EDGE === 'direct';
  const edges: { origin: string; stop: () => Promise<void> }[] = [];
  const close = async () => {
    for (const edge of edges) await edge.stop();
    await reference.close();
    await app.close();
  };
  const front = async (server: string) => {
    if (direct) return server;
    // The reference behind an nginx of its own, configured as the app's.
    const edge = await startNginx({ upstreams: [new URL(server).host], tls: true });
    edges.push(edge);
    return edge.origin;
  };
  let appFront: string;
  let referenceFront: string;
  try {
    appFront = await front(origin);
    referenceFront = await front(reference.origin);
  } catch (error) {
    await close();
    throw error;
  }
  console.log(
    direct
      ? `   Lighthouse straight to the Node servers (HTTP/1.1)`
      : `   Lighthouse through nginx (TLS, HTTP/2), as the README deploys it`,
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
    for (const dir of [process.env.BENCH_LHR_DIR, process.env.BENCH_TRACE_DIR])
      if (dir) await mkdir(dir, { recursive: true });
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

    /** One Lighthouse run of a page, again when it fails to record (NO_NAVSTART), twice at most. */
    const measure = async (url: string, name: string, index: number, signedIn: boolean) => {
      const run = () =>
        lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', ...Object.keys(BUDGET)],
          ...(process.env.BENCH_PROFILE
            ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
            : {}),
          ...(signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
        });
      let out = await run();
      for (let retry = 0; out?.lhr.runtimeError && retry < 2; retry += 1) out = await run();
      if (!out) throw new Error(`Lighthouse returned nothing for ${name}`);
      const file = `${name.replaceAll('/', '-')}-${index + 1}.json`;
      if (process.env.BENCH_TRACE_DIR)
        await writeFile(
          `${process.env.BENCH_TRACE_DIR}/trace${file}`,
          JSON.stringify((out.artifacts as { Trace: unknown }).Trace),
        );
      if (out.lhr.runtimeError) {
        record({
          what: `Lighthouse ${name}`,
          value: out.lhr.runtimeError.code,
          budget: 'a run',
          ok: false,
        });
        return undefined;
      }
      if (process.env.BENCH_LHR_DIR)
        await writeFile(`${process.env.BENCH_LHR_DIR}/lighthouse${file}`, JSON.stringify(out.lhr));
      return out.lhr;
    };

    for (const route of ROUTES) {
      const results: Lhr[] = [];
      const references: Lhr[] = [];
      // Interleaved, so both see the same state of a shared, busy host.
      for (let index = 0; index < RUNS; index += 1) {
        const ref = await measure(`${referenceFront}/`, `/reference${route}`, index, false);
        if (ref) references.push(ref);
        const lhr = await measure(`${appFront}${route}`, route, index, route !== '/sign-in');
        if (lhr) results.push(lhr);
      }
      if (results.length === 0 || references.length === 0) continue;
      const page = summarize(results);
      const base = summarize(references);

      const workRatio = page.work / base.work;
      record({
        what: `Lighthouse ${route} main-thread work (reference ${ms(base.work)})`,
        value: `${ms(page.work)} ×${workRatio.toFixed(1)}`,
        budget: `≤ ${WORK_RATIO}× reference`,
        ok: workRatio <= WORK_RATIO,
      });
      record({
        what: `Lighthouse ${route} total blocking time (reference ${ms(base.tbt)})`,
        value: `${ms(page.tbt)} ${page.tbt >= base.tbt ? '+' : '−'}${ms(Math.abs(page.tbt - base.tbt))}`,
        budget: `≤ reference + ${TBT_OVER_MS} ms`,
        ok: page.tbt <= base.tbt + TBT_OVER_MS,
      });
      record({
        what: `Lighthouse ${route} performance score (reference ${base.score.toFixed(2)})`,
        value: page.score.toFixed(2),
        budget: `printed, not budgeted (benchmark index ${Math.round(page.benchmarkIndex)})`,
        ok: null,
      });
      for (const id of Object.keys(BUDGET) as Category[]) {
        const score = median(results.map((lhr) => lhr.categories[id]?.score ?? 0));
        record({
          what: `Lighthouse ${route} ${id}`,
          value: score.toFixed(2),
          budget: `${BUDGET[id] === 1 ? '=' : '≥'} ${BUDGET[id]}`,
          ok: score >= BUDGET[id],
        });
      }
      // Each run beside the reference run before it: how much the host moved during the route.
      console.log(
        `     runs (route / reference): ${results
          .map(
            (lhr, index) =>
              `${ms(audit(lhr, 'mainthread-work-breakdown'))} / ${ms(audit(references[index] ?? lhr, 'mainthread-work-breakdown'))} work, TBT ${ms(audit(lhr, 'total-blocking-time'))} / ${ms(audit(references[index] ?? lhr, 'total-blocking-time'))}`,
          )
          .join('; ')}`,
      );
      // Where the work beyond the reference's goes, by kind; and how many tasks, requests and
      // script files it is spread over (each costs the main thread beyond its own work).
      console.log(
        `     work by kind (route / reference): ${KINDS.map(
          ([id, label]) =>
            `${label} ${Math.round(page.kinds.get(id) ?? 0)} / ${Math.round(base.kinds.get(id) ?? 0)}`,
        ).join(
          ', ',
        )}; tasks ${page.tasks} / ${base.tasks}, requests ${page.requests} / ${base.requests}, scripts ${page.scripts} / ${base.scripts}`,
      );
      // The costliest scripts of the run with the median work, and the page itself (its URL).
      const middle = [...results].sort(
        (a, b) => audit(a, 'mainthread-work-breakdown') - audit(b, 'mainthread-work-breakdown'),
      )[Math.floor(results.length / 2)]!;
      console.log(
        `     costliest scripts: ${workByScript(middle)
          .slice(0, 6)
          .map(
            (item) =>
              `${item.url.replace(/^https?:\/\/[^/]+/, '') || '/'} ${Math.round(item.total)} ms (eval ${Math.round(item.scripting)}, parse ${Math.round(item.scriptParseCompile)})`,
          )
          .join('; ')}`,
      );
      // The metrics behind the performance score, each the median of the runs.
      console.log(
        `     ${METRICS.map((id) => {
          const value = median(results.map((lhr) => audit(lhr, id)));
          return id === 'cumulative-layout-shift'
            ? `CLS ${value.toFixed(3)}`
            : `${id.replace(/(^|-)(\w)[a-z]*/g, '$2').toUpperCase()} ${Math.round(value)} ms`;
        }).join(', ')}`,
      );
      if (process.env.BENCH_VERBOSE) {
        for (const item of Object.values(results[0]!.audits)) {
          if (item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
            console.log(`     failed: ${item.id} — ${item.title}`);
        }
      }
    }
  } finally {
    chrome.kill();
    await close();
  }
};
