/**
 * The portfolio over the large sample (25 clients), the last 30 days: the production build served
 * by the real server, opened in Chromium, signed in. From navigation start: when the first client
 * row is painted with its figures, when every row is, and the longest main-thread task while the
 * rows fill in. Each run is followed by its reference (`upstream-replay.ts`): the upstream requests
 * that run made, made again by a script straight to the sample API with the same concurrency; the
 * budgets are the ratios of the page's figures to the reference's. Then the largest client's
 * month statement: from navigation to its PDF (Playwright's `page.pdf`, A4) in hand.
 */
import { CLIENTS_AT_ONCE } from '../src/web/entities/portfolio/portfolio-row';
import { openLargestClient, record } from './lib';
import { recordOperations, recordUpstream, replayUpstream, upstreamToken } from './upstream-replay';

/**
 * The page's first row and all its rows, at most these many times the same requests' own time.
 * Every row: the page may spend as long again as its requests on what it adds (its code, the
 * proxy's hop, checking and drawing each reply). The first row carries the page's start as well
 * (its code read and run, the session and the client list) over a handful of requests, hence a
 * little more.
 */
const FIRST_ROW_RATIO = 2.5;
const ALL_ROWS_RATIO = 2;
const STATEMENT_PDF_MS = 5000;
const MONTH = '2026-10';
const LONG_TASK_MS = 200;
const TODAY = '2026-11-18';
const FROM = '2026-10-20';
const RUNS = 3;

