import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';

/** Around the sample API's pinned "today" (2026-11-18): the UI's default range follows the clock. */
const RANGE = 'from=2026-11-01&to=2026-11-18';

// Signed in once for the worker (e2e/fixtures.ts): these journeys do not test signing in.
test.use({ signedIn: true });

const open = async (page: Page, url: string, heading: string) => {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
};

const search = (page: Page) => page.getByRole('searchbox', { name: 'Find an order by ID' });
const orderDrawer = (page: Page) => page.getByRole('dialog', { name: /^Order / });

test('the header search finds an order by its first characters and opens it, filters kept', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, `/orders?${RANGE}&page=3`, 'Orders');
  const id = (await page.locator('tr[data-order]').nth(4).getAttribute('data-order')) ?? '';
  await page.goto(`/finance?${RANGE}&channels=MARKETPLACE_1,MARKETPLACE_2`);
  await expect(page.getByRole('heading', { name: 'Finance', level: 1 })).toBeVisible();
  // The page draws its header while the clients load; the first one then goes into the URL.
  await expect(page).toHaveURL(/[?&]client=/);
  const client = new URL(page.url()).searchParams.get('client');
  await search(page).click();
  await search(page).pressSequentially(id.slice(0, 6));
  const option = page.getByRole('listbox').getByRole('option', { name: new RegExp(`^${id}`) });
  await expect(option).toBeVisible();
  await expectNoAxeViolations(page);
  await option.click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(orderDrawer(page)).toHaveAccessibleName(`Order ${id}`);
  await expect(orderDrawer(page).getByRole('heading', { name: 'Items' })).toBeVisible();
  // The global filters are the ones the search started from.
  const params = new URL(page.url()).searchParams;
  expect(params.get('client')).toBe(client);
  expect(params.get('from')).toBe('2026-11-01');
  expect(params.get('to')).toBe('2026-11-18');
  expect(params.get('channels')).toBe('MARKETPLACE_1,MARKETPLACE_2');
  expect(params.get('order')).toBe(id);
});

test('a whole order ID outside the dates is found by its ID, and says so', async ({ page }) => {
  await open(page, '/orders?from=2026-09-01&to=2026-09-05', 'Orders');
  const id = (await page.locator('tr[data-order]').first().getAttribute('data-order')) ?? '';
  await page.goto(`/listings?${RANGE}`);
  await expect(page.getByRole('heading', { name: 'Listings', level: 1 })).toBeVisible();
  await search(page).click();
  await search(page).pressSequentially(id);
  const option = page.getByRole('listbox').getByRole('option', { name: new RegExp(`^${id}`) });
  await expect(option).toContainText('outside these dates');
  await search(page).press('Enter');
  await expect(orderDrawer(page)).toHaveAccessibleName(`Order ${id}`);
  await expect(page).toHaveURL(/[?&]from=2026-11-01&to=2026-11-18/);
});

test('Enter pressed before the search has answered opens the order once it has', async ({
  page,
}) => {
  await open(page, '/orders?from=2026-09-01&to=2026-09-05', 'Orders');
  const id = (await page.locator('tr[data-order]').first().getAttribute('data-order')) ?? '';
  await page.goto(`/listings?${RANGE}`);
  await expect(page.getByRole('heading', { name: 'Listings', level: 1 })).toBeVisible();
  // The look-up of a whole ID outside the dates held back until Enter has been pressed.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/ops/getOrderDetails', async (route) => {
    await held;
    await route.continue();
  });
  await search(page).click();
  await search(page).pressSequentially(id);
  await expect(page.getByText('Searching the orders…')).toBeVisible();
  await search(page).press('Enter');
  release();
  await expect(orderDrawer(page)).toHaveAccessibleName(`Order ${id}`);
  await expect(search(page)).toHaveValue('');
});

test('an ID no order has says so', async ({ page }) => {
  await open(page, `/orders?${RANGE}`, 'Orders');
  await search(page).click();
  await search(page).pressSequentially('zzzz');
  await expect(page.getByText('No order ID starts with “zzzz” for these filters')).toBeVisible();
});

test('on a phone the search sits behind a button in the header', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await open(page, `/orders?${RANGE}`, 'Orders');
  const id = (await page.locator('tr[data-order]').first().getAttribute('data-order')) ?? '';
  await page.getByRole('button', { name: 'Find an order by ID' }).click();
  await expect(search(page)).toBeFocused();
  await search(page).pressSequentially(id.slice(0, 5));
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(`^${id}`) })
    .click();
  await expect(orderDrawer(page)).toHaveAccessibleName(`Order ${id}`);
});

test('disputes filter by customer name, in the URL', async ({ page }) => {
  await open(page, `/disputes?${RANGE}&size=100`, 'Disputes');
  const rows = page.locator('tr[data-dispute]');
  await expect(rows.first()).toBeVisible();
  const all = await rows.count();
  // The order's cell (after the checkbox column): its ID, then the customer's name.
  const name = (await rows.first().locator('td').nth(1).locator('p').last().textContent()) ?? '';
  const part = name.split(' ')[0]?.toUpperCase() ?? '';
  await page.getByRole('searchbox', { name: 'Customer' }).click();
  await page.getByRole('searchbox', { name: 'Customer' }).pressSequentially(part);
  await expect(page).toHaveURL(new RegExp(`[?&]customer=${encodeURIComponent(part)}`));
  await expect(rows.first()).toBeVisible();
  const names = await rows.evaluateAll((trs) =>
    trs.map((tr) => tr.querySelector('td p:last-child')?.textContent ?? ''),
  );
  expect(names.length).toBeLessThan(all);
  for (const each of names) expect(each.toUpperCase()).toContain(part);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Customer' })).toHaveValue(part);
  await expect(rows).toHaveCount(names.length);
});
