import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';

/** Around the sample API's pinned "today" (2026-11-18): the UI's default range follows the clock. */
const OCTOBER = 'from=2026-10-01&to=2026-10-31';

// Signed in once for the worker (e2e/fixtures.ts): these journeys do not test signing in.
test.use({ signedIn: true });

const open = async (page: Page, url: string, heading: string) => {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  // The page draws its header while the clients load; the URL then names the one shown.
  await expect(page).toHaveURL(/[?&]client=/);
};

const search = (page: Page) => new URL(page.url()).searchParams;
const clientPicker = (page: Page) => page.getByRole('combobox', { name: 'Client' });
const compared = (page: Page) => page.locator('[data-compared]');

test('a calendar month is compared with the previous calendar month, and the comparison is a link', async ({
  page,
}) => {
  await open(page, `/finance?${OCTOBER}`, 'Finance');
  // Not Aug 31 – Sep 30: the month before October.
  await expect(compared(page)).toHaveText('Compared with Sep 1 – Sep 30, 2026');
  const mode = page.getByRole('combobox', { name: 'Compare with' });
  await expect(mode.locator('option:checked')).toHaveText('Previous month');
  await expect(page.locator('[data-headline="netPayout"] svg').first()).toBeVisible();

  await mode.selectOption({ label: 'Previous period' });
  await expect(page).toHaveURL(/[?&]compare=previous-period/);
  await expect(compared(page)).toHaveText('Compared with Aug 31 – Sep 30, 2026');

  await mode.selectOption({ label: 'Same period last year' });
  await expect(page).toHaveURL(/[?&]compare=previous-year/);
  await expect(compared(page)).toHaveText('Compared with Oct 1 – Oct 31, 2025');

  // The link reopens the same comparison.
  await page.reload();
  await expect(compared(page)).toHaveText('Compared with Oct 1 – Oct 31, 2025');
  await expect(mode.locator('option:checked')).toHaveText('Same period last year');
  await expectNoAxeViolations(page);
});

test('any other range is compared with the period just before it', async ({ page }) => {
  await open(page, '/finance?from=2026-11-01&to=2026-11-10', 'Finance');
  await expect(compared(page)).toHaveText('Compared with Oct 22 – Oct 31, 2026');
  await page
    .getByRole('combobox', { name: 'Compare with' })
    .selectOption({ label: 'Previous month' });
  await expect(compared(page)).toHaveText('Compared with Oct 1 – Oct 10, 2026');
});

