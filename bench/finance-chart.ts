/**
 * Finance charts over a year of payouts for the largest client of the large sample: the
 * production build served by the real server, opened in Chromium. The figure is the time from
 * the chart data reaching the page (the `finance-charts:data` mark, set when the data changes)
 * to the bars being in the DOM and painted, for the slower of the two charts.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/env';
import { record, startBuiltApp } from './lib';

const BUDGET_MS = 200;
const TODAY = '2026-11-18';
const YEAR_FROM = '2025-11-19';
const RUNS = 5;

interface Drawn {
  waterfall?: number;
  payouts?: number;
}

export const benchFinanceChart = async () => {
  const { origin, sample, close } = await startBuiltApp({
    scale: 'large',
    today: TODAY,
    processingMs: 0,
  });
  const browser = await chromium
    .launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
    .catch(async (error: unknown) => {
      await close();
      throw error;
    });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.request.post(`${origin}/api/session`, {
      headers: { 'x-dashboard-request': '1' },
      data: { email: sample.config.email, password: sample.config.password },
    });
    // When each chart's bars are first in the DOM, at the next frame (painted).
    await page.addInitScript(() => {
      const drawn: Drawn = {};
      (window as unknown as { drawn: Drawn }).drawn = drawn;
      const observer = new MutationObserver(() => {
        for (const chart of ['waterfall', 'payouts'] as const) {
          if (drawn[chart] !== undefined) continue;
          if (document.querySelector(`[data-chart="${chart}"] .recharts-bar-rectangle`)) {
            drawn[chart] = -1;
            requestAnimationFrame(() => (drawn[chart] = performance.now()));
          }
        }
        if (drawn.waterfall && drawn.payouts) observer.disconnect();
      });
      observer.observe(document, { subtree: true, childList: true });
    });

    const clients = (await (
      await page.request.post(`${origin}/api/ops/getRestaurantDetails`, {
        headers: { 'x-dashboard-request': '1' },
        data: {},
      })
    ).json()) as {
      result: { restaurantDetails: { clientId: string; listingDetails: unknown[] }[] };
    };
    const largest = [...clients.result.restaurantDetails].sort(
      (a, b) => b.listingDetails.length - a.listingDetails.length,
    )[0];
    if (!largest) throw new Error('the large sample has no clients');
    const url = `${origin}/finance?client=${largest.clientId}&from=${YEAR_FROM}&to=${TODAY}`;

    const times: number[] = [];
    let payoutBars = 0;
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(url);
      await page.waitForFunction(
        () => {
          const drawn = (window as unknown as { drawn: Drawn }).drawn;
          return (drawn.waterfall ?? 0) > 0 && (drawn.payouts ?? 0) > 0;
        },
        undefined,
        { timeout: 60_000 },
      );
      const { drawn, marks } = await page.evaluate(() => ({
        drawn: (window as unknown as { drawn: Required<Drawn> }).drawn,
        marks: performance.getEntriesByName('finance-charts:data').map((m) => m.startTime),
      }));
      const since = (at: number) => at - Math.max(...marks.filter((mark) => mark <= at));
      times.push(Math.max(since(drawn.waterfall), since(drawn.payouts)));
      if (process.env.BENCH_VERBOSE)
        console.log(
          JSON.stringify({
            marks,
            drawn,
            res: await page.evaluate(() =>
              performance
                .getEntriesByType('resource')
                .filter((r) => r.name.includes('/api/ops/'))
                .map((r) => [
                  r.name.split('/').pop(),
                  Math.round(r.startTime),
                  Math.round((r as PerformanceResourceTiming).responseEnd),
                ]),
            ),
          }),
        );
      payoutBars = await page.locator('[data-chart="payouts"] .recharts-bar-rectangle').count();
    }
    await context.close();
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
    record({
      what: `finance charts, a year (${largest.listingDetails.length} stores, ${payoutBars} bar segments), median of ${RUNS}`,
      value: `${median.toFixed(0)} ms`,
      budget: `≤ ${BUDGET_MS} ms`,
      ok: median <= BUDGET_MS,
    });
  } finally {
    await browser.close();
    await close();
  }
};
