import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E } from './env';
import { expectNoAxeViolations, screenshotWholePage } from './helpers';

const SAMPLE = `http://127.0.0.1:${E2E.samplePort}`;
const SAMPLE_HEADERS = { 'x-api-key': E2E.apiKey };
/** Around the sample API's pinned "today": the UI's default range follows the real clock. */
const REVIEWS_URL = '/reviews?from=2026-11-05&to=2026-11-18';

// Signed in once for the worker (e2e/fixtures.ts): these journeys do not test signing in.
test.use({ signedIn: true });

const openReviews = async (page: Page, url = REVIEWS_URL) => {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await expect(page.locator('article[data-review]').first()).toBeVisible();
};

/**
 * The reviews of the second client. The journeys above (and the orders ones) answer the first
 * client's queue; these take theirs from the top of the second's.
 */
const openOtherClient = async (page: Page) => {
  await openReviews(page);
  const details = await page.request.post('/api/ops/getRestaurantDetails', {
    headers: { 'x-dashboard-request': '1' },
    data: {},
  });
  const { result } = (await details.json()) as {
    result: { restaurantDetails: { clientId: string }[] };
  };
  const client = result.restaurantDetails[1]?.clientId ?? '';
  await page.goto(`${REVIEWS_URL}&client=${client}`);
  await expect(page.locator('article[data-review]').first()).toBeVisible();
  return client;
};

const needsReplyTab = (page: Page) => page.getByRole('tab', { name: /^Needs a reply [\d,]+$/ });
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