test('opening an order and its review by link keeps the filters, even outside them', async ({
  page,
}) => {
  await open(page, `/reviews?${OCTOBER}&view=all`, 'Reviews');
  const card = page.locator('article[data-review]').first();
  await expect(card).toBeVisible();
  const id = (await card.getAttribute('data-review')) ?? '';

  // Review → its order: the orders page keeps October and every channel.
  await card.getByRole('link', { name: /^View order/ }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Items' })).toBeVisible();
  expect(search(page).get('from')).toBe('2026-10-01');
  expect(search(page).get('to')).toBe('2026-10-31');
  expect(search(page).get('channels')).toBeNull();
  expect(search(page).get('order')).toBe(id);

  // The review link names the review, its channel and its date, and no filters of its own.
  const reviewHref =
    (await page.getByRole('link', { name: 'Open the review in Reviews' }).getAttribute('href')) ??
    '';
  const item = new URL(reviewHref, page.url()).searchParams;
  expect(item.get('from')).toBe('2026-10-01');
  expect(item.get('channels')).toBeNull();

  // Opened under filters it falls outside of, the review is still found…
  const outside = new URLSearchParams({
    client: item.get('client') ?? '',
    from: '2026-11-15',
    to: '2026-11-18',
    review: id,
    channel: item.get('channel') ?? '',
    ordered: item.get('ordered') ?? '',
  });
  await page.goto(`/reviews?${outside.toString()}`);
  const spotlight = page.getByRole('region', { name: 'The review asked for' });
  await expect(spotlight.locator(`article[data-review="${id}"]`)).toBeVisible();
  await expect(spotlight.getByText('Review not found')).toHaveCount(0);
  expect(search(page).get('from')).toBe('2026-11-15');

  // …and the other pages keep the user's filters, not the review's.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  expect(search(page).get('from')).toBe('2026-11-15');
  expect(search(page).get('to')).toBe('2026-11-18');
  expect(search(page).get('review')).toBeNull();
});

test('a dispute opened by link outside the filters is found, and the filters stay', async ({
  page,
}) => {
  await open(page, `/disputes?${OCTOBER}`, 'Disputes');
  const row = page.locator('tr[data-dispute]').first();
  const id = (await row.getAttribute('data-dispute')) ?? '';
  await row.getByRole('button', { name: `Order details ${id}` }).click();
  await page
    .getByRole('dialog', { name: `Order ${id}` })
    .getByRole('link', { name: 'Open in Orders' })
    .click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  expect(search(page).get('from')).toBe('2026-10-01');
  const link = page.getByRole('dialog').getByRole('link', { name: 'Open the dispute in Disputes' });
  const item = new URL((await link.getAttribute('href')) ?? '', page.url()).searchParams;
  expect(item.get('to')).toBe('2026-10-31');

  item.set('from', '2026-11-15');
  item.set('to', '2026-11-18');
  await page.goto(`/disputes?${item.toString()}`);
  await expect(
    page.getByRole('dialog', { name: `Order ${id}` }).getByRole('heading', { name: 'Items' }),
  ).toBeVisible();
  await expect(page.getByText('Dispute not found')).toHaveCount(0);
  expect(search(page).get('from')).toBe('2026-11-15');
});

test('a link with an unknown client and a bad date says what it replaced and is rewritten', async ({
  page,
}) => {
  await open(page, '/listings?client=nope&from=abc', 'Listings');
  const name = await clientPicker(page).inputValue();
  const notice = page.getByRole('alert').filter({ hasText: 'were replaced' });
  await expect(notice).toContainText(`No client 'nope': showing ${name}`);
  await expect(notice).toContainText("'abc' is not a date (YYYY-MM-DD): showing the last 30 days.");
  await expect.poll(() => search(page).get('client')).not.toBe('nope');
  expect(search(page).get('client')).toBeTruthy();
  expect(search(page).get('from')).toBeNull();
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
});

test('a range that ends before it starts is replaced, and said so', async ({ page }) => {
  await open(page, '/orders?from=2026-10-31&to=2026-10-01', 'Orders');
  await expect(page.getByRole('alert').filter({ hasText: 'were replaced' })).toContainText(
    'The range ends (Oct 1, 2026) before it starts (Oct 31, 2026): showing the last 30 days.',
  );
  await expect.poll(() => search(page).get('from')).toBeNull();
  expect(search(page).get('to')).toBeNull();
});

test('a range with no data says so and when the data starts', async ({ page }) => {
  await open(page, '/finance?from=2024-01-01&to=2024-01-31', 'Finance');
  await expect(page.getByText('No data in this range', { exact: true })).toBeVisible();
  await expect(
    page.getByText(/^Data for this client starts on \w{3} \d{1,2}, 2025\.$/),
  ).toBeVisible();
  await expect(page.locator('[data-headline]')).toHaveCount(0);
  await expect(page.locator('[data-chart]')).toHaveCount(0);
});

test('the tab names the page and the client', async ({ page }) => {
  await open(page, `/finance?${OCTOBER}`, 'Finance');
  const name = await clientPicker(page).inputValue();
  await expect(page).toHaveTitle(`Finance · ${name} · Partner dashboard`);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Disputes' })
    .click();
  await expect(page).toHaveTitle(`Disputes · ${name} · Partner dashboard`);
});

test('the client picker filters clients as you type, and exports name the client', async ({
  page,
}) => {
  await open(page, `/finance?${OCTOBER}`, 'Finance');
  const picker = clientPicker(page);
  const first = await picker.inputValue();
  await picker.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).not.toHaveCount(0);
  const names = await options.allTextContents();
  const other = names.find((one) => one !== first) ?? '';
  expect(other).not.toBe('');
  // The click above selected the current name: the keys typed search instead of appending.
  await picker.pressSequentially(other.slice(0, 4));
  await expect(options).toHaveText([other]);
  await options.first().click();
  await expect(picker).toHaveValue(other);
  await expect(page).toHaveTitle(`Finance · ${other} · Partner dashboard`);

  const slug = other
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const deposits = page.getByRole('region', { name: 'Deposits', exact: true });
  await expect(deposits.locator('tbody tr').first()).toBeVisible();
  const downloading = page.waitForEvent('download');
  await deposits.getByRole('button', { name: /^Export CSV/ }).click();
  expect((await downloading).suggestedFilename()).toBe(
    `finance-deposits-${slug}-2026-10-01-to-2026-10-31.csv`,
  );
});
