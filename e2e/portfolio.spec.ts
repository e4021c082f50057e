import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E } from './env';
import { expectNoAxeViolations, signIn } from './helpers';

const SAMPLE = `http://127.0.0.1:${E2E.samplePort}`;
const SAMPLE_HEADERS = { 'x-api-key': E2E.apiKey };
/** Around the sample API's pinned "today": the UI's default range follows the real clock. */
const PORTFOLIO_URL = '/portfolio?from=2026-10-20&to=2026-11-18';

// Signed in once for the worker (e2e/fixtures.ts), but for the journey that signs in.
test.use({ signedIn: true });

const rows = (page: Page) => page.locator('[data-portfolio] tbody tr[data-client]');
const progress = (page: Page) => page.locator('[data-progress]');
/** A figure's link in a client's row, by the figure's name. */
const figure = (page: Page, name: string, client: string) =>
  page.getByRole('link', { name: new RegExp(`^${name} of ${client.replace('.', '\\.')}: `) });
const cents = (text: string | null) => {
  const match = /(-?)\$([\d,]+\.\d\d)/.exec(text ?? '');
  if (!match) throw new Error(`No amount in "${text}"`);
  return (match[1] ? -1 : 1) * Math.round(Number((match[2] ?? '').replace(/,/g, '')) * 100);
};

const openPortfolio = async (page: Page, url = PORTFOLIO_URL) => {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible();
  await expect(progress(page)).toHaveText(/^\d+ clients/);
};

const clientNames = async (page: Page) => {
  await page.getByRole('combobox', { name: 'Client' }).click();
  const options = page.getByRole('listbox').getByRole('option');
  // The picker's list opens once its code is in (a light stand-in is drawn first).
  await expect(options.first()).toBeVisible();
  const names = await options.allTextContents();
  await page.keyboard.press('Escape');
  return names;
};

test.describe('signed out', () => {
  test.use({ signedIn: false });
  test('signing in lands on the portfolio, with one row per client and totals that add up', async ({
    page,
  }) => {
    await page.goto('/sign-in');
    await signIn(page);
    await expect(page).toHaveURL(/\/portfolio/);
    await expect(progress(page)).toHaveText(/^\d+ clients$/);
    const names = await clientNames(page);
    expect(names.length).toBeGreaterThan(1);
    await expect(rows(page)).toHaveCount(names.length);
    for (const name of names) {
      await expect(rows(page).getByRole('rowheader', { name })).toBeVisible();
    }
    // The totals row is the sum of the rows, to the cent.
    for (const name of ['Net payout', 'Open to dispute', 'POS revenue to claim back']) {
      const each = await Promise.all(
        names.map(async (client) => cents(await figure(page, name, client).textContent())),
      );
      const index = await page
        .locator('[data-portfolio] thead th')
        .evaluateAll((cells, header) => cells.findIndex((c) => c.textContent === header), name);
      const total = page.locator('[data-portfolio] tfoot [data-totals] > *').nth(index);
      expect(cents(await total.textContent())).toBe(each.reduce((sum, value) => sum + value, 0));
    }
  });
});

