import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, screenshotWholePage, scrollDownTo } from './helpers';

/*
 * In the small sample, Summit Kitchens' Pho Corner Bayfront lost $1,072.38 to error charges in
 * October, $1,025.55 of it on one "Wrong order" of the catering marketplace, which takes no
 * disputes: a charge that no dispute summary counted.
 */
const CLIENT = 'cl-summit-kitchens-ae40';
const STORE = 'Pho Corner Bayfront';
const STORE_ID = 'lst-2eed1fd8';
const CATERING_ORDER = '3b915139-6e24-48e9-8646-00086f3ce6ea';
const FINANCE_URL = `/finance?client=${CLIENT}&from=2026-10-01&to=2026-10-31`;

// Signed in once for the worker (e2e/fixtures.ts): these journeys do not test signing in.
test.use({ signedIn: true });

const OUTCOMES = [
  'Open to dispute',
  'Pending',
  'Won',
  'Lost',
  'Lost for good',
  'Not disputable',
] as const;

const cents = (text: string | null) => {
  const match = /(-?)\$([\d,]+)\.(\d\d)/.exec(text ?? '');
  if (!match) throw new Error(`no amount in ${text}`);
  const [, sign, dollars = '', rest = ''] = match;
  return (sign ? -1 : 1) * (Number(dollars.replaceAll(',', '')) * 100 + Number(rest));
};

const byStore = (page: Page) => page.locator('[data-error-charges]');
const chargesSection = (page: Page) =>
  page.getByRole('region', { name: 'Where the error charges went' });
const stat = (section: Locator, label: string) =>
  section.getByRole('list', { name: 'Error charges by outcome' }).getByRole('listitem', {
    name: label,
    exact: true,
  });

/** The outcomes' figures add up to the error charges shown, to the cent; returns the total. */
const expectOutcomesAddUp = async (section: Locator) => {
  const total = cents(await stat(section, 'Error charges').locator('[data-stat]').textContent());
  let sum = 0;
  for (const label of OUTCOMES)
    sum += cents(await stat(section, label).locator('[data-stat]').textContent());
  expect(sum).toBe(total);
  return total;
};

test('a store’s error charges open from the finance page, every charge in one outcome', async ({
  page,
}) => {
  await page.goto(FINANCE_URL);
  await expect(page.getByRole('heading', { name: 'Finance', level: 1 })).toBeVisible();
  const row = byStore(page).locator(`[data-store="${STORE_ID}"]`);
  await expect(row).toContainText('-$1,072.38');
  // The section's heading line: its title and the client's error charges.
  const clientCharges = cents(
    await byStore(page)
      .getByRole('heading', { name: 'Error charges by store' })
      .locator('..')
      .textContent(),
  );

  // The store's name is a link: one click to why it lost what it lost.
  await row.getByRole('link', { name: STORE }).click();
  await expect(page).toHaveURL(new RegExp(`/disputes\\?.*listings=${STORE_ID}.*#error-charges$`));
  const section = chargesSection(page);
  await expect(stat(section, 'Error charges').locator('[data-stat]')).toHaveText('$1,072.38');
  await expect(stat(section, 'Not disputable').locator('[data-stat]')).toHaveText('$1,025.55');
  await expect(stat(section, 'Lost for good').locator('[data-stat]')).toHaveText('$34.41');
  expect(await expectOutcomesAddUp(section)).toBe(107_238);
  // It lands on the section, below the header, not on the top of the page.
  await expect(
    section.getByRole('heading', { name: 'Where the error charges went' }),
  ).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  // By category and marketplace: the catering "Wrong order" is the largest, not disputable.
  const catering = section.locator('[data-charge-group="WRONG_ORDER:MARKETPLACE_4"]');
  await expect(section.locator('tbody tr').first()).toHaveAttribute(
    'data-charge-group',
    'WRONG_ORDER:MARKETPLACE_4',
  );
  await expect(catering.getByRole('cell').last()).toHaveText('$1,025.55');
  await expect(section.locator('tfoot [data-totals] td').last()).toHaveText('$1,072.38');

  await page.screenshot({ path: 'test-results/audit-error-charges-landing.png' });
  await screenshotWholePage(page, 'test-results/audit-error-charges-store.png');
  await expectNoAxeViolations(page);

  // A reload shows the same store and figures.
  await page.reload();
  await expect(stat(chargesSection(page), 'Not disputable').locator('[data-stat]')).toHaveText(
    '$1,025.55',
  );

  // The row opens its orders below; the order opens, and from it the order's own view.
  await chargesSection(page)
    .getByRole('link', { name: /^Wrong order/ })
    .first()
    .click();
  await expect(page).toHaveURL(/category=WRONG_ORDER/);
  const list = page.getByRole('table', { name: 'Orders with an error charge' });
  await expect(list.locator('tbody tr')).toHaveCount(1);
  await expect(list.locator('tbody tr')).toContainText('does not accept disputes');
  await list.getByRole('button', { name: `Order details ${CATERING_ORDER}` }).click();
  const drawer = page.getByRole('dialog', { name: `Order ${CATERING_ORDER}` });
  await drawer.getByRole('link', { name: 'Open in Orders' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders\\?.*order=${CATERING_ORDER}`));
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText(CATERING_ORDER);

  // The whole client: the disputes page's error charges are the finance page's, to the cent.
  await page.goto(`/disputes?client=${CLIENT}&from=2026-10-01&to=2026-10-31`);
  expect(-(await expectOutcomesAddUp(chargesSection(page)))).toBe(clientCharges);
});

test('the store links are reached and followed by keyboard', async ({ page }) => {
  await page.goto(FINANCE_URL);
  const link = byStore(page).getByRole('link', { name: STORE });
  await expect(link).toHaveAttribute('href', new RegExp(`listings=${STORE_ID}`));
  // Tab through the page from its top until the link has the focus: it is in the tab order.
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  for (let presses = 0; presses < 120; presses++) {
    if (await link.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(link).toBeFocused();
  await byStore(page).screenshot({ path: 'test-results/audit-error-charges-finance-panel.png' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`listings=${STORE_ID}`));
  await expect(stat(chargesSection(page), 'Error charges').locator('[data-stat]')).toHaveText(
    '$1,072.38',
  );
});

test('on a phone the breakdown reads and scrolls sideways within its frame', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/disputes?client=${CLIENT}&from=2026-10-01&to=2026-10-31&listings=${STORE_ID}`);
  const section = chargesSection(page);
  // Below a phone's first screen, drawn as it is scrolled to.
  await scrollDownTo(page, section);
  await expect(stat(section, 'Not disputable').locator('[data-stat]')).toHaveText('$1,025.55');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await screenshotWholePage(page, 'test-results/audit-error-charges-phone.png');
});
