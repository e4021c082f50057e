import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { unzipSync, strFromU8 } from 'fflate';
import { expectNoAxeViolations, setFaults } from './helpers';
import { chunkUrlOf } from './build-manifest';

/** A month of the sample (its pinned "today" is in November 2026). */
const MONTH = '2026-10';
const TABLES = ['Tax', 'Deposits', 'Estimated versus actual payout', 'POS versus off-premise'];
/** The charts' code (recharts), a file of its own fetched when a chart or printing needs it. */
const CHARTS = 'src/web/features/finance/charts.tsx';

// Signed in once for the worker (e2e/fixtures.ts): these journeys do not test signing in.
test.use({ signedIn: true });

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The text of a PDF, page after page, as the PDF library reads it. */
async function pdfText(pdf: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: true }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const content = await (await doc.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n').replace(/\s+/g, ' ');
}

const openStatement = async (page: Page) => {
  await page.goto(`/portfolio?from=2026-10-01&to=2026-10-31`);
  await expect(page.locator('[data-progress]')).toHaveText(/^\d+ clients$/);
  // From the portfolio: the first client's statement of the month the range is.
  const link = page.getByRole('link', { name: /^Month statement of / }).first();
  const client = ((await link.getAttribute('aria-label')) ?? '').replace('Month statement of ', '');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/finance/statement\\?client=.+&month=${MONTH}`));
  await expect(page.locator('[data-statement-ready]')).toBeAttached();
  for (const name of TABLES) {
    await expect(section(page, name).locator('tfoot [data-totals]')).toBeVisible();
  }
  return client;
};

test("the statement prints to a PDF that holds the month's net payout and every table's total", async ({
  page,
}) => {
  const client = await openStatement(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statement for October 2026');
  const net = (await page.locator('tr[data-figure="netPayout"] td').nth(1).textContent()) ?? '';
  expect(net).toMatch(/\$[\d,]+\.\d\d/);

  const text = await pdfText(await page.pdf({ format: 'A4' }));
  expect(text).toContain('Statement for October 2026');
  expect(text).toContain(client);
  expect(text).toContain(`Net payout ${net}`);
  for (const name of TABLES) {
    const totals = section(page, name).locator('tfoot [data-totals] [data-column]');
    const amounts = (await totals.allTextContents()).filter((cell) => cell.includes('$'));
    expect(amounts.length).toBeGreaterThan(0);
    for (const amount of amounts) expect(text, `${name}: ${amount}`).toContain(amount.trim());
  }
  // Printed as a document: no navigation and no buttons.
  expect(text).not.toContain('Print or save as PDF');
  expect(text).not.toContain('Auto-dispute');

  // Letter too.
  const letter = await pdfText(await page.pdf({ format: 'Letter' }));
  expect(letter).toContain(`Net payout ${net}`);
  await expectNoAxeViolations(page);
});

test('the CSVs download as one ZIP: one file per table, each with every store, and the sections of figures', async ({
  page,
}) => {
  await openStatement(page);
  const stores = await section(page, 'Tax').locator('tbody tr').count();
  expect(stores).toBeGreaterThan(1);
  const names = (
    await section(page, 'Tax').locator('tbody tr th, tbody tr td:first-child').allTextContents()
  ).map((name) => name.trim());

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the CSVs' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^statement-.+-2026-10-01-to-2026-10-31\.zip$/);
  const entries = unzipSync(new Uint8Array(await readFile(await file.path())));
  const csvs = Object.fromEntries(
    Object.entries(entries).map(([name, bytes]) => [
      name,
      strFromU8(bytes)
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ]),
  );
  const kinds = ['tax', 'deposits', 'estimate-vs-actual', 'pos-vs-off-premise'];
  // Beside the tables, the overview, the disputes and the reviews (audit-statement.spec.ts).
  expect(Object.keys(csvs)).toHaveLength(kinds.length + 3);
  for (const kind of kinds) {
    const name = Object.keys(csvs).find((entry) => entry.startsWith(`statement-${kind}-`));
    expect(name, kind).toBeDefined();
    const lines = csvs[name ?? ''] ?? [];
    const firstCells = new Set(lines.slice(1).map((line) => line.split(',')[0]));
    // Every store (the deposits list each payout: every store at least once).
    for (const store of names) expect(firstCells.has(store), `${kind}: ${store}`).toBe(true);
    if (kind !== 'deposits') expect(lines).toHaveLength(stores + 1);
  }
});

test("the ZIP's code failing to load says so, and the next press downloads", async ({ page }) => {
  await openStatement(page);
  // Offline for the ZIP's code alone (fetched when the button is neared or pressed).
  let blocked = true;
  await page.route(/\/assets\/statement-zip-[\w-]+\.js$/, (route) =>
    blocked ? route.abort('internetdisconnected') : route.continue(),
  );
  const button = page.getByRole('button', { name: 'Download the CSVs' });
  await button.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Download failed' })).toContainText(
    'Check the connection and try again',
  );
  await expect(button).toBeEnabled();

  blocked = false;
  const download = page.waitForEvent('download');
  await button.click();
  expect((await download).suggestedFilename()).toMatch(/^statement-.+\.zip$/);
});

test('a section that fails says so with Retry while the others fill in, and Retry brings it', async ({
  page,
}) => {
  await page.goto(`/portfolio?from=2026-10-01&to=2026-10-31`);
  const link = page.getByRole('link', { name: /^Month statement of / }).first();
  await expect(link).toBeVisible();
  try {
    await setFaults(page, { errorRate: 1, operations: ['getTaxDetails'] });
    await link.click();
    const tax = section(page, 'Tax');
    await expect(tax.getByRole('alert')).toContainText('Could not load tax');
    // The rest of the month is there, and the statement is ready to print with what it has.
    for (const name of TABLES.filter((name) => name !== 'Tax'))
      await expect(section(page, name).locator('tfoot [data-totals]')).toBeVisible();
    await expect(page.locator('[data-statement-ready]')).toBeAttached();
    await setFaults(page, {});
    await tax.getByRole('button', { name: /retry/i }).click();
    await expect(tax.locator('tfoot [data-totals]')).toBeVisible();
    await expect(tax.getByRole('alert')).toHaveCount(0);
  } finally {
    await setFaults(page, {});
  }
});

/** Counts the page's calls to `window.print()` (the browser's dialog is not opened in a test). */
const countPrints = (page: Page) =>
  page.addInitScript(() => {
    const counted = window as unknown as { prints: number };
    counted.prints = 0;
    window.print = () => {
      counted.prints += 1;
    };
  });
const printsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { prints: number }).prints);

test('on a phone the waterfall waits below the first screen, its code too; Print fetches it and draws it into the PDF', async ({
  page,
}) => {
  const chartsFile = chunkUrlOf(CHARTS).replace('**', '');
  const chartsCode: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(chartsFile)) chartsCode.push(request.url());
  });
  await countPrints(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/finance/statement?month=${MONTH}`);
  const print = page.getByRole('button', { name: 'Print or save as PDF' });
  await expect(print).toBeEnabled();
  const chart = page.locator('[data-chart="waterfall"]');
  const bars = chart.locator('.recharts-bar-rectangle');
  // Below the first screen and not scrolled to: not drawn while the page loads, nor its code
  // fetched (it was most of a phone's work as the page opened).
  expect(await chart.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(
    844,
  );
  await expect(bars).toHaveCount(0);
  const steps = await page
    .getByRole('table', { name: 'Payout waterfall figures' })
    .locator('tbody tr')
    .count();
  expect(steps).toBeGreaterThan(2);
  // The sections further down are not drawn either while nobody scrolls to them.
  await expect(page.locator('[data-drawn-when-near]')).not.toHaveCount(0);
  await expect(page.locator('[data-statement-ready]')).toHaveCount(0);
  expect(chartsCode).toEqual([]);

  // Print: the charts' code comes, then the browser's print, once…
  await print.click();
  await expect.poll(() => printsOf(page)).toBe(1);
  expect(chartsCode).toHaveLength(1);
  // …and a PDF maker prints once the statement says it is ready: the chart and every section are
  // drawn for it, the last (the month's reviews) included.
  await expect(page.locator('[data-statement-ready]')).toBeAttached();
  const text = await pdfText(await page.pdf({ format: 'A4' }));
  await expect(bars).toHaveCount(steps);
  expect(text).toMatch(/reply rate/i);
  expect(text).toMatch(/Total \(\d+ stores\)/);
});

