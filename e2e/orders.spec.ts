import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E } from './env';
import { expectNoAxeViolations } from './helpers';

const SAMPLE = `http://127.0.0.1:${E2E.samplePort}`;
const SAMPLE_HEADERS = { 'x-api-key': E2E.apiKey };

/** Around the sample API's pinned "today" (2026-11-18): the UI's default range follows the clock. */
const RANGE = 'from=2026-11-01&to=2026-11-18';
const ORDERS_URL = `/orders?${RANGE}`;

// Signed in once for the worker (e2e/fixtures.ts): these journeys do not test signing in.
test.use({ signedIn: true });

const open = async (page: Page, url: string, heading: string) => {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
};

const rows = (page: Page) => page.locator('tr[data-order]');
const drawer = (page: Page) => page.getByRole('dialog');

const expectOrderDrawer = async (page: Page) => {
  await expect(drawer(page).getByRole('heading', { name: 'Items' })).toBeVisible();
  await expect(drawer(page).getByRole('table', { name: 'Money of the order' })).toBeVisible();
  await expect(drawer(page).getByText('Net payout')).toBeVisible();
};

test('pages through the orders and back', async ({ page }) => {
  await open(page, ORDERS_URL, 'Orders');
  await expect(rows(page)).toHaveCount(25);
  await expect(page.getByText(/^Showing 1–25 of \d+$/)).toBeVisible();
  const first = await rows(page).first().getAttribute('data-order');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText(/^Showing 26–50 of \d+$/)).toBeVisible();
  await expect(rows(page).first()).not.toHaveAttribute('data-order', first ?? '');
  await page.goBack();
  await expect(page.getByText(/^Showing 1–25 of \d+$/)).toBeVisible();
  await expect(rows(page).first()).toHaveAttribute('data-order', first ?? '');
});

test('switches to the financial view', async ({ page }) => {
  await open(page, ORDERS_URL, 'Orders');
  await page.getByText('Financial', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]view=financial/);
  await expect(page.getByRole('columnheader', { name: 'Net payout' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Payout ID' })).toBeVisible();
  await expect(rows(page)).toHaveCount(25);
});

test('opens an order from the list, in its own URL, with no axe violations', async ({ page }) => {
  await open(page, ORDERS_URL, 'Orders');
  await expect(rows(page).first()).toBeVisible();
  // Away from the rows: a hovered row is not what is measured.
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
  const id = (await rows(page).first().getAttribute('data-order')) ?? '';
  await page.getByRole('button', { name: `Order details ${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]order=${id}&channel=[A-Z_0-9]+`));
  await expectOrderDrawer(page);
  await expectNoAxeViolations(page);
  await drawer(page).getByRole('button', { name: 'Close' }).click();
  await expect(drawer(page)).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&]order=/);
  // The URL alone opens it again.
  await page.goBack();
  await expectOrderDrawer(page);
});

test('opens an order from a review', async ({ page }) => {
  await open(page, `/reviews?${RANGE}`, 'Reviews');
  await page
    .getByRole('link', { name: /^View order of / })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/[?&]order=[^&]+&channel=/);
  await expectOrderDrawer(page);
  await expect(
    drawer(page).getByRole('link', { name: 'Open the review in Reviews' }),
  ).toBeVisible();
});

