/**
 * Deadlines no date range hides: what is about to expire is the oldest, so a short range would
 * hide exactly it. The money-left card, "Closing soon" and "Needs a reply" count every order and
 * review still open to act on, whatever the dates; the dates narrow history only. And the
 * selection's action bar stays in view over a long list, with "select all closing within 3 days".
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E } from './env';
import { expectNoAxeViolations } from './helpers';

/** Around the sample API's pinned "today": the presets count back from the browser's. */
const LAST_30 = 'from=2026-10-20&to=2026-11-18';
const CLOSING_DAYS = [0, 1, 2, 3];

// Signed in once for the worker (e2e/fixtures.ts): these journeys do not test signing in.
test.use({ signedIn: true });

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date(`${E2E.today}T12:00:00`));
});

const open = async (page: Page, path: string, heading: string) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
};

const chooseRange = async (page: Page, label: string) => {
  await page.getByRole('combobox', { name: 'Date range' }).click();
  await page.getByRole('listbox').getByRole('option', { name: label }).click();
  await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveValue(label);
};

/** A card of a summary list: its value and its note, as one text. */
const card = (page: Page, list: string, label: string) =>
  page.getByRole('list', { name: list }).getByRole('listitem', { name: label, exact: true });

const settled = async (page: Page, list: string, label: string) => {
  const value = card(page, list, label).locator(`[data-stat="${label}"]`);
  await expect(value).not.toHaveText('…');
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0, {
    timeout: 15_000,
  });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // Label | value | note.
  return (await card(page, list, label).locator(':scope > *').allTextContents()).join(' | ');
};

test('the disputes closing within 3 days are the same whatever the dates, and the page says so', async ({
  page,
}) => {
  await open(page, `/disputes?${LAST_30}`, 'Disputes');
  const closing = 'Open, 0–3 days left';
  const wide = await settled(page, 'Money left on the table', closing);
  const wideOpen = await settled(page, 'Disputes summary', 'Open to dispute');
  // The sample has orders closing within 3 days: this is about them.
  expect(wide).toMatch(/ \| [1-9]\d* orders?$/);

  await chooseRange(page, 'Last 7 days');
  await expect(page).toHaveURL(/from=2026-11-12&to=2026-11-18/);
  expect(await settled(page, 'Money left on the table', closing)).toBe(wide);
  expect(await settled(page, 'Disputes summary', 'Open to dispute')).toBe(wideOpen);
  await expect(
    page.getByText(/Open counts every order still open to a dispute, whatever the dates/),
  ).toBeVisible();

  // The "Closing soon" list holds them too, soonest first, and says it covers every date.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('closing');
  await expect(
    page.getByText('Every order still open to a dispute, whatever the dates.'),
  ).toBeVisible();
  const count = Number(/\| (\d+) orders?$/.exec(wide)?.[1]);
  const closingRows = page
    .locator('tr[data-dispute]')
    .filter({ has: page.locator(CLOSING_DAYS.map((days) => `[data-days-left="${days}"]`).join()) });
  await expect(closingRows).toHaveCount(count);
  await expect(page.locator('tr[data-dispute] [data-days-left]').first()).toHaveAttribute(
    'data-days-left',
    /^[0-3]$/,
  );
});

