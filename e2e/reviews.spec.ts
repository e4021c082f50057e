import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E } from './env';
import { expectNoAxeViolations, signIn } from './helpers';

const SAMPLE = `http://127.0.0.1:${E2E.samplePort}`;
const SAMPLE_HEADERS = { 'x-api-key': E2E.apiKey };
/** Around the sample API's pinned "today": the UI's default range follows the real clock. */
const REVIEWS_URL = '/reviews?from=2026-11-05&to=2026-11-18';

const openReviews = async (page: Page, url = REVIEWS_URL) => {
  await page.goto(url);
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await expect(page.locator('article[data-review]').first()).toBeVisible();
};

const unansweredTab = (page: Page) => page.getByRole('tab', { name: /^Unanswered [\d,]+$/ });
const countOf = async (tab: Locator) =>
  Number(((await tab.textContent()) ?? '').replace(/\D/g, ''));

/** The `index`-th review on the page that can still be answered (each test takes its own). */
const answerable = (page: Page, index: number) =>
  page
    .locator('article[data-review]')
    .filter({ has: page.getByRole('button', { name: /^Reply to / }) })
    .nth(index);

const replyRequests = async (page: Page) => {
  const response = await page.request.get(`${SAMPLE}/__sample/stats`, { headers: SAMPLE_HEADERS });
  const stats = (await response.json()) as { requests: Record<string, number> };
  return stats.requests.replyToReview ?? 0;
};

test('reply with a promo: pending at once, then replied, and one fewer unanswered', async ({
  page,
}) => {
  await openReviews(page);
  const before = await countOf(unansweredTab(page));
  expect(before).toBeGreaterThan(0);
  const card = answerable(page, 0);
  const id = await card.getAttribute('data-review');
  await card.getByRole('button', { name: /^Reply to / }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Reply', { exact: false }).first().fill('Thank you for the kind words!');
  await expect(dialog.getByText('29 / 1,000 characters')).toBeVisible();
  await dialog.getByLabel('Promo value').fill('5');
  await dialog.getByRole('button', { name: 'Send reply' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Review respond request initiated')).toBeVisible();
  const sent = page.locator(`article[data-review="${id}"]`);
  await expect(sent.getByText('Reply pending')).toBeVisible();
  await expect(sent.getByText('Replied', { exact: true })).toBeVisible({ timeout: 8000 });
  await expect(sent.getByText('Thank you for the kind words!')).toBeVisible();
  await expect(sent.getByText('$5.00')).toBeVisible();
  await expect(unansweredTab(page)).toHaveText(new RegExp(`${before - 1}$`));
});

test('a double-click sends exactly one reply', async ({ page }) => {
  await openReviews(page);
  await page.request.delete(`${SAMPLE}/__sample/stats`, { headers: SAMPLE_HEADERS });
  await answerable(page, 1)
    .getByRole('button', { name: /^Reply to / })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Reply/ }).fill('Thanks for ordering with us.');
  await dialog.getByRole('button', { name: 'Send reply' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Review respond request initiated')).toBeVisible();
  expect(await replyRequests(page)).toBe(1);
});

test('when the upstream fails, the dialog shows the error and keeps the text', async ({ page }) => {
  await openReviews(page);
  try {
    await page.request.put(`${SAMPLE}/__sample/faults`, {
      headers: SAMPLE_HEADERS,
      data: { errorRate: 1, operations: ['replyToReview'] },
    });
    await answerable(page, 2)
      .getByRole('button', { name: /^Reply to / })
      .click();
    const dialog = page.getByRole('dialog');
    const text = dialog.getByRole('textbox', { name: /^Reply/ });
    await text.fill('Sorry about the cold fries.');
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Could not send the reply');
    await expect(text).toHaveValue('Sorry about the cold fries.');

    // Closing with unsent text asks first.
    await page.keyboard.press('Escape');
    await expect(dialog.getByText('Discard this reply?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep writing' }).click();
    await expect(text).toHaveValue('Sorry about the cold fries.');
  } finally {
    await page.request.put(`${SAMPLE}/__sample/faults`, { headers: SAMPLE_HEADERS, data: {} });
  }
});

test('a reply by keyboard only, with a saved template', async ({ page }) => {
  await openReviews(page);
  const card = answerable(page, 3);
  const id = await card.getAttribute('data-review');
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: /^Reply to / }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  const text = dialog.getByRole('textbox', { name: /^Reply/ });
  await expect(text).toBeFocused();
  await page.keyboard.type('Hi {first_name}, thanks for choosing {restaurant}!');

  // Save it as a template, then insert it back with the placeholders filled in.
  await dialog.getByRole('button', { name: 'Save as template' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'Template name' })).toBeFocused();
  await page.keyboard.type('Thanks');
  await page.keyboard.press('Enter');
  await text.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await dialog.getByRole('button', { name: 'Insert template' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Thanks' }).focus();
  await page.keyboard.press('Enter');
  await expect(text).toHaveValue(new RegExp(`^Hi ${name.split(' ')[0]}, thanks for choosing .+!$`));

  await dialog.getByRole('button', { name: 'Send reply' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(
    page.locator(`article[data-review="${id}"]`).getByText('Reply pending'),
  ).toBeVisible();
});

test('the reviews page and the open dialog have no axe violations, light and dark', async ({
  page,
}) => {
  await openReviews(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/reviews-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await answerable(page, 4)
    .getByRole('button', { name: /^Reply to / })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('textbox', { name: /^Reply/ })
    .fill('Thank you!');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/reviews-dialog.png' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
});

test('every review closing within two days is found in one view, most urgent first', async ({
  page,
}) => {
  await openReviews(page, '/reviews?from=2026-10-20&to=2026-11-18');
  const tab = page.getByRole('tab', { name: /^Closing within 2 days/ });
  const badge = async () => {
    await expect(tab).toHaveText(/days\s*\d+\+?$/);
    return Number(/(\d+)\+?$/.exec((await tab.textContent()) ?? '')?.[1]);
  };
  // The sample data is pinned: one of its two clients has a review about to close.
  const details = await page.request.post('/api/ops/getRestaurantDetails', {
    headers: { 'x-dashboard-request': '1' },
    data: {},
  });
  const { result } = (await details.json()) as {
    result: { restaurantDetails: { clientId: string }[] };
  };
  let expected = 0;
  for (const { clientId } of result.restaurantDetails) {
    await page.goto(`/reviews?client=${clientId}&from=2026-10-20&to=2026-11-18`);
    expected = await badge();
    if (expected > 0) break;
  }
  expect(expected).toBeGreaterThan(0);
  await tab.click();
  await expect(page).toHaveURL(/view=closing-soon/);
  const cards = page.locator('article[data-review]');
  await expect(cards).toHaveCount(Math.min(expected, 20));
  const days = (await cards.allTextContents()).map((text) =>
    Number(/(\d+) days? left/.exec(text)?.[1]),
  );
  for (const day of days) expect(day).toBeLessThanOrEqual(2);
  expect(days).toEqual([...days].sort((a, b) => a - b));
  // Each can be answered from here.
  await expect(cards.first().getByRole('button', { name: /^Reply to / })).toBeVisible();
});
