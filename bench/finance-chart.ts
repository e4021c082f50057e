/**
 * Finance charts over a year of payouts for the largest client of the large sample: the
 * production build served by the real server, opened in Chromium. The figure is the time from
 * the chart data reaching the page (the `finance-charts:data` mark, set when the data changes)
 * to the bars being in the DOM and painted, for the slower of the two charts.
 */
import { openLargestClient, record } from './lib';

const BUDGET_MS = 200;
const TODAY = '2026-11-18';
const YEAR_FROM = '2025-11-19';
const RUNS = 5;

interface Drawn {
  waterfall?: number;
  payouts?: number;
}

export const benchFinanceChart = async () => {
  const { origin, page, client, close } = await openLargestClient({
    scale: 'large',
    today: TODAY,
    processingMs: 0,
  });
  try {
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

    const url = `${origin}/finance?client=${client.id}&from=${YEAR_FROM}&to=${TODAY}`;
    // Both charts on the screen from the start: a chart is drawn when it comes into view, and the
    // figure is how long a chart in view takes once its data is in (its code's load included).
    await page.setViewportSize({ width: 1440, height: 2400 });

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
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
    record({
      what: `finance charts, a year (${client.listings} stores, ${payoutBars} bar segments), median of ${RUNS}`,
      value: `${median.toFixed(0)} ms`,
      budget: `≤ ${BUDGET_MS} ms`,
      ok: median <= BUDGET_MS,
    });
  } finally {
    await close();
  }
};