test('the reviews needing a reply and closing within 2 days are the same whatever the dates', async ({
  page,
}) => {
  await open(page, `/reviews?${LAST_30}`, 'Reviews');
  const wideNeeds = await settled(page, 'Reviews summary', 'Needs a reply');
  const wideClosing = await settled(page, 'Reviews summary', 'Close within 2 days');
  // The sample has reviews that can still be answered, some older than a week.
  expect(wideNeeds).toMatch(/^Needs a reply \| [1-9]/);
  const cards = page.locator('[data-review]');
  await expect(cards.first()).toBeVisible();
  const firstReview = await cards.first().getAttribute('data-review');

  await chooseRange(page, 'Last 7 days');
  expect(await settled(page, 'Reviews summary', 'Needs a reply')).toBe(wideNeeds);
  expect(await settled(page, 'Reviews summary', 'Close within 2 days')).toBe(wideClosing);
  // The queue, soonest deadline first, still starts with the review about to close.
  await expect(cards.first()).toHaveAttribute('data-review', firstReview ?? '');
  await expect(page.getByText(/whatever the dates chosen: the dates narrow history/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the portfolio counts the same deadlines as the client's own pages, whatever the dates", async ({
  page,
}) => {
  await open(page, `/portfolio?${LAST_30}`, 'Portfolio');
  await chooseRange(page, 'Last 7 days');
  await expect(page.locator('[data-progress]')).toHaveText(/^\d+ clients$/, { timeout: 30_000 });
  await expect(page.getByText(/every order and review still open to act on/)).toBeVisible();
  const row = page.locator('[data-portfolio] tbody tr[data-client]').first();
  const text = (await row.textContent()) ?? '';
  const disputes = /(\d+) close ≤ 3 days/.exec(text)?.[1];
  const reviews = /^(\d+) close ≤ 2 days$/.exec(
    (await row.getByText(/close ≤ 2 days$/).textContent()) ?? '',
  )?.[1];
  const unanswered = /^(\d+)/.exec(
    (await row.getByRole('link', { name: /^Unanswered reviews of / }).textContent()) ?? '',
  )?.[1];
  expect(Number(disputes)).toBeGreaterThan(0);
  expect(Number(unanswered)).toBeGreaterThan(0);

  // The client's own pages, reached from its row with the same dates, count the same.
  await row.getByRole('link', { name: /^Open to dispute of / }).click();
  await expect(page.getByRole('heading', { name: 'Disputes', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/from=2026-11-12&to=2026-11-18/);
  expect(await settled(page, 'Money left on the table', 'Open, 0–3 days left')).toMatch(
    new RegExp(`\\| ${disputes} orders?$`),
  );
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Reviews' })
    .click();
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  expect(await settled(page, 'Reviews summary', 'Needs a reply')).toMatch(
    new RegExp(`^Needs a reply \\| ${unanswered} \\|`),
  );
  expect(await settled(page, 'Reviews summary', 'Close within 2 days')).toBe(
    `Close within 2 days | ${reviews} | of those needing a reply`,
  );
});

test('the selection bar stays in view over a long list, and selects what closes within 3 days', async ({
  page,
}) => {
  await open(page, `/disputes?${LAST_30}&size=100`, 'Disputes');
  const card = await settled(page, 'Money left on the table', 'Open, 0–3 days left');
  const [, amount, orders] = /\| (\$[\d,.]+) \| (\d+) orders?$/.exec(card) ?? [];
  const bar = page.locator('[data-selection-bar]');
  await bar.getByRole('button', { name: /^Select all closing within 3 days/ }).click();
  await expect(bar.locator('[data-selected]')).toHaveText(
    `${orders} ${orders === '1' ? 'order' : 'orders'} selected · ${amount} at stake`,
  );
  const raise = bar.getByRole('button', { name: /^Raise \d+ disputes?$/ });
  await expect(raise).toHaveText(`Raise ${orders} ${orders === '1' ? 'dispute' : 'disputes'}`);

  // Down to the end of the list: the bar and its button are still on the screen.
  await page.locator('tr[data-dispute]').first().hover();
  for (let step = 0; step < 8; step += 1) await page.mouse.wheel(0, 1500);
  await expect(page.locator('tr[data-dispute]').last()).toBeInViewport();
  await expect(raise).toBeInViewport();
  await page.screenshot({ path: 'test-results/audit-deadlines-bar-desktop.png' });

  // With the last week's dates the closing orders are older than the range: choosing them shows
  // the list of what closes soonest, with them chosen.
  await chooseRange(page, 'Last 7 days');
  await bar.getByRole('button', { name: /^Clear$/ }).click();
  await bar.getByRole('button', { name: /^Select all closing within 3 days/ }).click();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('closing');
  await expect(raise).toHaveText(`Raise ${orders} ${orders === '1' ? 'dispute' : 'disputes'}`);
  await expect(page.locator('input[data-select]:checked')).toHaveCount(Number(orders));
  await expectNoAxeViolations(page);
});

test("on a phone the chosen orders' bar stays under the header as the list scrolls", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, `/disputes?${LAST_30}&size=100`, 'Disputes');
  const bar = page.locator('[data-selection-bar]');
  await bar.getByRole('button', { name: /^Select all open in this filter/ }).click();
  const raise = bar.getByRole('button', { name: /^Raise \d+ disputes?$/ });
  await expect(raise).toBeVisible();
  await page.locator('tr[data-dispute]').first().hover();
  for (let step = 0; step < 12; step += 1) await page.mouse.wheel(0, 1500);
  await expect(page.locator('tr[data-dispute]').last()).toBeInViewport();
  await expect(raise).toBeInViewport();
  await page.screenshot({ path: 'test-results/audit-deadlines-bar-phone.png' });
});
