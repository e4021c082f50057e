import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E } from './env';
import { expectNoAxeViolations, scrollDownTo, signInByApi } from './helpers';
import { startServers, type Servers } from './servers';

const SAMPLE_HEADERS = { 'x-api-key': E2E.apiKey };
/** Around the sample API's pinned "today": the UI's default range follows the real clock. */
const REVIEWS_URL = '/reviews?from=2026-11-05&to=2026-11-18';
const DISPUTES_URL = '/disputes?from=2026-10-20&to=2026-11-18';

/**
 * The whole morning runs on servers of its own: it replies and raises, and the reviews and
 * disputes journeys need the shared servers' open reviews and orders (the order of files on a
 * worker's servers is not fixed).
 */
const OFFSET = 20;
let servers: Servers;
test.beforeAll(async () => {
  servers = await startServers('small', OFFSET);
});
test.afterAll(async () => {
  await servers.stop();
});

const requests = async (page: Page, operation: string) => {
  const response = await page.request.get(`${servers.sample}/__sample/stats`, {
    headers: SAMPLE_HEADERS,
  });
  const stats = (await response.json()) as { requests: Record<string, number> };
  return stats.requests[operation] ?? 0;
};
const clearStats = (page: Page) =>
  page.request.delete(`${servers.sample}/__sample/stats`, { headers: SAMPLE_HEADERS });

const open = async (page: Page, url: string, heading: string) => {
  // No journey here tests signing in: the owner signs in through the API, no form.
  await signInByApi(page, servers.origin);
  await page.goto(`${servers.origin}${url}`);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
};

/** The `index`-th review on the page that can still be answered, its Reply pressed by keyboard. */
const openReply = async (page: Page, index: number) => {
  const button = page
    .locator('article[data-review]')
    .getByRole('button', { name: /^Reply to / })
    .nth(index);
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  const text = dialog.getByRole('textbox', { name: /^Reply/ });
  await expect(text).toBeFocused();
  return { dialog, text };
};

test('a low rating is offered its own templates first, and a thank-you for kind words asks before it goes', async ({
  page,
}) => {
  await open(page, `${REVIEWS_URL}&rating=2`, 'Reviews');
  await expect(page.locator('article[data-review]').first()).toBeVisible();
  const { dialog, text } = await openReply(page, 0);

  await dialog.getByRole('button', { name: 'Insert template' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  // The rating's own band first, under a heading that says so.
  await expect(menu.getByText('Suggested for 2 stars')).toBeVisible();
  await expect(menu.getByRole('menuitem').first()).toHaveText('Sorry it went wrong (1–2 stars)');
  await menu.getByRole('menuitem', { name: /^Thanks for the kind words/ }).focus();
  await page.keyboard.press('Enter');
  await expect(text).toHaveValue(/thank you for the kind words/);

  // Sending asks first, and nothing goes out.
  await clearStats(page);
  await text.focus();
  await page.keyboard.press('ControlOrMeta+Enter');
  const question = dialog.getByRole('alert').filter({ hasText: 'to a 2-star review?' });
  await expect(question).toContainText('Send “Thanks for the kind words” to a 2-star review?');
  await expect(dialog.getByRole('button', { name: 'Edit the reply' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/audit-tone-question.png' });
  expect(await requests(page, 'replyToReview')).toBe(0);

  // "Edit the reply" goes back to the text, where the person writes their own.
  await page.keyboard.press('Enter');
  await expect(text).toBeFocused();
  await expect(question).toHaveCount(0);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await text.pressSequentially('Sorry, we will do better.');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Reply sent to /)).toBeVisible();
  expect(await requests(page, 'replyToReview')).toBe(1);
});

test('"Send it anyway" sends the thank-you once the person has been asked', async ({ page }) => {
  await open(page, `${REVIEWS_URL}&rating=2`, 'Reviews');
  await expect(page.locator('article[data-review]').first()).toBeVisible();
  const { dialog } = await openReply(page, 0);
  await dialog.getByRole('button', { name: 'Insert template' }).click();
  await page.getByRole('menuitem', { name: /^Thanks for the kind words/ }).click();
  await clearStats(page);
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(dialog.getByRole('alert')).toContainText('to a 2-star review?');
  await dialog.getByRole('button', { name: 'Send it anyway' }).click();
  await expect(dialog).toBeHidden();
  expect(await requests(page, 'replyToReview')).toBe(1);
});

test('Ctrl+Enter sends a reply once, and "Keep writing" goes back to the text', async ({
  page,
}) => {
  await open(page, `${REVIEWS_URL}&rating=5`, 'Reviews');
  await expect(page.locator('article[data-review]').first()).toBeVisible();
  const { dialog, text } = await openReply(page, 0);
  await text.pressSequentially('Thank you for ordering!');

  // Escape asks before discarding; "Keep writing" (focused) goes back to the text, kept.
  await page.keyboard.press('Escape');
  const keep = dialog.getByRole('button', { name: 'Keep writing' });
  await expect(keep).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(text).toBeFocused();
  await expect(text).toHaveValue('Thank you for ordering!');
  await text.pressSequentially(' See you soon.');

  await clearStats(page);
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Reply sent to /)).toBeVisible();
  expect(await requests(page, 'replyToReview')).toBe(1);
});

test("after a navigation the focus is on the page's heading, with no box after a click", async ({
  page,
}) => {
  await open(page, '/portfolio', 'Portfolio');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Orders' }).focus();
  await page.keyboard.press('Enter');
  const orders = page.getByRole('heading', { name: 'Orders', level: 1 });
  await expect(orders).toBeFocused();
  // The next Tab is in the page, not back in the navigation.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);

  await nav.getByRole('link', { name: 'Disputes' }).click();
  const disputes = page.getByRole('heading', { name: 'Disputes', level: 1 });
  await expect(disputes).toBeFocused();
  expect(await disputes.evaluate((heading) => getComputedStyle(heading).outlineStyle)).toBe('none');
});

test("each order's checkbox and raise button name its customer and amount", async ({ page }) => {
  await open(page, `${DISPUTES_URL}&status=not_disputed`, 'Disputes');
  const row = page.locator('tr[data-dispute]').filter({ has: page.locator('[data-select]') });
  await expect(row.first()).toBeVisible();
  const customer = (await row.first().locator('td').nth(1).locator('p').textContent()) ?? '';
  const dollars = Number(await row.first().getAttribute('data-amount'));
  const amount = `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  expect(customer).not.toBe('');
  await expect(
    row.first().getByRole('checkbox', { name: `Select ${customer}'s order, ${amount}` }),
  ).toBeVisible();
  await expect(
    row.first().getByRole('button', { name: `Raise dispute on ${customer}'s order, ${amount}` }),
  ).toBeVisible();
});