interface Filled {
  first?: number;
  all?: number;
  rows: number;
  longest: number;
  tasks: [number, number][];
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export const benchPortfolio = async () => {
  const { origin, page, client, close, sample, upstreamUrl } = await openLargestClient({
    scale: 'large',
    today: TODAY,
    processingMs: 0,
  });
  try {
    // A slower CPU, for a look at a phone's case (`BENCH_PORTFOLIO_CPU=4`, as Lighthouse slows it):
    // the budgets are for the machine's own speed, so such a run is read, not judged.
    const slowdown = Number(process.env.BENCH_PORTFOLIO_CPU ?? 1);
    if (!(slowdown >= 1)) throw new Error('BENCH_PORTFOLIO_CPU is a slowdown factor: 1, 2, 4, …');
    if (slowdown > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      console.log(`   the CPU slowed ${slowdown}× (BENCH_PORTFOLIO_CPU): figures for reading only`);
    }
    await page.addInitScript(() => {
      const filled: Filled = { rows: 0, longest: 0, tasks: [] };
      (window as unknown as { filled: Filled }).filled = filled;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (filled.all !== undefined) continue;
          filled.longest = Math.max(filled.longest, entry.duration);
          filled.tasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
        }
      }).observe({ type: 'longtask', buffered: true });
      const observer = new MutationObserver(() => {
        const rows = document.querySelectorAll('[data-portfolio] tbody tr[data-client]').length;
        const loaded = document.querySelectorAll('[data-portfolio] tr[data-loaded]').length;
        if (filled.first === undefined && loaded > 0) {
          filled.first = -1;
          requestAnimationFrame(() => (filled.first = performance.now()));
        }
        if (filled.all === undefined && rows > 0 && loaded === rows) {
          filled.all = -1;
          filled.rows = rows;
          requestAnimationFrame(() => (filled.all = performance.now()));
          observer.disconnect();
        }
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    });

    const url = `${origin}/portfolio?from=${FROM}&to=${TODAY}`;
    const token = await upstreamToken(upstreamUrl, sample.config);
    const runs: Required<Filled>[] = [];
    const references: Awaited<ReturnType<typeof replayUpstream>>[] = [];
    /** What the gateway was asked in the first run, the reference of every run (see below). */
    let asked: ReturnType<ReturnType<typeof recordUpstream>> = [];
    const browserRequests: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // A fresh start each run: nothing cached in the page.
      await page.goto('about:blank');
      const recorded = recordOperations(page);
      // The requests the page's rows made, recorded at the gateway, wherever the code that made
      // them ran (the rows are read on the dashboard server: the browser sends one request).
      // Only the first run's: the dashboard server keeps replies for a minute, so later runs ask
      // the gateway less, and each run's reference is those requests made straight to it.
      const atGateway = run === 0 ? recordUpstream(sample.server) : null;
      let requestsOfPage = 0;
      const countRequest = (req: { url: () => string }) => {
        if (new URL(req.url()).pathname.startsWith('/api/')) requestsOfPage += 1;
      };
      page.on('request', countRequest);
      await page.goto(url);
      await page.waitForFunction(
        () => ((window as unknown as { filled: Filled }).filled.all ?? 0) > 0,
        undefined,
        { timeout: 120_000 },
      );
      // Long tasks are reported a little after they end.
      await page.waitForTimeout(200);
      runs.push(
        await page.evaluate(() => (window as unknown as { filled: Required<Filled> }).filled),
      );
      page.off('request', countRequest);
      browserRequests.push(requestsOfPage);
      recorded();
      if (atGateway) {
        asked = atGateway();
        // The clients list was kept by the sign-in's look-up above: the page's own start asks it.
        if (!asked.some((entry) => entry.id === 'getRestaurantDetails'))
          asked.unshift({
            id: 'getRestaurantDetails',
            input: {},
            client: null,
            sent: 0,
            answered: 0,
          });
      }
      // Its reference right after it, so both see the same state of a shared, busy host.
      references.push(
        await replayUpstream(asked, {
          upstreamUrl,
          apiKey: sample.config.apiKey,
          token,
          clientsAtOnce: CLIENTS_AT_ONCE,
        }),
      );
    }
    if (process.env.BENCH_VERBOSE) {
      for (const r of runs) console.log(JSON.stringify(r));
    }
    const clients = runs[0]?.rows ?? 0;
    const first = median(runs.map((r) => r.first));
    const all = median(runs.map((r) => r.all));
    const firstReference = median(references.map((r) => r.first));
    const allReference = median(references.map((r) => r.all));
    const longest = Math.max(...runs.map((r) => r.longest));
    const requests = median(references.map((r) => r.requests));
    record({
      what: `portfolio, the browser's requests to /api (session, clients, rows), median of ${RUNS}`,
      value: `${median(browserRequests)}`,
      budget: 'printed',
      ok: null,
    });
    record({
      what: `portfolio, first client row (${clients} clients, 30 days), median of ${RUNS}`,
      value: `${first.toFixed(0)} ms`,
      budget: 'printed; its ratio is budgeted',
      ok: null,
    });
    record({
      what: `  reference: its requests straight to the sample (${CLIENTS_AT_ONCE} clients at once)`,
      value: `${firstReference.toFixed(0)} ms`,
      budget: 'the reference',
      ok: null,
    });
    record({
      what: '  first row against the reference',
      value: `×${(first / firstReference).toFixed(1)}`,
      budget: `≤ ${FIRST_ROW_RATIO}× reference`,
      ok: slowdown > 1 ? null : first / firstReference <= FIRST_ROW_RATIO,
    });
    record({
      what: `portfolio, every client row, median of ${RUNS}`,
      value: `${all.toFixed(0)} ms`,
      budget: 'printed; its ratio is budgeted',
      ok: null,
    });
    record({
      what: `  reference: the page's ${requests} requests straight to the sample`,
      value: `${allReference.toFixed(0)} ms`,
      budget: 'the reference',
      ok: null,
    });
    record({
      what: '  every row against the reference',
      value: `×${(all / allReference).toFixed(1)}`,
      budget: `≤ ${ALL_ROWS_RATIO}× reference`,
      ok: slowdown > 1 ? null : all / allReference <= ALL_ROWS_RATIO,
    });
    console.log(
      `     runs (page / reference, first row; every row): ${runs
        .map(
          (r, index) =>
            `${Math.round(r.first)} / ${Math.round(references[index]?.first ?? Number.NaN)}; ${Math.round(r.all)} / ${Math.round(references[index]?.all ?? Number.NaN)} ms`,
        )
        .join(' — ')}`,
    );
    record({
      what: `portfolio, longest task while rows fill, worst of ${RUNS}`,
      value: `${longest.toFixed(0)} ms`,
      budget: `≤ ${LONG_TASK_MS} ms`,
      ok: slowdown > 1 ? null : longest <= LONG_TASK_MS,
    });

    // The largest client's month statement, from navigation to the PDF in hand.
    const pdfTimes: number[] = [];
    let pages = 0;
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto('about:blank');
      const started = performance.now();
      await page.goto(`${origin}/finance/statement?client=${client.id}&month=${MONTH}`);
      await page.locator('[data-statement-ready]').waitFor({ state: 'attached', timeout: 60_000 });
      // Its data is in; its sections draw theirs a frame or two later (after the first paint).
      await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
      const pdf = await page.pdf({ format: 'A4' });
      pdfTimes.push(performance.now() - started);
      pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    }
    const pdfMs = median(pdfTimes);
    record({
      what: `statement of the largest client (${client.listings} stores) to PDF, ${pages} pages, median of ${RUNS}`,
      value: `${pdfMs.toFixed(0)} ms`,
      budget: `≤ ${STATEMENT_PDF_MS} ms`,
      ok: slowdown > 1 ? null : pdfMs <= STATEMENT_PDF_MS,
    });
  } finally {
    await close();
  }
};
