/**
 * The gateway failing in each of its ways (the sample API's fault knobs), on each page with
 * data: the page says what failed in plain words, keeps its frame and filters, and its Retry
 * brings the data once the gateway recovers.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { setFaults } from './helpers';

const RANGE = 'from=2026-10-20&to=2026-11-18';

// Signed in once for the worker (e2e/fixtures.ts): these journeys do not test signing in.
test.use({ signedIn: true });

test.afterEach(async ({ page }) => {
  await setFaults(page, {});
});

interface Fault {
  name: string;
  knobs: Record<string, unknown>;
  /** What the page says. */
  says: RegExp;
}

const FAULTS: Fault[] = [
  { name: '500', knobs: { errorRate: 1 }, says: /The marketplace gateway had a problem/ },
  { name: '429', knobs: { rateLimitRate: 1 }, says: /Too many requests\. Try again in 1 second\./ },
  {
    name: 'malformed JSON',
    knobs: { malformedRate: 1 },
    says: /The marketplace gateway sent a reply the dashboard cannot read/,
  },
  { name: 'dropped connection', knobs: { dropRate: 1 }, says: /could not be reached/ },
];
/**
 * Well past the e2e server's 6 s upstream timeout (undici checks its timers about once a second,
 * so a reply at 6.5 s could still win); tried on two pages (each takes two timeouts).
 */
const TIMEOUT: Fault = {
  name: 'timeout',
  knobs: { latencyMs: 8000 },
  says: /took too long to answer/,
};

interface Target {
  path: string;
  heading: string;
  operation: string;
  alert: string;
  data: (page: Page) => Locator;
  timeout?: boolean;
}

const TARGETS: Target[] = [
  {
    path: '/listings',
    heading: 'Listings',
    operation: 'getRestaurantDetails',
    alert: 'Could not load the listings',
    data: (page) => page.getByRole('table').getByRole('row').nth(1),
  },
  {
    path: `/reviews?${RANGE}`,
    heading: 'Reviews',
    operation: 'listReviews',
    alert: 'Could not load the reviews',
    data: (page) => page.locator('article[data-review]').first(),
  },
  {
    path: `/orders?${RANGE}`,
    heading: 'Orders',
    operation: 'listOrders',
    alert: 'Could not load the orders',
    data: (page) => page.locator('tr[data-order]').first(),
  },
  {
    path: `/disputes?${RANGE}`,
    heading: 'Disputes',
    operation: 'listDisputedOrders',
    alert: 'Could not load the disputes',
    data: (page) => page.locator('tr[data-dispute]').first(),
    timeout: true,
  },
  {
    path: '/auto-dispute',
    heading: 'Auto-dispute',
    operation: 'listAutoDisputeConfigs',
    alert: 'Could not load',
    data: (page) => page.locator('tr[data-config]').first(),
  },
  {
    path: `/finance?${RANGE}`,
    heading: 'Finance',
    operation: 'getFinanceOverview',
    alert: 'Could not load the overview',
    data: (page) => page.locator('[data-headline="netPayout"] [data-value]'),
    timeout: true,
  },
];

for (const target of TARGETS) {
  const faults = target.timeout ? [...FAULTS, TIMEOUT] : FAULTS;
  test(`${target.path.split('?')[0]}: ${faults.map((f) => f.name).join(', ')} each say what failed, and Retry recovers`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const fault of faults) {
      await setFaults(page, { ...fault.knobs, operations: [target.operation] });
      await page.goto(target.path);
      await expect(page.getByRole('heading', { name: target.heading, level: 1 })).toBeVisible();
      const alert = page.getByRole('alert').filter({ hasText: target.alert }).first();
      await expect(alert, fault.name).toContainText(fault.says, { timeout: 30_000 });
      // The page keeps its frame: the navigation, and the filters where it has them.
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeAttached();
      await setFaults(page, {});
      // Retry brings the data back. (On a busy machine a request the page had already sent may
      // come back first, once the gateway has recovered, and the alert goes by itself.)
      await alert
        .getByRole('button', { name: 'Retry' })
        .click({ timeout: 5_000 })
        .catch(async (error: unknown) => {
          if ((await alert.count()) > 0) throw error;
        });
      await expect(target.data(page), `${fault.name}: after Retry`).toBeVisible({
        timeout: 20_000,
      });
    }
  });
}