test('reply with a promo: pending at once, then replied, and one fewer needing a reply', async ({
  page,
  holdProcessing,
}) => {
  // Every marketplace review: the replied one stays in view (the queue lets it go).
  await openReviews(page, `${REVIEWS_URL}&view=all`);
  const before = await countOf(needsReplyTab(page));
  expect(before).toBeGreaterThan(0);
  const card = answerable(page, 0);
  const id = await card.getAttribute('data-review');
  await card.getByRole('button', { name: /^Reply to / }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Reply', { exact: false }).first().click();
  await page.keyboard.type('Thank you for the kind words!');
  await expect(dialog.getByText('29 / 1,000 characters')).toBeVisible();
  // The field shows $0; a click selects it, so the key typed replaces it ($5, not $05).
  await dialog.getByLabel('Promo value').click();
  await dialog.getByLabel('Promo value').pressSequentially('5');
  await expect(dialog.getByLabel('Promo value')).toHaveValue('$5');
  // The gateway holds the reply unprocessed until this journey has seen it pending: on a slow
  // host its 1.5 s could pass before the page shows the pending state.
  await holdProcessing(true);
  await dialog.getByRole('button', { name: 'Send reply with a $5 promo' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Reply sent to /)).toBeVisible();
  await expect(page.getByText('It appears on the marketplace shortly.')).toBeVisible();
  await expect(page.getByText(/respond request initiated/i)).toHaveCount(0);
  const sent = page.locator(`article[data-review="${id}"]`);
  await expect(sent.getByText('Reply pending')).toBeVisible();
  await holdProcessing(false);
  await expect(sent.getByText('Replied', { exact: true })).toBeVisible({ timeout: 8000 });
  await expect(sent.getByText('Thank you for the kind words!')).toBeVisible();
  await expect(sent.getByText('$5.00')).toBeVisible();
  await expect(needsReplyTab(page)).toHaveText(new RegExp(`${before - 1}$`));
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
  await expect(page.getByText(/^Reply sent to /)).toBeVisible();
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
    // Our words first; the server's diagnosis of the gateway after them, labelled as such.
    await expect(dialog.getByRole('alert')).toContainText('Nothing was sent; try again');
    await expect(dialog.getByRole('alert')).toContainText('Dashboard server: The partner service');
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
  await openReviews(page, `${REVIEWS_URL}&view=all`);
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
  await expect(dialog.getByRole('status')).toHaveText(/^Saved the template “Thanks”/);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveCount(1);
  await text.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await dialog.getByRole('button', { name: 'Insert template' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Thanks', exact: true }).focus();
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
    await screenshotWholePage(page, `test-results/reviews-${scheme}.png`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await answerable(page, 4)
    .getByRole('button', { name: /^Reply to / })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('textbox', { name: /^Reply/ })
    .fill('Thank you, {first_name}! {oops}');
  // With the preview, its unknown-placeholder warning and a promo problem showing.
  const promo = page.getByRole('dialog').getByRole('textbox', { name: 'Promo value' });
  await promo.click();
  await promo.pressSequentially('150');
  await expect(page.getByRole('region', { name: 'Preview of the reply' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/reviews-dialog.png' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/i16-reviews-dialog-dark.png' });
});

test('templates travel to another browser: export in one, import in a fresh one', async ({
  page,
  browser,
  signedInState,
}) => {
  await openOtherClient(page);
  await answerable(page, 0)
    .getByRole('button', { name: /^Reply to / })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Reply/ }).fill('See you soon at {restaurant}!');
  await dialog.getByRole('button', { name: 'Save as template' }).click();
  await dialog.getByRole('textbox', { name: 'Template name' }).fill('See you soon');
  await dialog.getByRole('button', { name: 'Save template' }).click();
  await dialog.getByRole('button', { name: 'Insert template' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export your templates' }).click();
  const file = await (await downloading).path();

  // A fresh browser (signed in, nothing kept): no templates of one's own until the file is imported.
  const fresh = await browser.newContext({ storageState: await signedInState() });
  const other = await fresh.newPage();
  try {
    await openOtherClient(other);
    await answerable(other, 0)
      .getByRole('button', { name: /^Reply to / })
      .click();
    const there = other.getByRole('dialog');
    await there.getByRole('button', { name: 'Insert template' }).click();
    await expect(other.getByRole('menuitem', { name: 'See you soon' })).toHaveCount(0);
    const choosing = other.waitForEvent('filechooser');
    await other.getByRole('menuitem', { name: 'Import templates from a file' }).click();
    await (await choosing).setFiles(file);
    await expect(there.getByRole('status')).toHaveText('Imported 1 template.');
    await there.getByRole('button', { name: 'Insert template' }).click();
    await other.getByRole('menuitem', { name: 'See you soon' }).click();
    await expect(there.getByRole('textbox', { name: /^Reply/ })).toHaveValue(
      /^See you soon at [^{}]+!$/,
    );
  } finally {
    await fresh.close();
  }
});

test('the queue holds every answerable review, soonest deadline first; the missed ones apart', async ({
  page,
}) => {
  await openReviews(page, '/reviews?from=2026-10-20&to=2026-11-18');
  const summary = page.getByRole('list', { name: 'Reviews summary' });
  const tab = needsReplyTab(page);
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const queued = await countOf(tab);
  // One set of numbers: the cards say what the tabs say.
  await expect(summary.getByRole('listitem').filter({ hasText: 'Needs a reply' })).toContainText(
    String(queued),
  );
  const missedTab = page.getByRole('tab', { name: /^Missed [\d,]+$/ });
  await expect(summary.getByRole('listitem').filter({ hasText: 'Missed' })).toContainText(
    String(await countOf(missedTab)),
  );

  const cards = page.locator('article[data-review]');
  await expect(cards).toHaveCount(Math.min(queued, 20));
  await expect(cards.filter({ has: page.getByRole('button', { name: /^Reply to / }) })).toHaveCount(
    Math.min(queued, 20),
  );
  const days = (await cards.allTextContents()).map((text) =>
    Number(/(\d+) days? left/.exec(text)?.[1]),
  );
  expect(days.every((day) => day >= 1)).toBe(true);
  expect(days).toEqual([...days].sort((a, b) => a - b));

  await missedTab.click();
  await expect(page).toHaveURL(/view=missed/);
  await expect(cards.first()).toContainText('Reply window closed');
  await expect(page.getByRole('button', { name: /^Reply to / })).toHaveCount(0);
});

test('find a customer and sort, kept in the link', async ({ page }) => {
  await openReviews(page, `${REVIEWS_URL}&view=all`);
  const cards = page.locator('article[data-review]');
  const name = (await cards.nth(3).getByRole('heading').textContent()) ?? '';
  const part = name.split(' ')[0]?.slice(0, 4).toLowerCase() ?? '';
  // Typed key by key, as a person does: no letter lost to the URL catching up.
  await page.getByRole('searchbox', { name: 'Customer' }).pressSequentially(part);
  await expect(page).toHaveURL(new RegExp(`customer=${part}`));
  await expect(cards.first()).toBeVisible();
  for (const heading of await cards.getByRole('heading').allTextContents()) {
    expect(heading.toLowerCase()).toContain(part);
  }
  await page.getByRole('combobox', { name: 'Order' }).selectOption({ label: 'Oldest first' });
  await expect(page).toHaveURL(/order=oldest/);
  const dates = async () =>
    await cards
      .locator('time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
  await expect
    .poll(async () => {
      const d = await dates();
      return d.join() === [...d].sort().join();
    })
    .toBe(true);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Customer' })).toHaveValue(part);
  for (const heading of await cards.getByRole('heading').allTextContents()) {
    expect(heading.toLowerCase()).toContain(part);
  }
});

test('placeholders typed by hand reach the customer filled in; an unknown one is refused', async ({
  page,
}) => {
  const client = await openOtherClient(page);
  const card = answerable(page, 0);
  const id = await card.getAttribute('data-review');
  const first = ((await card.getByRole('heading').textContent()) ?? '').split(' ')[0] ?? '';
  await card.getByRole('button', { name: /^Reply to / }).click();
  const dialog = page.getByRole('dialog');
  const text = dialog.getByRole('textbox', { name: /^Reply/ });
  await text.fill('Hi {first_name}, thanks for ordering from {restaurant}! {firstname}');
  const preview = dialog.getByRole('region', { name: 'Preview of the reply' });
  await expect(preview).toContainText(`Hi ${first}, thanks for ordering from `);
  await expect(preview.getByText(/^Hi /)).not.toContainText('{restaurant}');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(
    dialog.getByText(/\{firstname\} is not a placeholder we can fill/).first(),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: '/tmp/i16-reviews-placeholders.png' });

  await text.fill('Hi {first_name}, thanks for ordering from {restaurant}!');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(dialog).toBeHidden();
  // What went to the customer, as the reviews list shows it back.
  await page.goto(`${REVIEWS_URL}&client=${client}&review=${id}`);
  const sent = page
    .getByRole('region', { name: 'The review asked for' })
    .locator(`article[data-review="${id}"]`);
  await expect(
    sent.getByText(new RegExp(`Reply: Hi ${first}, thanks for ordering from [^{}]+!$`)),
  ).toBeVisible();
});

test('the promo keeps what was typed and says what is wrong', async ({ page }) => {
  await openOtherClient(page);
  await answerable(page, 0)
    .getByRole('button', { name: /^Reply to / })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('textbox', { name: /^Reply/ })
    .fill('Sorry, here is something for next time.');
  const promo = dialog.getByRole('textbox', { name: 'Promo value' });
  await page.request.delete(`${SAMPLE}/__sample/stats`, { headers: SAMPLE_HEADERS });
  for (const [typed, shown, problem] of [
    ['150', '$150', 'A promo can be at most $100'],
    ['12.5', '$12.5', 'Whole dollars only: a promo cannot have cents'],
    ['-5', '-$5', 'A promo cannot be negative'],
  ] as const) {
    // Clicked and typed key by key, as a person does: what the field showed is typed over.
    await promo.click();
    await promo.pressSequentially(typed);
    await promo.blur();
    await expect(promo).toHaveValue(shown);
    await expect(dialog.getByText(problem)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send reply', exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Send reply', exact: true }).click();
    await expect(promo).toHaveValue(shown);
    await expect(dialog).toBeVisible();
  }
  await page.screenshot({ path: '/tmp/i16-reviews-promo.png' });
  expect(await replyRequests(page)).toBe(0);
  await promo.click();
  await promo.pressSequentially('15');
  await dialog.getByRole('button', { name: 'Send reply with a $15 promo' }).click();
  await expect(dialog).toBeHidden();
  expect(await replyRequests(page)).toBe(1);
});

test("after a reply, focus moves to the next review's Reply; starter templates in a fresh browser", async ({
  page,
}) => {
  await openOtherClient(page);
  const card = answerable(page, 0);
  const next = await answerable(page, 1).getAttribute('data-review');
  await card.getByRole('button', { name: /^Reply to / }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Insert template' }).click();
  await expect(page.getByRole('menuitem', { name: /stars\)$/ })).toHaveCount(3);
  await page.getByRole('menuitem', { name: /^Thanks, we can do better/ }).click();
  await expect(dialog.getByRole('textbox', { name: /^Reply/ })).toHaveValue(/^Hi \S+, thank you/);
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.locator(`article[data-review="${next}"]`).getByRole('button', { name: /^Reply to / }),
  ).toBeFocused();
});