test.describe('raising', () => {
  test('Ctrl+Enter in the description raises the dispute once; "Keep editing" goes back to the form', async ({
    page,
  }) => {
    await open(page, `${DISPUTES_URL}&status=not_disputed`, 'Disputes');
    const raise = page.getByRole('button', { name: /^Raise dispute on / }).nth(2);
    await raise.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    const reason = dialog.getByRole('combobox', { name: /^Reason/ });
    await expect(reason).toBeFocused();
    await expect(reason).toBeEnabled();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(reason).not.toHaveValue('');
    await page.keyboard.press('Tab');
    const description = dialog.getByRole('textbox', { name: 'Description' });
    await expect(description).toBeFocused();
    await description.pressSequentially('Charged for a missing item we sent.');

    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(reason).toBeFocused();
    await expect(description).toHaveValue('Charged for a missing item we sent.');

    await clearStats(page);
    await description.focus();
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Dispute raised')).toBeVisible();
    expect(await requests(page, 'raiseManualDispute')).toBe(1);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('the disputes table and the raise dialog show amount, status, reason and result on the screen', async ({
      page,
    }) => {
      await open(page, `${DISPUTES_URL}&status=not_disputed`, 'Disputes');
      const rows = page.locator('tr[data-dispute]').filter({ has: page.locator('[data-select]') });
      const first = rows.first();
      await scrollDownTo(page, first);
      // What decides a dispute is on the screen without a sideways scroll, and the rest says it is
      // a swipe away.
      await expect(first.getByText(/^\$[\d,]+\.\d\d$/).first()).toBeInViewport();
      await expect(first.getByRole('button', { name: /^Raise dispute on / })).toBeInViewport();
      await expect(page.getByText(/^Swipe the table sideways/)).toBeVisible();
      await page.screenshot({ path: 'test-results/audit-disputes-phone.png' });
      await expectNoAxeViolations(page);

      await first.getByRole('checkbox').tap();
      await rows.nth(1).getByRole('checkbox').tap();
      await page.getByRole('button', { name: 'Raise 2 disputes', exact: true }).tap();
      const dialog = page.getByRole('dialog');
      const raiseRows = dialog.locator('tr[data-raise]');
      await expect(raiseRows).toHaveCount(2);
      for (const row of await raiseRows.all()) {
        await expect(row.locator('td').nth(1)).toBeInViewport();
        await expect(row.getByRole('combobox', { name: /^Reason for / })).toBeInViewport();
      }
      await expectNoAxeViolations(page);
      await page.screenshot({ path: 'test-results/audit-raise-phone.png' });
      await dialog.getByRole('button', { name: 'Raise 2 disputes' }).tap();
      await expect(dialog.locator('[data-raise-summary]')).toBeVisible();
      for (const row of await raiseRows.all()) {
        await expect(row.getByText(/^(Raised|Already raised)/)).toBeInViewport();
      }
      await page.screenshot({ path: 'test-results/audit-raise-phone-done.png' });
    });
  });
});
