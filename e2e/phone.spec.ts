/**
 * On a phone (360 × 740, touch): every route fits the screen's width (only tables scroll
 * sideways, inside their card), its screenshot is kept, and it passes axe with the touch-target
 * rule on. The filters fold into a "Filters" button with the active ones as chips; its drawer
 * holds the same controls, writing the same URL.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chunkUrlOf } from './build-manifest';
import {
  drawLongPage,
  expectNoAxeViolations,
  screenshotWholePage,
  scrollDownTo,
  setFaults,
  signInByApi,
} from './helpers';
import { startServers, type Servers } from './servers';
import { E2E } from './env';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
// Signed in once for the worker (e2e/fixtures.ts), but for the sign-in page's own journey.
test.use({ signedIn: true });

const RANGE = 'from=2026-10-20&to=2026-11-18';

const ROUTES = [
  { path: `/portfolio?${RANGE}`, heading: 'Portfolio', filters: true },
  { path: '/listings', heading: 'Listings', filters: true },
  { path: `/reviews?${RANGE}`, heading: 'Reviews', filters: true },
  { path: `/orders?${RANGE}`, heading: 'Orders', filters: true },
  { path: `/disputes?${RANGE}`, heading: 'Disputes', filters: true },
  { path: '/auto-dispute', heading: 'Auto-dispute', filters: true },
  { path: `/finance?${RANGE}`, heading: 'Finance', filters: true },
  { path: '/finance/statement?month=2026-10', heading: /statement/i, filters: false },
] as const;

/** Nothing left loading: the page's figures are in, so the width checked is the real one. */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
};

const pageWidth = (page: Page) =>
  page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));

/** Every shift of the layout from here on (none made by the user), with what moved. */
const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    const named = (node: Node | null) => {
      const element = node instanceof Element ? node : node?.parentElement;
      if (!element) return 'a node no longer on the page';
      const label = element.getAttribute('aria-label') ?? element.textContent?.slice(0, 40);
      return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${label ?? ''}"`;
    };
    const box = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}x${rect.height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: {
          node: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[])
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            moved: entry.sources.map(
              (source) =>
                `${named(source.node)} ${box(source.previousRect)} -> ${box(source.currentRect)}`,
            ),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** Nothing jumped as the page loaded; if it did, the message says what moved, from where to where. */
const expectNoLayoutShift = async (page: Page) => {
  const shifts = await page.evaluate(
    () => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts,
  );
  const shifted = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(shifted, `what moved: ${JSON.stringify(shifts, null, 1)}`).toBeLessThan(0.01);
};

test.describe('signed out', () => {
  test.use({ signedIn: false });
  test('the sign-in page fits a phone', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const width = await pageWidth(page);
    expect(width.scroll).toBeLessThanOrEqual(width.inner);
    await screenshotWholePage(page, 'test-results/phone-sign-in.png');
    await expectNoAxeViolations(page);
  });
});