test('opens an order from a dispute', async ({ page }) => {
  await open(page, `/disputes?${RANGE}`, 'Disputes');
  await page
    .getByRole('button', { name: /^Order details / })
    .first()
    .click();
  await drawer(page).getByRole('link', { name: 'Open in Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expectOrderDrawer(page);
  await expect(
    drawer(page).getByRole('link', { name: 'Open the dispute in Disputes' }),
  ).toBeVisible();
});

test('an unknown order says it was not found', async ({ page }) => {
  await open(page, `${ORDERS_URL}&order=no-such-order&channel=MARKETPLACE_1`, 'Orders');
  await expect(drawer(page).getByText('Order not found')).toBeVisible();
  await expect(rows(page).first()).toBeAttached();
});

/** The order drawer (not a dialog opened over it). */
const orderDrawer = (page: Page) => page.getByRole('dialog', { name: /^Order / });

test('reply to a review in place, inside its order, then find it in Reviews', async ({
  page,
  holdProcessing,
}) => {
  await open(page, `/reviews?from=2026-11-05&to=2026-11-18&view=unanswered`, 'Reviews');
  // The last answerable one: the reviews journeys take theirs from the top.
  const card = page
    .locator('article[data-review]')
    .filter({ has: page.getByRole('button', { name: /^Reply to / }) })
    .last();
  const id = (await card.getAttribute('data-review')) ?? '';
  await card.getByRole('link', { name: /^View order of / }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expectOrderDrawer(page);

  const review = orderDrawer(page).locator(`article[data-review="${id}"]`);
  const dialog = page.getByRole('dialog', { name: /^Reply to / });
  // Escape closes the dialog over the order, not the order under it.
  await review.getByRole('button', { name: /^Reply to / }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(orderDrawer(page)).toBeVisible();
  // Focus is back on the button that opened it.
  await expect(review.getByRole('button', { name: /^Reply to / })).toBeFocused();
  await review.getByRole('button', { name: /^Reply to / }).click();
  await dialog.getByRole('textbox', { name: /^Reply/ }).click();
  await dialog
    .getByRole('textbox', { name: /^Reply/ })
    .pressSequentially('Sorry about the wait, thank you!');
  // The gateway applies the reply only once this journey has seen it pending.
  await holdProcessing(true);
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(dialog).toBeHidden();
  // The order stays open, and its review follows the reply through.
  await expect(orderDrawer(page)).toBeVisible();
  // The Reply button is gone with the reply sent: focus stays inside the order, not behind it.
  await expect
    .poll(() => orderDrawer(page).evaluate((drawer) => drawer.contains(document.activeElement)))
    .toBe(true);
  await expect(review.getByText('Reply pending')).toBeVisible();
  await holdProcessing(false);
  await expect(review.getByText('Replied', { exact: true })).toBeVisible({ timeout: 8000 });

  await orderDrawer(page).getByRole('link', { name: 'Open the review in Reviews' }).click();
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]review=${id}`));
  const asked = page.getByRole('region', { name: 'The review asked for' });
  await expect(asked.locator(`article[data-review="${id}"]`)).toBeVisible();
  await expect(asked.getByText('Sorry about the wait, thank you!')).toBeVisible();
  await asked.getByRole('button', { name: 'Show all reviews' }).click();
  await expect(asked).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&]review=/);
});

test('raise a dispute in place, inside its order, then find it in Disputes', async ({ page }) => {
  await open(
    page,
    '/disputes?from=2026-11-05&to=2026-11-18&status=not_disputed&size=100',
    'Disputes',
  );
  // The last raisable one: the disputes journeys take theirs from the top.
  const row = page
    .locator('tr[data-dispute]')
    .filter({ has: page.getByRole('button', { name: /^Raise dispute on / }) })
    .last();
  const id = (await row.getAttribute('data-dispute')) ?? '';
  await row.getByRole('button', { name: `Order details ${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]dispute=${id}`));
  await page
    .getByRole('dialog', { name: `Order ${id}` })
    .getByRole('link', { name: 'Open in Orders' })
    .click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expectOrderDrawer(page);

  const charge = orderDrawer(page).locator(`[data-order-dispute="${id}"]`);
  await expect(charge.getByText('Not disputed', { exact: true })).toBeVisible();
  await charge.getByRole('button', { name: 'Raise dispute' }).click();
  const dialog = page.getByRole('dialog', { name: `Dispute the charge on ${id}` });
  await dialog.getByRole('combobox', { name: /^Reason/ }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await dialog.getByLabel('Description').fill('Two items were missing.');
  await page.request.delete(`${SAMPLE}/__sample/stats`, { headers: SAMPLE_HEADERS });
  await dialog.getByRole('button', { name: 'Raise dispute' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(orderDrawer(page)).toBeVisible();
  await expect(charge.getByText('Pending', { exact: true })).toBeVisible();
  await expect(charge.getByRole('button', { name: 'Raise dispute' })).toHaveCount(0);
  await expect(charge.getByText(/^(Approved|Denied)$/)).toBeVisible({ timeout: 8000 });
  await expect(charge.getByText(/^(won|lost) /)).toBeVisible();
  // The double-click raised it once.
  const stats = (await (
    await page.request.get(`${SAMPLE}/__sample/stats`, { headers: SAMPLE_HEADERS })
  ).json()) as { requests: Record<string, number> };
  expect(stats.requests.raiseManualDispute).toBe(1);

  await orderDrawer(page).getByRole('link', { name: 'Open the dispute in Disputes' }).click();
  await expect(page.getByRole('heading', { name: 'Disputes', level: 1 })).toBeVisible();
  const disputeDrawer = page.getByRole('dialog', { name: `Order ${id}` });
  await expect(disputeDrawer.getByRole('heading', { name: 'Items' })).toBeVisible();
  await expect(disputeDrawer.getByText(/^(Approved|Denied)$/).first()).toBeVisible();
  await disputeDrawer.getByRole('button', { name: 'Close' }).click();
  await expect(page).not.toHaveURL(/[?&]dispute=/);
});

test('a link to a dispute that is not in the range says so', async ({ page }) => {
  await open(page, `/disputes?${RANGE}&dispute=no-such-order`, 'Disputes');
  await expect(page.getByRole('alert').filter({ hasText: 'Dispute not found' })).toBeVisible();
  await expect(page.locator('tr[data-dispute]').first()).toBeVisible();
});

test('the order drawer with its review and dispute has no axe violations', async ({ page }) => {
  await open(page, `/reviews?from=2026-11-05&to=2026-11-18`, 'Reviews');
  await page
    .locator('article[data-review]')
    .first()
    .getByRole('link', { name: /^View order of / })
    .click();
  await expectOrderDrawer(page);
  await expect(orderDrawer(page).locator('article[data-review]')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/order-drawer-review.png' });
});

test("an order's payout ID opens its deposit: that payout date, its store open", async ({
  page,
}) => {
  // Orders of early October: paid out long since, so their payouts have IDs.
  await open(page, '/orders?from=2026-10-01&to=2026-10-10&view=financial', 'Orders');
  const row = rows(page).first();
  const id = (await row.getAttribute('data-order')) ?? '';
  await row.getByRole('button', { name: `Order details ${id}` }).click();
  const link = drawer(page).getByRole('link', { name: /^Payout .+ in Finance$/ });
  const payoutId = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { name: 'Finance', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/[?&]payouts=\d{4}-\d{2}-\d{2}/);
  await expect(page).toHaveURL(/[?&]stores=/);
  const deposits = page.getByRole('region', { name: 'Deposits', exact: true });
  await expect(deposits.getByRole('button', { name: /^Hide payouts of / })).toBeVisible();
  await expect(deposits.getByText(payoutId, { exact: true })).toBeVisible();
  await expect(deposits).toBeInViewport();
});

/** The text of one column of the orders table, top to bottom. */
const columnTexts = async (page: Page, header: string) => {
  await expect(rows(page).first()).toBeVisible();
  const index = await page
    .locator('thead th')
    .evaluateAll(
      (cells, name) => cells.findIndex((cell) => cell.textContent?.trim() === name),
      header,
    );
  expect(index).toBeGreaterThanOrEqual(0);
  return rows(page).evaluateAll(
    (trs, i) => trs.map((tr) => tr.querySelectorAll('td')[i]?.textContent ?? ''),
    index,
  );
};
const dollars = (text: string) => Number(text.replace(/[$,\s]/g, ''));

test('filters the orders by a customer name, across every page', async ({ page }) => {
  await open(page, ORDERS_URL, 'Orders');
  const all = Number(
    /of ([\d,]+)$/
      .exec((await page.getByText(/^Showing 1–25 of/).textContent()) ?? '')?.[1]
      ?.replace(/,/g, ''),
  );
  const name = (await columnTexts(page, 'Customer'))[0] ?? '';
  const part = (name.split(' ')[1] ?? name).toLowerCase();
  await page.getByRole('searchbox', { name: 'Customer' }).click();
  await page.getByRole('searchbox', { name: 'Customer' }).pressSequentially(part);
  await expect(page).toHaveURL(new RegExp(`[?&]customer=${part}`));
  await expect(page.getByText(/^Showing 1–\d+ of [\d,]+$/)).not.toHaveText(
    `Showing 1–25 of ${all}`,
  );
  for (const customer of await columnTexts(page, 'Customer'))
    expect(customer.toLowerCase()).toContain(part);
  await page.getByRole('button', { name: 'Clear the customer filter' }).click();
  await expect(page).not.toHaveURL(/[?&]customer=/);
});

test('sorts the whole set of orders by total, largest first on the first click', async ({
  page,
}) => {
  await open(page, ORDERS_URL, 'Orders');
  const before = (await columnTexts(page, 'Total')).map(dollars);
  await page.getByRole('button', { name: 'Total', exact: true }).click();
  await expect(page).toHaveURL(/[?&]sort=-total/);
  await expect(page.getByRole('columnheader', { name: 'Total', exact: true })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const totals = (await columnTexts(page, 'Total')).map(dollars);
  expect(totals).toEqual([...totals].sort((a, b) => b - a));
  // The largest of the whole range, not of the page that was shown.
  expect(totals[0]).toBeGreaterThanOrEqual(Math.max(...before));
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(/^Showing 26–/)).toBeVisible();
  const next = (await columnTexts(page, 'Total')).map(dollars);
  expect(next[0]).toBeLessThanOrEqual(totals.at(-1) ?? 0);
});
