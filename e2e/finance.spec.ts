import { readFile } from 'node:fs/promises';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, screenshotWholePage } from './helpers';

/** Around the sample API's pinned "today": the UI's default range follows the real clock. */
const FINANCE_URL = '/finance?from=2026-10-01&to=2026-10-31';

// Signed in once for the worker (e2e/fixtures.ts): these journeys do not test signing in.
test.use({ signedIn: true });

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const headline = (page: Page, id: string) => page.locator(`[data-headline="${id}"] [data-value]`);
const totalCell = (table: Locator, column: string) =>
  table.locator(`tfoot [data-totals] [data-column="${column}"]`);

const openFinance = async (page: Page, url = FINANCE_URL) => {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Finance', level: 1 })).toBeVisible();
  await expect(headline(page, 'netPayout')).toBeVisible();
};

/** The number of stores the client has in the sample (every store has sales in a month). */
const storeCount = async (page: Page) => {
  const rows = section(page, 'Tax').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  return rows.count();
};

test('the waterfall draws one bar per step, with the figures as a table', async ({ page }) => {
  await openFinance(page);
  const chart = page.locator('[data-chart="waterfall"]');
  // A chart is drawn as it comes into view.
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('.recharts-bar-rectangle')).toHaveCount(8);
  const figures = page.getByRole('table', { name: 'Payout waterfall figures' });
  await expect(figures.locator('tbody tr')).toHaveCount(8);
  await expect(figures.getByRole('rowheader', { name: 'Net payout' })).toBeAttached();
  // The table's net payout is the headline's.
  const net = await headline(page, 'netPayout').textContent();
  await expect(figures.getByRole('row', { name: /^Net payout/ })).toContainText(net ?? '-');
});

test("each table's totals row equals the overview figure on the page", async ({ page }) => {
  await openFinance(page);
  const figure = async (id: string) => (await headline(page, id).textContent()) ?? '';
  const tax = section(page, 'Tax');
  await expect(totalCell(tax, 'state')).toHaveText(await figure('taxRemittedToState'));
  await expect(totalCell(tax, 'merchant')).toHaveText(await figure('taxRemittedToMerchant'));
  const deposits = section(page, 'Deposits');
  await expect(totalCell(deposits, 'netPayout')).toHaveText(await figure('netPayout'));
  const estimate = section(page, 'Estimated versus actual payout');
  await expect(totalCell(estimate, 'revenue')).toHaveText(await figure('totalRevenue'));
  await expect(totalCell(estimate, 'deductions')).toHaveText(await figure('deductions'));
  await expect(totalCell(estimate, 'tax')).toHaveText(await figure('taxToBePaid'));
  await expect(totalCell(estimate, 'estimated')).toHaveText(await figure('estimatedPayout'));
  await expect(totalCell(estimate, 'refund')).toHaveText(await figure('refundByService'));
  await expect(totalCell(estimate, 'netPayout')).toHaveText(await figure('netPayout'));
  // The POS table's total to claim back is the one shown prominently above it.
  const pos = section(page, 'POS versus off-premise');
  await expect(totalCell(pos, 'claimBack')).toHaveText(
    (await pos.locator('[data-claim-back] [class*="Text"]').last().textContent()) ?? '',
  );
});

test('the CSV download holds every store', async ({ page }) => {
  await openFinance(page);
  const stores = await storeCount(page);
  expect(stores).toBeGreaterThan(1);
  for (const name of ['Tax', 'Estimated versus actual payout', 'POS versus off-premise']) {
    const downloading = page.waitForEvent('download');
    await section(page, name)
      .getByRole('button', { name: `Export CSV: ${name}` })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^finance-.+-2026-10-01-to-2026-10-31\.csv$/);
    const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(stores + 1);
    const names = await section(page, name)
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent ?? ''));
    for (const store of names) expect(text).toContain(store.replace('Large difference', ''));
  }
  // Deposits export one line per payout, of every store.
  const downloading = page.waitForEvent('download');
  await section(page, 'Deposits').getByRole('button', { name: 'Export CSV: Deposits' }).click();
  const text = await readFile(await (await downloading).path(), 'utf8');
  const storeIds = new Set(
    text
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[1]),
  );
  expect(storeIds.size).toBe(stores);
});