for (const route of ROUTES) {
  test(`${route.path.split('?')[0]} fits a phone: no sideways scroll, targets big enough`, async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    await page.goto(route.path);
    await expect(page.getByRole('heading', { name: route.heading, level: 1 })).toBeVisible();
    await settle(page);
    // Nothing jumps as it loads (the filters' button takes its place before its code arrives).
    await expectNoLayoutShift(page);
    const width = await pageWidth(page);
    expect(width.scroll).toBeLessThanOrEqual(width.inner);
    const name = route.path.split('?')[0]?.slice(1).replaceAll('/', '-');
    // The first screen (what is seen before any scrolling), and the whole page.
    await page.screenshot({ path: `test-results/phone-${name}-first-screen.png` });
    // Charts draw as they are scrolled to: scroll to each, as a reader would, before the whole page
    // (the sections a phone draws as they come near first drawn, as the browser's find does).
    await drawLongPage(page);
    for (const chart of await page.locator('[data-chart]').all()) {
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
    }
    await screenshotWholePage(page, `test-results/phone-${name}.png`);
    if (route.filters) {
      // Folded: the button, not the controls.
      await expect(page.getByRole('button', { name: /^Filters/ })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Listings' })).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
  });
}

test.describe('the finance figures beside the compared range', () => {
  // The compared range (the previous period of RANGE) is read with the page's other reads, in one
  // request: its answer is held back or failed at the gateway, the sample of servers of its own.
  const OFFSET = 70;
  let servers: Servers;
  test.beforeAll(async () => {
    servers = await startServers('small', OFFSET);
  });
  test.afterAll(async () => {
    await servers.stop();
  });

  /** How many of the gateway's requests the faults matched since the last call. */
  const faulted = async (page: Page) => {
    const at = { headers: { 'x-api-key': E2E.apiKey } };
    const stats = await page.request.get(`${servers.sample}/__sample/stats`, at);
    await page.request.delete(`${servers.sample}/__sample/stats`, at);
    return ((await stats.json()) as { faulted: number }).faulted;
  };

  test('do not move when the compared range comes in after them, or fails', async ({ page }) => {
    await signInByApi(page, servers.origin);
    await recordLayoutShifts(page);
    const compared = { operations: ['getFinanceOverview'], bodyIncludes: '"2026-09-20' };
    // The compared range comes in last…
    await setFaults(page, { ...compared, latencyMs: 1500 }, servers.sample);
    await page.goto(`${servers.origin}/finance?${RANGE}`);
    const card = page.locator('[data-headline="totalRevenue"]');
    await expect(card).toContainText('+$763.50');
    await settle(page);
    expect(await faulted(page)).toBeGreaterThan(0);
    await expectNoLayoutShift(page);
    // …or fails: the figures show at its first failure, without their changes, and nothing moves.
    await setFaults(page, { ...compared, errorRate: 1 }, servers.sample);
    await page.goto(`${servers.origin}/finance?${RANGE}`);
    await expect(card).toContainText('$6,200.50');
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expect(card).not.toContainText('+$763.50');
    expect(await faulted(page)).toBeGreaterThan(0);
    await expectNoLayoutShift(page);
  });
});

test('the filters drawer holds the same controls and writes the same URL; chips show what is on', async ({
  page,
}) => {
  await page.goto(`/orders?${RANGE}`);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const open = page.getByRole('button', { name: /^Filters/ });
  const chips = page.locator('[data-filter-chips]');
  // The sample's last 30 days: the browser's clock is at the sample's today (e2e/fixtures.ts).
  await expect(chips).toContainText('Last 30 days');
  await open.click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  // Full screen on a phone.
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box && [Math.round(box.x), Math.round(box.width)];
    })
    .toEqual([0, 360]);
  await page.screenshot({ path: 'test-results/phone-filters-drawer.png' });
  await expectNoAxeViolations(page);

  await drawer.getByRole('combobox', { name: 'Date range' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=/);
  await drawer.getByRole('combobox', { name: 'Channels' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Marketplace 2' }).click();
  await expect(page).toHaveURL(/channels=MARKETPLACE_2/);
  await page.keyboard.press('Escape');
  await drawer.getByRole('button', { name: 'Show results' }).click();
  await expect(drawer).toHaveCount(0);
  // The keyboard is back where it was.
  await expect(open).toBeFocused();
  await expect(chips).toContainText('Last 7 days');
  await expect(chips).toContainText('Marketplace 2');
  await expect(open).toContainText('2');
  // The same state after a reload: it is the URL.
  await page.reload();
  await expect(chips).toContainText('Last 7 days');
  await expect(chips).toContainText('Marketplace 2');
});

test("the filters' controls and the header's are fetched when first used, not as the page opens; a failed fetch says so and the next tap tries again", async ({
  page,
}) => {
  // The file with Mantine's drawer, combobox and date pickers (the idle controls).
  const controls = chunkUrlOf('src/web/components/phone-filters.tsx');
  let asked = 0;
  let offline = true;
  await page.route(controls, async (route) => {
    asked += 1;
    if (offline) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await page.goto(`/listings?${RANGE}`);
  await expect(page.getByRole('heading', { name: 'Listings', level: 1 })).toBeVisible();
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  // Idle for a while: nothing on the page asks for them.
  await page.waitForTimeout(2500);
  expect(asked).toBe(0);
  const open = page.getByRole('button', { name: /^Filters/ });
  await open.click();
  await expect(page.getByRole('alert')).toContainText('The filters could not be loaded');
  await expect(page.getByRole('heading', { name: 'Listings', level: 1 })).toBeVisible();
  expect(asked).toBeGreaterThan(0);
  // Back online: the next tap fetches them and opens the drawer with them.
  offline = false;
  await open.click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer.getByRole('combobox', { name: 'Listings' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toHaveCount(0);
  await expect(open).toBeFocused();
});

test("on a phone, the header's client picker opens at the first tap, its code fetched then, and searches what is typed", async ({
  page,
}) => {
  await page.goto(`/listings?${RANGE}`);
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Client' });
  const current = await picker.inputValue();
  await picker.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(2);
  const other = (await options.allTextContents()).find((name) => name !== current) ?? '';
  await page.keyboard.press('Escape');
  await page.getByRole('heading', { name: 'Listings', level: 1 }).click();
  await picker.click();
  await picker.pressSequentially(other.slice(0, 4), { delay: 30 });
  await expect(options).toHaveText([other]);
  await page.keyboard.press('Enter');
  await expect(picker).toHaveValue(other);
});

test("a page's heading shows before its code arrives, where the page then draws it", async ({
  page,
}) => {
  // The app's code held back, as on a slow phone network: what the server's page draws alone.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/disputes?${RANGE}`, { waitUntil: 'commit' });
  const description = page.getByText('Orders that carry an error charge, their disputes');
  await expect(page.getByText('Disputes', { exact: true })).toBeVisible();
  await expect(description).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Loading…');
  const before = await description.boundingBox();
  await page.screenshot({ path: 'test-results/phone-disputes-before-code.png' });

  release();
  // The app's own page: its filters are there, and the heading has not moved.
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Disputes', level: 1 })).toBeVisible();
  const after = await description.boundingBox();
  expect(before).not.toBeNull();
  expect(after).not.toBeNull();
  expect(Math.abs(after!.x - before!.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(after!.y - before!.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(after!.width - before!.width)).toBeLessThanOrEqual(1);
});

test('a long page draws what is below a phone’s first screen as it is scrolled to, all of it for the browser’s find or an anchor', async ({
  page,
}) => {
  await page.goto(`/finance?${RANGE}`);
  await settle(page);
  await expect(page.locator('[data-headline="totalRevenue"]')).toBeVisible();
  // Far below the first screen, the tables are not drawn while nobody scrolls to them…
  const tax = page.getByRole('heading', { name: 'Tax', exact: true });
  await expect(tax).toHaveCount(0);
  // …and are, with their figures, once scrolled to.
  await scrollDownTo(page, tax);
  await expect(tax).toBeInViewport();
  await expect(
    page.getByRole('region', { name: 'Tax', exact: true }).locator('tbody tr').first(),
  ).toBeVisible();

  // The browser's find searches the whole page: opening it draws every section, unscrolled.
  await page.goto(`/disputes?${RANGE}`);
  await settle(page);
  const pager = page.getByText(/^Showing 1–/);
  await expect(pager).toHaveCount(0);
  await page.keyboard.press('ControlOrMeta+f');
  await expect(pager).toHaveCount(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // A link to a section far down the page opens at it.
  await page.goto(`/finance?${RANGE}#finance-tax`);
  await expect(tax).toBeInViewport();
});

test('a wide table below the first screen is a keyboard stop once it is drawn, and after the screen turns', async ({
  page,
}) => {
  await page.goto(`/disputes?${RANGE}`);
  await settle(page);
  // Far below the first screen, the table is drawn only as it is scrolled to: then it scrolls
  // sideways, so it is a named region the keyboard can reach.
  const table = page.getByRole('region', { name: 'Orders with an error charge' });
  await scrollDownTo(page, page.getByText(/^Showing 1–/));
  await expect(table).toHaveAttribute('tabindex', '0');
  // Back at the top, the screen turns (its width changes while the table is not drawn); scrolled
  // to again, the table is still a stop.
  await page.evaluate(() => window.scrollTo(0, 0));
  const twoFrames = () =>
    page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  await page.setViewportSize({ width: 400, height: 740 });
  await twoFrames();
  await page.setViewportSize({ width: 360, height: 740 });
  await twoFrames();
  await page.getByText(/^Showing 1–/).scrollIntoViewIfNeeded();
  await expect(table).toHaveAttribute('tabindex', '0');
  await table.focus();
  await expect(table).toBeFocused();
});

test('the auto-dispute note is its title on a phone, its reason a tap away; on a wide screen it is whole', async ({
  page,
}) => {
  await page.goto('/auto-dispute');
  const note = page.getByRole('note').filter({ hasText: 'Adding only' });
  const reason = note.getByText(/no operation to change, turn off or remove/);
  const toggle = note.getByRole('button', { name: 'Why, and how to change one' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(reason).toBeHidden();
  // The configurations come into the first screen, under the note.
  await expect(page.locator('tr[data-config]').first()).toBeInViewport();
  await toggle.tap();
  await expect(reason).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.setViewportSize({ width: 1024, height: 740 });
  await page.reload();
  await expect(
    page
      .getByRole('note')
      .filter({ hasText: 'Adding only' })
      .getByText(/no operation to change/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Why, and how to change one' })).toBeHidden();
});

test('the navigation opens over the page from the header, closes on a choice, and is out of the tab order while closed', async ({
  page,
}) => {
  await page.goto('/listings');
  await expect(page.getByRole('heading', { name: 'Listings', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const orders = nav.getByRole('link', { name: 'Orders' });
  const toggle = page.getByRole('button', { name: 'Open navigation' });
  await expect(orders).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // Tabbing through the header reaches the page, not a link of the closed navigation.
  await page.getByRole('button', { name: /account/i }).focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('nav') === null)).toBe(true);

  await toggle.tap();
  await expect(page.getByRole('button', { name: 'Close navigation' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(orders).toBeInViewport();
  await expect(nav.getByRole('link', { name: 'Listings' })).toHaveAttribute('aria-current', 'page');
  await orders.tap();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(orders).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
});