test("each client's figures equal those on its own finance, disputes and POS views", async ({
  page,
}) => {
  await openPortfolio(page);
  const names = await clientNames(page);
  for (const client of names) {
    await page.goto(PORTFOLIO_URL);
    await expect(progress(page)).toHaveText(/^\d+ clients$/);
    const net = await figure(page, 'Net payout', client).textContent();
    const open = await figure(page, 'Open to dispute', client).textContent();
    const claimBack = await figure(page, 'POS revenue to claim back', client).textContent();

    await figure(page, 'Net payout', client).click();
    await expect(page.getByRole('heading', { name: 'Finance', level: 1 })).toBeVisible();
    await expect(page.locator('[data-headline="netPayout"] [data-value]')).toHaveText(
      net?.trim() ?? '-',
    );
    await expect(page.locator('[data-claim-back]')).toContainText(claimBack?.trim() ?? '-');

    await page.goBack();
    await figure(page, 'Open to dispute', client).click();
    await expect(page.getByRole('heading', { name: 'Disputes', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/status=open/);
    await expect(
      page.getByRole('list', { name: 'Disputes summary' }).locator('[data-stat="Open to dispute"]'),
    ).toHaveText(open?.trim() ?? '-');
    // The list shows the open orders only: each one still has its raise button.
    const listed = page.locator('tr[data-dispute]');
    if ((await listed.count()) > 0) {
      await expect(listed.getByRole('button', { name: /^Raise dispute on / })).toHaveCount(
        await listed.count(),
      );
    }
  }
});

test('the sort is kept in the URL and the CSV holds every client', async ({ page }) => {
  await openPortfolio(page);
  const names = await clientNames(page);
  await page.getByRole('button', { name: 'Revenue', exact: true }).click();
  await expect(page).toHaveURL(/sort=-revenue/);
  await page.reload();
  await expect(progress(page)).toHaveText(/^\d+ clients$/);
  const revenues = await Promise.all(
    (await rows(page).locator('th > a:first-child').allTextContents()).map(async (client) =>
      cents(await figure(page, 'Revenue', client).textContent()),
    ),
  );
  expect(revenues).toEqual([...revenues].sort((a, b) => b - a));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const lines = (await readFile(file, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toContain('Money left on the table');
  expect(lines[0]).toContain('Lost for good');
  expect(lines).toHaveLength(names.length + 1);
  for (const name of names) expect(lines.some((line) => line.startsWith(name))).toBe(true);
});

test('the rows come in one request to the dashboard server, not a dozen a client', async ({
  page,
}) => {
  const asked: string[] = [];
  const rowsBodies: unknown[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) asked.push(path);
    if (path === '/api/portfolio/rows') rowsBodies.push(request.postDataJSON());
  });
  await openPortfolio(page);
  await expect(progress(page)).toHaveText(/^\d+ clients$/);
  expect(asked.filter((path) => path === '/api/portfolio/rows')).toHaveLength(1);
  // Every client in the person's scope at once, as the page opens: not after the clients list.
  expect(rowsBodies[0]).not.toHaveProperty('clientIds');
  // The reads a row is made of are the server's now.
  const rowReads =
    /^\/api\/ops\/(getFinanceOverview|listDisputedOrders|listReviews|getPosVsOffPremise|getDepositDetails)$/;
  expect(asked.filter((path) => rowReads.test(path))).toEqual([]);
});

test('when the POS comparison fails, its cells say so with a retry and the rest still shows', async ({
  page,
}) => {
  try {
    await page.request.put(`${SAMPLE}/__sample/faults`, {
      headers: SAMPLE_HEADERS,
      data: { errorRate: 1, operations: ['getPosVsOffPremise'] },
    });
    await page.goto(PORTFOLIO_URL);
    await expect(progress(page)).toContainText('with a figure that failed');
    const names = await clientNames(page);
    const first = names[0] ?? '';
    const row = rows(page).filter({ has: page.getByRole('rowheader', { name: first }) });
    await expect(row.locator('[data-failed="pos"]')).toHaveCount(2); // claim-back and the total
    await expect(figure(page, 'Net payout', first)).toBeVisible();
    await expect(figure(page, 'Open to dispute', first)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.request.put(`${SAMPLE}/__sample/faults`, { headers: SAMPLE_HEADERS, data: {} });
    await row
      .getByRole('button', { name: `Retry the POS comparison of ${first}` })
      .first()
      .click();
    await expect(figure(page, 'POS revenue to claim back', first)).toBeVisible();
    await expect(row.locator('[data-failed]')).toHaveCount(0);
  } finally {
    await page.request.put(`${SAMPLE}/__sample/faults`, { headers: SAMPLE_HEADERS, data: {} });
  }
});
