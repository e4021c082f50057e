/**
 * The portfolio of an account manager with 25 clients (the sample's large scale, on servers of
 * this spec's own): an export asked for while rows are still loading, and the headline cards over
 * a portfolio not all in. The header's search by the short order id the tables show, over the
 * suite's servers.
 */
import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E } from './env';
import { expectNoAxeViolations, signInByApi } from './helpers';
import { startServers, type Servers } from './servers';

let servers: Servers;

const SAMPLE_HEADERS = { 'x-api-key': E2E.apiKey };
const PORTFOLIO = '/portfolio?from=2026-10-20&to=2026-11-18';

const faults = (page: Page, data: Record<string, unknown>) =>
  page.request.put(`${servers.sample}/__sample/faults`, { headers: SAMPLE_HEADERS, data });

const rows = (page: Page) => page.locator('[data-portfolio] tbody tr[data-client]');

/** A CSV line's fields (RFC 4180 quoting). */
const fieldsOf = (line: string) =>
  [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
    .map((match) => match[1] ?? '')
    .map((field) => (field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field));

// Signed in once for the worker (e2e/fixtures.ts) on the suite's servers; through the API on this
// spec's own.
test.use({ signedIn: true });

test.describe('25 clients', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ signedIn: false });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    servers = await startServers('large', 30);
  });
  test.afterAll(async () => {
    await servers?.stop();
  });

  test('an export asked for while clients are loading says so, waits, and then holds every client as the table shows them', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    try {
      // Each client's POS comparison answers slowly: rows come in over several seconds.
      await faults(page, { latencyMs: 1500, operations: ['getPosVsOffPremise'] });
      await signInByApi(page, servers.origin);
      await page.goto(`${servers.origin}${PORTFOLIO}`);
      await expect(page.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible();
      await expect(rows(page)).toHaveCount(25);
      await expect(page.locator('[data-progress]')).toHaveText(/^\d+ of 25 clients loaded/);

      // The headline cards add up the clients in so far, and say it is only part of the portfolio.
      const summary = page.getByRole('list', { name: 'Portfolio summary' });
      await expect(
        summary.getByRole('listitem', { name: 'Money left on the table' }),
      ).toContainText(/\d+ of 25 clients/);

      let saved = false;
      page.on('download', () => {
        saved = true;
      });
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const notice = page.getByRole('status').filter({ hasText: 'still loading' });
      await expect(notice).toContainText(/\d+ of 25 clients still loading/);
      expect(saved).toBe(false);
      await expectNoAxeViolations(page);

      const download = page.waitForEvent('download', { timeout: 120_000 });
      await notice.getByRole('button', { name: 'Wait and export' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'so far' })).toBeVisible();
      const file = await (await download).path();
      await expect(page.locator('[data-progress]')).toHaveText('25 clients');
      await expect(
        summary.getByRole('listitem', { name: 'Money left on the table' }),
      ).toContainText('All 25 clients');

      const lines = (await readFile(file, 'utf8'))
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      const header = fieldsOf(lines[0] ?? '');
      const body = lines.slice(1).map(fieldsOf);
      expect(body).toHaveLength(25);
      // Every client with its figures, none blank.
      for (const name of ['Revenue', 'Net payout', 'Money left on the table']) {
        const column = header.indexOf(name);
        expect(column).toBeGreaterThan(0);
        for (const fields of body) expect(fields[column], `${fields[0]}: ${name}`).toMatch(/\d/);
      }
      // In the table's order.
      const shown = await rows(page).locator('th > a:first-child').allTextContents();
      expect(body.map((fields) => fields[0])).toEqual(shown);
    } finally {
      await faults(page, { latencyMs: 0 });
    }
  });
});

const search = (page: Page) => page.getByRole('searchbox', { name: 'Find an order by ID' });
const orderDrawer = (page: Page) => page.getByRole('dialog', { name: /^Order / });

/** An order of `clientId` on the first days of `month`, through the dashboard's own interface. */
const orderOf = async (page: Page, clientId: string, month: string) => {
  const reply = await page.request.post('/api/ops/listOrders', {
    headers: { 'x-dashboard-request': '1' },
    data: {
      query: { clientId, limit: 1, offset: 0 },
      body: { startDate: `${month}-01`, endDate: `${month}-05` },
    },
  });
  const { result } = (await reply.json()) as { result: { orders: { deliveryUUID: string }[] } };
  const id = result.orders[0]?.deliveryUUID;
  if (!id) throw new Error(`No order of ${clientId} in ${month}`);
  return id;
};

