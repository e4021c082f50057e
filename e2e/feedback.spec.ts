import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chunkUrlOf } from './build-manifest';
import { E2E } from './env';
import { expectNoAxeViolations, openListings, setFaults } from './helpers';

/** Around the sample API's pinned "today": the UI's default range follows the real clock. */
const FINANCE_URL = '/finance?from=2026-10-01&to=2026-10-31';
const DISPUTES_URL = '/disputes?from=2026-10-20&to=2026-11-18&size=100';

// Signed in once for the worker (e2e/fixtures.ts): these journeys do not test signing in.
test.use({ signedIn: true });

test.afterEach(async ({ page }) => {
  await setFaults(page, {});
});

const netPayout = (page: Page) => page.locator('[data-headline="netPayout"] [data-value]');

test('with a slow gateway, a date choice shows at once and the old figures stay, dimmed, under a progress bar', async ({
  page,
}) => {
  // "Last 7 days" counts back from the browser's today: the sample's, so the range has payouts.
  await page.clock.setFixedTime(new Date(`${E2E.today}T12:00:00`));
  await page.goto(FINANCE_URL);
  await expect(netPayout(page)).toBeVisible();
  const before = await netPayout(page).textContent();

  await setFaults(page, { latencyMs: 3000 });
  await page.getByRole('combobox', { name: 'Date range' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Last 7 days' }).click();

  // Within a moment, well before the 3 s answer: the choice, the bar, the old figures, dimmed.
  const quick = { timeout: 1500 };
  await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveValue(
    'Last 7 days',
    quick,
  );
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible(quick);
  await expect(netPayout(page)).toHaveText(before ?? '', quick);
  const busy = page.locator('[aria-busy="true"]').filter({ has: netPayout(page) });
  await expect(busy).toBeVisible(quick);
  await expect(busy.locator('> *').first()).toHaveCSS('opacity', '0.5');

  // Then the new figures, no longer dimmed, and the bar gone.
  await expect(netPayout(page)).not.toHaveText(before ?? '', { timeout: 15_000 });
  await expect(busy).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0, {
    timeout: 15_000,
  });
});

test('with a slow gateway, a first visit shows the page’s shape at once, not a blank spinner', async ({
  page,
}) => {
  await setFaults(page, { latencyMs: 2500 });
  await page.goto(FINANCE_URL);

  // At once: the bar and a page-shaped placeholder; then the page's header and filters with
  // its figures still loading; then the figures.
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible({ timeout: 1500 });
  // The shapes lie still for their first second (a fast load never sees them move), then pulse,
  // each block of them as one, not bone by bone.
  const pulses = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((one) => one instanceof CSSAnimation && one.animationName.includes('pulse'))
        .map((one) => {
          const timing = one.effect!.getComputedTiming();
          const target = (one.effect as KeyframeEffect).target;
          return {
            delay: timing.delay,
            moving: timing.progress !== null,
            bones: target?.childElementCount ?? 0,
          };
        }),
    );
  await expect.poll(async () => (await pulses()).some((one) => one.moving)).toBe(true);
  for (const pulse of await pulses()) {
    expect(pulse.delay).toBe(1000);
    expect(pulse.bones).toBeGreaterThan(1);
  }
  await expect(page.getByRole('heading', { name: 'Finance', level: 1 })).toBeVisible({
    timeout: 5000,
  });
  await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Loading the overview…' }),
  ).toBeAttached();
  await expect(netPayout(page)).toHaveCount(0);
  await expect(netPayout(page)).toBeVisible({ timeout: 15_000 });
});

