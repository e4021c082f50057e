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
 * Whether a built script holds any of recharts, by its source map (the build writes one for every
 * chunk but the bundler's runtime, which names none).
 */
const holdsRecharts = (pathname: string) => {
  const file = fileURLToPath(new URL(`../dist${pathname}`, import.meta.url));
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
    // Every route: the sign-in page, and each signed-in page by its heading.
    const routes: [string, RegExp, boolean][] = [
      ['/sign-in', /sign in/i, false],
      ...Object.entries(PAGE_HEADINGS).map(
        ([path, { title }]) => [path, new RegExp(title, 'i'), true] as [string, RegExp, boolean],
      ),
    ];
    for (const [path, heading, signIn] of routes) {
      const { bytes, count, recharts } = await measure(path, heading, signIn);
      const kb = bytes / 1024;
      record({
        what: `JS before ${path} paints (${count} files, gzip)`,
        value: `${kb.toFixed(1)} KB`,
        budget: `≤ ${BUDGET_KB} KB`,
        ok: kb <= BUDGET_KB,
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
