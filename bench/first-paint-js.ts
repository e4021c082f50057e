/**
 * JavaScript loaded before each route paints: the production build served by the real server,
 * opened in Chromium; every script fetched until the route has painted, gzip-sized.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/env';
import { PAGE_HEADINGS } from '../src/web/lib/page-headings';
import { record, startBuiltApp } from './lib';

const BUDGET_KB = 150;
/**
 * Script files a route may have loaded once idle, on a phone: the ceiling each route is held to,
 * two above its figure of 2026-11-27 (the order the idle loads start in moves a file or two;
 * docs/performance.md), on the way to the target of 25. The reference page loads one. /sign-in's
 * since its sentences left zod's file; the data pages' since what they open on use (the overlays)
 * loads at the person's first use and the proxy checks the replies (no zod to show data).
 */
const FILES_WHEN_IDLE: Record<string, number> = {
  '/sign-in': 13,
  '/portfolio': 19,
  '/listings': 17,
  '/reviews': 24,
  '/orders': 20,
  '/disputes': 30,
  '/auto-dispute': 28,
  '/finance': 27,
  '/finance/statement': 30,
};

/**
 * Whether a built script holds any of recharts, by its source map (the build writes one for every
 * chunk but the bundler's runtime, which names none).
 */
const holdsRecharts = (pathname: string) => {
  const dist = process.env.BENCH_DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url));
  const file = `${dist}${pathname}`;
  if (!readFileSync(file, 'utf8').includes('//# sourceMappingURL=')) return false;
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
  return map.sources.some((source) => source.includes('node_modules/recharts/'));
};

export const benchFirstPaintJs = async () => {
  const { origin, sample, close } = await startBuiltApp({ scale: 'small' });
  const browser = await chromium
    .launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
    .catch(async (error: unknown) => {
      await close();
      throw error;
    });
  try {
    const measure = async (path: string, ready: RegExp, signIn: boolean) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (signIn) {
        await page.request.post(`${origin}/api/session`, {
          headers: { 'x-dashboard-request': '1' },
          data: { email: sample.config.email, password: sample.config.password },
        });
      }
      // Only scripts the page asked for before the route's first heading painted count: what
      // loads after (data schemas, the date picker…) does not hold the paint back.
      await page.addInitScript(() => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('main h1, h1')) return;
          observer.disconnect();
          requestAnimationFrame(() => {
            (window as unknown as { routePaint: number }).routePaint = performance.now();
          });
        });
        observer.observe(document, { subtree: true, childList: true });
      });
      const sizes = new Map<string, number>();
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        const body = await response.body().catch(() => null);
        if (body) sizes.set(response.url(), gzipSync(body, { level: 9 }).length);
      });
      await page.goto(`${origin}${path}`);
      await page.getByRole('heading', { name: ready }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const before = await page.evaluate(() => {
        const paint = (window as unknown as { routePaint: number }).routePaint;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js') && entry.startTime <= paint)
          .map((entry) => entry.name);
      });
      const scripts = new Map([...sizes].filter(([url]) => before.includes(url)));
      const bytes = [...scripts.values()].reduce((a, b) => a + b, 0);
      if (process.env.BENCH_VERBOSE) {
        for (const [url, size] of [...scripts].sort((a, b) => b[1] - a[1])) {
          console.log(`     ${(size / 1024).toFixed(1).padStart(6)} KB  ${new URL(url).pathname}`);
        }
      }
      const recharts = [...scripts.keys()].filter((url) => holdsRecharts(new URL(url).pathname));
      await context.close();
      return { bytes, count: scripts.size, recharts };
    };
    /**
     * The script files a route has loaded once it is idle, on a phone's screen as Lighthouse's:
     * what it paints with, then what it draws its data with and what loads when idle (the
     * header's controls, the dialogs a click opens). Each file costs the main thread beyond its
     * own code (docs/performance-measurements.md: 16 to 23 tasks a request).
     */
    const filesWhenIdle = async (path: string, ready: RegExp, signIn: boolean) => {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      if (signIn) {
        await page.request.post(`${origin}/api/session`, {
          headers: { 'x-dashboard-request': '1' },
          data: { email: sample.config.email, password: sample.config.password },
        });
      }
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(request.url());
      });
      await page.goto(`${origin}${path}`);
      await page.getByRole('heading', { name: ready }).first().waitFor();
      // Idle: no request for half a second, and the browser's idle callbacks (what loads "when
      // idle", at most 3 s after paint) have run; twice, as one load can start the next.
      for (let round = 0; round < 2; round += 1) {
        await page.waitForLoadState('networkidle');
        await page.evaluate(
          () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })),
        );
        await page.waitForTimeout(3000);
      }
      await page.waitForLoadState('networkidle');
      if (process.env.BENCH_VERBOSE)
        console.log(
          `     ${path} when idle: ${[...scripts].map((url) => new URL(url).pathname.replace(/^\/assets\//, '')).join(' ')}`,
        );
      await context.close();
      return scripts.size;
    };
    // Every route: the sign-in page, and each signed-in page by its heading.
    const routes: [string, RegExp, boolean][] = [
      ['/sign-in', /sign in/i, false],
      ...Object.entries(PAGE_HEADINGS).map(
        ([path, { title }]) => [path, new RegExp(title, 'i'), true] as [string, RegExp, boolean],
      ),
    ];
    const only = process.env.BENCH_ROUTES?.split(',');
    for (const [path, heading, signIn] of routes) {
      if (only && !only.includes(path)) continue;
      const { bytes, count, recharts } = await measure(path, heading, signIn);
      const kb = bytes / 1024;
      record({
        what: `JS before ${path} paints (${count} files, gzip)`,
        value: `${kb.toFixed(1)} KB`,
        budget: `≤ ${BUDGET_KB} KB`,
        ok: kb <= BUDGET_KB,
      });
      const idle = await filesWhenIdle(path, heading, signIn);
      const ceiling = FILES_WHEN_IDLE[path];
      record({
        what: `JS files ${path} has loaded when idle (phone)`,
        value: String(idle),
        budget: ceiling === undefined ? 'printed' : `≤ ${ceiling}`,
        ok: ceiling === undefined ? null : idle <= ceiling,
      });
      record({
        what: `files with recharts in them loaded before ${path} paints`,
        value: String(recharts.length),
        budget: '0',
        ok: recharts.length === 0,
      });
    }
  } finally {
    await browser.close();
    await close();
  }
};