test('a failing disputes list keeps the page and its filters, and says what failed in plain words', async ({
  page,
}) => {
  await setFaults(page, { errorRate: 1, operations: ['listDisputedOrders'] });
  await page.goto(DISPUTES_URL);

  await expect(page.getByRole('heading', { name: 'Disputes', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible();
  // The page shows its shape at once, not a blank page while the list is retried.
  await expect(page.getByRole('status').filter({ hasText: 'Loading disputes…' })).toBeAttached({
    timeout: 2000,
  });

  const alert = page.getByRole('alert').filter({ hasText: 'Could not load the disputes' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(alert).toContainText('The marketplace gateway had a problem loading the disputes.');
  await expect(alert).not.toContainText('listDisputedOrders');
  await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();

  // The technical detail is one click away.
  await alert.getByRole('button', { name: 'Show details' }).click();
  await expect(alert).toContainText('listDisputedOrders');
  await expect(alert).toContainText('UPSTREAM_ERROR');
  await expectNoAxeViolations(page);

  // Once the gateway recovers, Retry brings the list.
  await setFaults(page, {});
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('tr[data-dispute]').first()).toBeVisible({ timeout: 15_000 });
});

test('a reply the gateway garbled reaches the user as a clear error, with a retry that works', async ({
  page,
}) => {
  // The proxy checks the reply as it comes from the gateway, and says what is wrong.
  await setFaults(page, { malformedRate: 1, operations: ['listDisputedOrders'] });
  await page.goto(DISPUTES_URL);
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load the disputes' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(alert).toContainText(
    'The marketplace gateway sent a reply the dashboard cannot read while loading the disputes.',
  );
  await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible();
  await setFaults(page, {});
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('tr[data-dispute]').first()).toBeVisible({ timeout: 15_000 });
});

test('codes appear by their display names', async ({ page }) => {
  await page.goto(DISPUTES_URL);
  const rows = page.locator('tr[data-dispute]');
  await expect(rows.first()).toBeVisible();

  const main = page.getByRole('main');
  // The sample's ineligible orders on a channel that takes no disputes, in words.
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Not disputed' });
  await expect(
    main.getByText(/Marketplace [0-9 A-Za-z]+ does not accept disputes\./).first(),
  ).toBeVisible();
  const text = (await main.innerText()) ?? '';
  expect(text).not.toMatch(/MARKETPLACE_\w+|NEVER_RECEIVED|[A-Z]{3,}_[A-Z_]{3,}|not_disputed/);

  // The automatic-dispute configurations: categories by name, never a code.
  await page.getByRole('link', { name: 'Auto-dispute' }).click();
  await expect(page.getByRole('heading', { name: 'Current configurations' })).toBeVisible();
  await expect(page.locator('tr[data-config]').first()).toBeVisible();
  const configs = await page.getByRole('main').innerText();
  expect(configs).not.toMatch(/[A-Z]{3,}_[A-Z_]{3,}/);
});

test('when the app’s code cannot be downloaded, the page says so instead of loading for ever', async ({
  page,
}) => {
  // The app's code after the entry (src/web/start.tsx): a dropped connection, or a deployment that
  // replaced the files this page names.
  const start = /\/assets\/start-[\w-]+\.js$/;
  await page.route(start, (route) => route.abort('internetdisconnected'));
  await page.goto('/listings');
  await expect(page.getByRole('alert')).toHaveText(
    'The dashboard could not load. Check your connection and reload the page.',
  );
  // Once the code can be had again, a reload brings the page back.
  await page.unroute(start);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Listings', level: 1 })).toBeVisible();
});

test('a page whose code is still on its way shows its shape at once, its link already current', async ({
  page,
}) => {
  await openListings(page);
  // The orders page's own code (the build names a page's chunk by it: vite.config.ts).
  const ordersCode = /\/assets\/paint-orders-[\w-]+\.js$/;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ordersCode, async (route) => {
    await held;
    await route.continue();
  });
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Orders' }).click();
  // Not the old page left as it was: the new page's heading, where it will be, said to be loading.
  await expect(page.getByRole('status').filter({ hasText: 'Loading the page…' })).toBeAttached();
  await expect(page.locator('main').getByText('Orders', { exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Listings', level: 1 })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await page.unroute(ordersCode);
});

test('when a page’s code cannot be downloaded, the page says so in plain words, and Retry brings it', async ({
  page,
}) => {
  await openListings(page);
  // The orders page's own code (the build names a page's chunk by it: vite.config.ts).
  const ordersCode = /\/assets\/paint-orders-[\w-]+\.js$/;
  await page.route(ordersCode, (route) => route.abort('internetdisconnected'));
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Orders' })
    .click();
  const alert = page.getByRole('alert').filter({ hasText: 'This page could not be shown' });
  await expect(alert).toContainText(
    'This page’s code could not be loaded. Check your connection, then retry: the page reloads.',
  );
  // The rest of the app is still there: its navigation works.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.unroute(ordersCode);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
});

test('before their code is in, the filters are reached by the keyboard, and the field takes the focus when it comes', async ({
  page,
}) => {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunkUrlOf('src/web/components/filter-fields.tsx'), async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/listings');
  await expect(page.getByRole('heading', { name: 'Listings', level: 1 })).toBeVisible();
  // Tab from the search box back to the frame, as a keyboard user would reach it.
  await page.getByRole('searchbox', { name: 'Search listings' }).focus();
  await page.keyboard.press('Shift+Tab');
  const frame = page.getByRole('textbox', { name: 'Listings' });
  await expect(frame).toBeFocused();
  release();
  await expect(page.getByRole('combobox', { name: 'Listings' })).toBeFocused();
});