test('the short order ID of the tables finds the order on any date, and in the other clients', async ({
  page,
}) => {
  await page.goto('/orders?from=2026-11-01&to=2026-11-18');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/[?&]client=/);
  const details = await page.request.post('/api/ops/getRestaurantDetails', {
    headers: { 'x-dashboard-request': '1' },
    data: {},
  });
  const clients = (
    (await details.json()) as {
      result: { restaurantDetails: { clientId: string; clientName: string }[] };
    }
  ).result.restaurantDetails;
  const current = new URL(page.url()).searchParams.get('client') ?? '';
  const other = clients.find((client) => client.clientId !== current);
  if (!other) throw new Error('The sample has one client');

  // The client's order of last March, far outside the dates on screen, by its short ID.
  const old = await orderOf(page, current, '2026-03');
  await search(page).click();
  await search(page).pressSequentially(old.slice(0, 8));
  const option = page.getByRole('listbox').getByRole('option', { name: new RegExp(`^${old}`) });
  await expect(option).toContainText('outside these dates', { timeout: 20_000 });
  await option.click();
  await expect(orderDrawer(page)).toHaveAccessibleName(`Order ${old}`);
  let params = new URL(page.url()).searchParams;
  expect(params.get('client')).toBe(current);
  expect(params.get('from')).toBe('2026-11-01');
  await page.keyboard.press('Escape');
  await expect(orderDrawer(page)).toBeHidden();

  // Another client's order: found too, named with its client, and opened in that client.
  const theirs = await orderOf(page, other.clientId, '2026-05');
  await search(page).click();
  await search(page).pressSequentially(theirs.slice(0, 8));
  const theirOption = page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(`^${theirs}`) });
  await expect(theirOption).toContainText(other.clientName, { timeout: 20_000 });
  await expectNoAxeViolations(page);
  await search(page).press('Enter');
  await expect(orderDrawer(page)).toHaveAccessibleName(`Order ${theirs}`);
  await expect(orderDrawer(page).getByRole('heading', { name: 'Items' })).toBeVisible();
  params = new URL(page.url()).searchParams;
  expect(params.get('client')).toBe(other.clientId);
});

test('a promo worth more than the order is refused, in words, and nothing is sent', async ({
  page,
}) => {
  await page.goto('/reviews?from=2026-11-05&to=2026-11-18');
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  const card = page
    .locator('article[data-review]')
    .filter({ has: page.getByRole('button', { name: /^Reply to / }) })
    .filter({ hasText: /Order subtotal \$\d\d?\.\d\d/ })
    .first();
  const subtotal = /Order subtotal \$(\d+\.\d\d)/.exec((await card.textContent()) ?? '')?.[1];
  const dollars = Number(subtotal);
  await card.getByRole('button', { name: /^Reply to / }).click();
  const dialog = page.getByRole('dialog');
  const reply = dialog.getByRole('textbox', { name: /^Reply/ });
  await reply.click();
  await reply.pressSequentially('Sorry about that.');
  const promo = dialog.getByRole('textbox', { name: 'Promo value' });
  await promo.click();
  await promo.press('ControlOrMeta+a');
  await promo.pressSequentially(String(Math.floor(dollars) + 1));
  await expect(
    dialog.getByText(`A promo cannot be more than the order's subtotal of $${subtotal}`),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send reply', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send reply', exact: true }).click();
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  // The whole dollars the order allows are accepted.
  await promo.click();
  await promo.press('ControlOrMeta+a');
  await promo.pressSequentially(String(Math.floor(dollars)));
  await expect(
    dialog.getByRole('button', { name: `Send reply with a $${Math.floor(dollars)} promo` }),
  ).toBeVisible();
});