test('changing the date range changes the figures and the URL', async ({ page }) => {
  await openFinance(page);
  const before = await headline(page, 'netPayout').textContent();
  await page.getByRole('combobox', { name: 'Date range' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Last 90 days' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await expect(page).not.toHaveURL(/from=2026-10-01/);
  await expect(headline(page, 'netPayout')).not.toHaveText(before ?? '');
});

test('the payout-dates filter narrows the deposits and lives in the URL', async ({ page }) => {
  await openFinance(page);
  const deposits = section(page, 'Deposits');
  const total = await totalCell(deposits, 'netPayout').textContent();
  await deposits.getByRole('combobox', { name: 'Payout dates' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Oct 14, 2026' }).click();
  await expect(page).toHaveURL(/payouts=2026-10-14/);
  await expect(totalCell(deposits, 'netPayout')).not.toHaveText(total ?? '');
  await deposits
    .getByRole('button', { name: /^Show payouts of / })
    .first()
    .click();
  await expect(deposits.getByText('Oct 14, 2026').first()).toBeVisible();
});

/** `$1,234.56` or `-$1,234.56` → cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100);

test('a year of payouts is drawn by week, and its bars add up to the net payout', async ({
  page,
}) => {
  await openFinance(page, '/finance?from=2025-11-19&to=2026-11-18');
  const chart = page.locator('[data-chart="payouts"]');
  await expect(chart.getByText(/^By week of payout, stacked by channel/)).toBeVisible();
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const figures = page.getByRole('table', { name: 'Payouts by week' });
  // About 53 weeks, one row each, including any week with no payout.
  const weeks = await figures.locator('tbody tr').count();
  expect(weeks).toBeGreaterThanOrEqual(52);
  expect(weeks).toBeLessThanOrEqual(56);
  await expect(figures.locator('tbody tr th').first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  const amounts = await figures.locator('tbody td').allTextContents();
  const sum = amounts.reduce((total, text) => total + cents(text), 0);
  expect(sum).toBe(cents((await headline(page, 'netPayout').textContent()) ?? ''));
  await screenshotWholePage(page, 'test-results/finance-year.png');
});

test('the finance page has no axe violations, light and dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openFinance(page);
  // Both charts drawn (each is drawn as it comes into view), so axe checks them too.
  await page.locator('[data-chart="payouts"]').scrollIntoViewIfNeeded();
  await page.locator('[data-chart="waterfall"]').scrollIntoViewIfNeeded();
  await expect(
    page.locator('[data-chart="payouts"] .recharts-bar-rectangle').first(),
  ).toBeVisible();
  await expect(section(page, 'POS versus off-premise').locator('tbody tr').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(
    page.locator('[data-chart="payouts"] .recharts-bar-rectangle').first(),
  ).toBeVisible();
  await expect(section(page, 'POS versus off-premise').locator('tbody tr').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

/** The amounts of one column of a per-store table, top to bottom, in cents. */
const columnCents = async (table: Locator, header: string) => {
  const index = await table
    .locator('thead th')
    .evaluateAll(
      (cells, name) => cells.findIndex((cell) => cell.textContent?.trim() === name),
      header,
    );
  expect(index).toBeGreaterThanOrEqual(0);
  const texts = await table
    .locator('tbody tr:not([data-details])')
    .evaluateAll(
      (rows, i) => rows.map((row) => row.querySelectorAll('td')[i]?.textContent ?? ''),
      index,
    );
  return texts.map(cents);
};

test('the first click on "Error charges" puts the largest loss first, as the panel beside the waterfall does', async ({
  page,
}) => {
  await openFinance(page);
  const estimate = section(page, 'Estimated versus actual payout');
  await expect(estimate.locator('tbody tr').first()).toBeVisible();
  await estimate.getByRole('button', { name: 'Error charges' }).click();
  await expect(page).toHaveURL(/estimateSort=errorCharges/);
  await expect(estimate.getByRole('columnheader', { name: 'Error charges' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  // The rows re-sort in the background: read them once they have settled.
  await expect
    .poll(async () => {
      const cells = await columnCents(estimate, 'Error charges');
      return cells.length > 1 && cells.join() === [...cells].sort((a, b) => a - b).join();
    })
    .toBe(true);
  const charges = await columnCents(estimate, 'Error charges');
  expect(charges[0]).toBeLessThan(0);
  // The panel beside the waterfall names the same store first, with the same amount.
  const panel = page.getByRole('region', { name: 'Error charges by store' });
  const first = panel.locator('li[data-store]').first();
  await expect(first).toContainText(
    (await estimate.locator('tbody tr').first().locator('td').first().textContent())?.replace(
      'Large difference',
      '',
    ) ?? '-',
  );
  expect(cents((await first.locator('[class*="Text"]').last().textContent()) ?? '')).toBe(
    charges[0],
  );
  // A column of positive amounts starts with the largest.
  await estimate.getByRole('button', { name: 'Revenue' }).click();
  await expect(page).toHaveURL(/estimateSort=-revenue/);
  await expect(estimate.getByRole('columnheader', { name: 'Revenue' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect
    .poll(async () => {
      const revenue = await columnCents(estimate, 'Revenue');
      return revenue.join() === [...revenue].sort((a, b) => b - a).join();
    })
    .toBe(true);
});

test("a per-store table's sort survives a reload", async ({ page }) => {
  await openFinance(page);
  const tax = section(page, 'Tax');
  await expect(tax.locator('tbody tr').first()).toBeVisible();
  await tax.getByRole('button', { name: 'Remitted to the state' }).click();
  await expect(page).toHaveURL(/taxSort=-state/);
  const header = () => tax.getByRole('columnheader', { name: 'Remitted to the state' });
  await expect(header()).toHaveAttribute('aria-sort', 'descending');
  const order = () =>
    tax.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row')));
  // The rows re-sort in the background: read them once they have settled.
  await expect
    .poll(async () => {
      const amounts = await columnCents(tax, 'Remitted to the state');
      return amounts.length > 1 && amounts.join() === [...amounts].sort((a, b) => b - a).join();
    })
    .toBe(true);
  const sorted = await order();

  await page.reload();
  await expect(tax.locator('tbody tr').first()).toBeVisible();
  await expect(page).toHaveURL(/taxSort=-state/);
  await expect(header()).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(order).toEqual(sorted);
});

test('the store column stays in view when a wide table scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openFinance(page);
  const estimate = section(page, 'Estimated versus actual payout');
  const firstCell = estimate.locator('tbody tr').first().locator('td').first();
  // As a reader does: the table on the screen first (its first column is kept in view only while
  // it scrolls sideways, which a table not yet drawn has not been measured to do).
  await estimate.scrollIntoViewIfNeeded();
  await expect(firstCell).toBeInViewport();
  const before = await firstCell.boundingBox();
  // Scroll the table's own scroller (the nearest ancestor that scrolls sideways) to its end.
  const moved = await firstCell.evaluate((cell) => {
    let element = cell.parentElement;
    while (element && !['scroll', 'auto'].includes(getComputedStyle(element).overflowX))
      element = element.parentElement;
    if (!element) return 0;
    element.scrollLeft = element.scrollWidth;
    return element.scrollLeft;
  });
  expect(moved).toBeGreaterThan(200);
  await expect.poll(async () => (await firstCell.boundingBox())?.x).toBeCloseTo(before?.x ?? -1, 0);
  const after = await firstCell.boundingBox();
  expect(after?.x).toBeGreaterThanOrEqual((await estimate.boundingBox())?.x ?? 0);
  // The header's store cell stays too, and the last column came into view beside it.
  const header = estimate.getByRole('columnheader', { name: 'Store' });
  expect((await header.boundingBox())?.x).toBeCloseTo(after?.x ?? -1, 0);
  const area = await estimate.boundingBox();
  const last = await estimate.getByRole('columnheader', { name: 'Net payout' }).boundingBox();
  expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThanOrEqual(
    (area?.x ?? 0) + (area?.width ?? 0),
  );
  await page.screenshot({ path: 'test-results/finance-sticky.png' });
});

test('the deposits CSV follows the order of the table on screen', async ({ page }) => {
  await openFinance(page);
  const deposits = section(page, 'Deposits');
  await expect(deposits.locator('tbody tr').first()).toBeVisible();
  await deposits.getByRole('button', { name: 'Net payout' }).click();
  await expect(page).toHaveURL(/depositsSort=-netPayout/);
  // The page has rendered the new sort (the URL changes first) before the export is asked for.
  await expect(deposits.getByRole('columnheader', { name: 'Net payout' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const downloading = page.waitForEvent('download');
  await deposits.getByRole('button', { name: 'Export CSV: Deposits' }).click();
  const text = await readFile(await (await downloading).path(), 'utf8');
  const inFile: string[] = [];
  for (const line of text.trim().split('\r\n').slice(1)) {
    const id = line.split(',')[1] ?? '';
    if (inFile.at(-1) !== id) inFile.push(id);
  }
  // The table re-sorts in the background after the click: it settles on the file's order.
  const shown = () =>
    deposits
      .locator('tbody tr:not([data-details])')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row')));
  await expect.poll(shown).toEqual(inFile);
  expect(inFile.length).toBeGreaterThan(1);
});

test('on a day without payouts the chart says "No payout", not a list of $0.00', async ({
  page,
}) => {
  await openFinance(page);
  const chart = page.locator('[data-chart="payouts"]');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const plot = await chart.locator('svg.recharts-surface').first().boundingBox();
  const tooltip = chart.locator('.recharts-tooltip-wrapper');
  let found = false;
  // Payouts come weekly: some step across the plot lands on a day without one.
  for (let step = 1; step < 40 && !found; step += 1) {
    await page.mouse.move(
      (plot?.x ?? 0) + ((plot?.width ?? 0) * step) / 40,
      (plot?.y ?? 0) + (plot?.height ?? 0) / 2,
    );
    found = await tooltip
      .getByText('No payout', { exact: true })
      .isVisible()
      .catch(() => false);
  }
  expect(found).toBe(true);
  await expect(tooltip).not.toContainText('$0.00');
});
