import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './helpers';

/** Around the sample API's pinned "today" (2026-11-18): the UI's default range follows the clock. */
const RANGE = 'from=2026-11-01&to=2026-11-18';
const ORDERS_URL = `/orders?${RANGE}`;

const open = async (page: Page, url: string, heading: string) => {
  await page.goto(url);
  await signIn(page);
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
  await expect(rows(page)).toHaveCount(20);
  await expect(page.getByText(/^Showing 1–20 of \d+$/)).toBeVisible();
  const first = await rows(page).first().getAttribute('data-order');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText(/^Showing 21–40 of \d+$/)).toBeVisible();
  await expect(rows(page).first()).not.toHaveAttribute('data-order', first ?? '');
  await page.goBack();
  await expect(page.getByText(/^Showing 1–20 of \d+$/)).toBeVisible();
  await expect(rows(page).first()).toHaveAttribute('data-order', first ?? '');
});

test('switches to the financial view', async ({ page }) => {
  await open(page, ORDERS_URL, 'Orders');
  await page.getByText('Financial', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]view=financial/);
  await expect(page.getByRole('columnheader', { name: 'Net payout' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Payout ID' })).toBeVisible();
  await expect(rows(page)).toHaveCount(20);
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
    .getByRole('link', { name: /^Order of / })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/[?&]order=[^&]+&channel=/);
  await expectOrderDrawer(page);
  await expect(drawer(page).getByRole('link', { name: /Open in Reviews/ })).toBeVisible();
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
  await expect(drawer(page).getByRole('link', { name: /Open in Disputes/ })).toBeVisible();
});

test('an unknown order says it was not found', async ({ page }) => {
  await open(page, `${ORDERS_URL}&order=no-such-order&channel=MARKETPLACE_1`, 'Orders');
  await expect(drawer(page).getByText('Order not found')).toBeVisible();
  await expect(rows(page).first()).toBeAttached();
});
