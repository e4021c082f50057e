/**
 * Lighthouse, mobile defaults (simulated slow 4G and a 4× slower CPU), on each main route of the
 * production build served by the real server over the default sample, signed in. Budgets from
 * the architecture: performance ≥ 0.95, accessibility 1.0, best practices ≥ 0.95.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/env';
import { record, startBuiltApp } from './lib';

const ROUTES = (process.env.BENCH_ROUTES?.split(',') ?? [
  '/sign-in',
  '/listings',
  '/reviews',
  '/orders',
  '/disputes',
  '/auto-dispute',
  '/finance',
]) as readonly string[];
const BUDGET = { performance: 0.95, accessibility: 1, 'best-practices': 0.95 } as const;
type Category = keyof typeof BUDGET;

export const benchLighthouse = async () => {
  const { origin, sample, close } = await startBuiltApp({});
  const chrome = await chromeLauncher
    .launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] })
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
        lighthouse(`${origin}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(BUDGET),
          ...(route === '/sign-in' ? {} : { extraHeaders: { Cookie: cookie } }),
        });
      // Lighthouse now and then fails to record the trace (NO_NAVSTART): run again, twice at most.
      let lhr = (await run())?.lhr;
      for (let retry = 0; lhr?.runtimeError && retry < 2; retry += 1) lhr = (await run())?.lhr;
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
      if (process.env.BENCH_LHR_DIR) {
        const { writeFile } = await import('node:fs/promises');
        await writeFile(
          `${process.env.BENCH_LHR_DIR}/lighthouse${route.replaceAll('/', '-')}.json`,
          JSON.stringify(lhr),
        );
      }
      const scores = (Object.keys(BUDGET) as Category[]).map((id) => ({
        id,
        score: lhr.categories[id]?.score ?? 0,
      }));
      for (const { id, score } of scores) {
        record({
          what: `Lighthouse ${route} ${id}`,
          value: score.toFixed(2),
          budget: `${BUDGET[id] === 1 ? '=' : '≥'} ${BUDGET[id]}`,
          ok: score >= BUDGET[id],
        });
      }
      if (process.env.BENCH_VERBOSE) {
        const metrics = [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
        ]
          .map((id) => `${id} ${lhr.audits[id]?.displayValue ?? '?'}`)
          .join(', ');
        console.log(`     ${metrics}`);
        for (const audit of Object.values(lhr.audits)) {
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