test("a payout's ID opens its orders from the deposits, and the header search takes a payout ID", async ({
  page,
}) => {
  await page.goto('/finance?from=2026-10-01&to=2026-10-31');
  await expect(page.getByRole('heading', { name: 'Finance', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/[?&]client=/);
  const clientId = new URL(page.url()).searchParams.get('client') ?? '';
  const reply = await page.request.post('/api/ops/getDepositDetails', {
    headers: { 'x-dashboard-request': '1' },
    data: { query: { clientId }, body: { startDate: '2026-10-01', endDate: '2026-10-31' } },
  });
  type Deposit = { storeId: string; payouts: { payoutId: string | null; payoutDate: string }[] };
  const rows = ((await reply.json()) as { result: { result: Deposit[] } }).result.result;
  const store = rows.find((row) => row.payouts.some((payout) => payout.payoutId));
  const payout = store?.payouts.find((item) => item.payoutId);
  if (!store || !payout?.payoutId) throw new Error('No payout in October');
  const id = payout.payoutId;

  // The chart's table lists the dates with a payout, never a day of $0.00 everywhere.
  const byDate = page.getByRole('table', { name: /^Payouts by / });
  await expect(byDate.locator('tbody tr').first()).toBeAttached();
  for (const cells of await byDate
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
    )) {
    expect(cells.every((cell) => cell === '$0.00')).toBe(false);
  }

  // The header search, from another page: the payout's deposit row, its store open.
  await page.goto(`/listings?client=${clientId}&from=2026-11-01&to=2026-11-18`);
  await expect(page.getByRole('heading', { name: 'Listings', level: 1 })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Find an order by ID' });
  await search.click();
  await search.pressSequentially(id);
  await expect(
    page.getByRole('listbox').getByRole('option', { name: new RegExp(`^Payout ${id}`) }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^No order/)).toBeHidden();
  await search.press('Enter');
  await expect(page.getByRole('heading', { name: 'Finance', level: 1 })).toBeVisible();
  const params = new URL(page.url()).searchParams;
  expect(params.get('payouts')).toBe(payout.payoutDate.slice(0, 10));
  expect(params.get('stores')).toBe(store.storeId);

  // In the deposits, the payout's ID links to the orders it paid.
  const link = page.getByRole('link', { name: `Orders paid by payout ${id}` });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page);
  await link.click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/[?&]view=financial/);
  await expect(page.locator('tr[data-order]').first()).toContainText(id);
});

test('with a rating filter, the reply rate and every tab count are over the matching reviews', async ({
  page,
}) => {
  await page.goto('/reviews?from=2026-10-20&to=2026-11-18');
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  const rate = page.getByRole('listitem', { name: 'Reply rate' });
  await expect(rate).toContainText(/of all [\d,]+ reviews/);
  await page.getByLabel('Rating').selectOption('1');
  await expect(page).toHaveURL(/[?&]rating=1/);
  await expect(rate).toContainText(/of the [\d,]+ reviews? these filters match/);
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(4);
  for (const tab of await tabs.all()) await expect(tab).not.toContainText('…');
  await expectNoAxeViolations(page);
});

/** Whether the toast's box overlaps any Reply button on the screen. */
const toastCoversReply = async (page: Page) => {
  const toast = await page.getByRole('alert').filter({ hasText: 'Reply sent to' }).boundingBox();
  if (!toast) throw new Error('No toast');
  const buttons = await page
    .locator('[data-reply]')
    .evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
    );
  return buttons.some(
    (box) =>
      box.width > 0 &&
      box.x < toast.x + toast.width &&
      toast.x < box.x + box.width &&
      box.y < toast.y + toast.height &&
      toast.y < box.y + box.height,
  );
};

for (const [device, size] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`on a ${device}, the toast after a reply covers no Reply button`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/reviews?from=2026-11-05&to=2026-11-18');
    await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
    const details = await page.request.post('/api/ops/getRestaurantDetails', {
      headers: { 'x-dashboard-request': '1' },
      data: {},
    });
    const { result } = (await details.json()) as {
      result: { restaurantDetails: { clientId: string }[] };
    };
    // The second client's queue, from its end: other journeys answer from its top.
    await page.goto(
      `/reviews?from=2026-11-05&to=2026-11-18&client=${result.restaurantDetails[1]?.clientId ?? ''}`,
    );
    const cards = page
      .locator('article[data-review]')
      .filter({ has: page.getByRole('button', { name: /^Reply to / }) });
    await expect(cards.first()).toBeVisible();
    const card = cards.nth(device === 'desktop' ? 3 : 4);
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('button', { name: /^Reply to / }).click();
    const dialog = page.getByRole('dialog');
    const reply = dialog.getByRole('textbox', { name: /^Reply/ });
    await reply.click();
    await reply.pressSequentially('Thank you!');
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Reply sent to' })).toBeVisible();
    // Wherever the list is scrolled, the toast sits where no Reply button is.
    for (const to of ['top', 'middle', 'bottom'] as const) {
      await page.evaluate((where) => {
        const end = document.documentElement.scrollHeight - window.innerHeight;
        window.scrollTo(0, where === 'top' ? 0 : where === 'middle' ? end / 2 : end);
      }, to);
      expect(await toastCoversReply(page), `scrolled to the ${to}`).toBe(false);
    }
    await page.screenshot({ path: test.info().outputPath(`toast-${device}.png`) });
  });
}