test("the CSVs download while the charts' code is still coming; Print waits for it, and prints once", async ({
  page,
}) => {
  // The charts' code held back (a slow connection): nothing else waits for it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunkUrlOf(CHARTS), async (route) => {
    await held;
    await route.continue();
  });
  await countPrints(page);
  await page.goto(`/finance/statement?month=${MONTH}`);
  const zip = page.getByRole('button', { name: 'Download the CSVs' });
  await expect(zip).toBeEnabled();
  const print = page.getByRole('button', { name: 'Print or save as PDF' });
  await expect(print).toBeEnabled();
  await expect(page.locator('[data-statement-ready]')).toHaveCount(0);
  const download = page.waitForEvent('download');
  await zip.click();
  expect((await download).suggestedFilename()).toMatch(/^statement-.+\.zip$/);
  // Pressed twice while the code is coming: busy, and nothing printed yet…
  await print.click();
  await expect(print).toHaveAttribute('aria-busy', 'true');
  await print.click({ force: true });
  expect(await printsOf(page)).toBe(0);
  // …then printed once, with the chart's code in.
  release();
  await expect.poll(() => printsOf(page)).toBe(1);
  await expect(page.locator('[data-statement-ready]')).toBeAttached();
  await expect(print).not.toHaveAttribute('aria-busy', 'true');
  expect(await printsOf(page)).toBe(1);
});
