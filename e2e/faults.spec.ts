/**
 * The gateway failing in each of its ways (the sample API's fault knobs), on each page with
 * data: the page says what failed in plain words, keeps its frame and filters, and its Retry
 * brings the data once the gateway recovers.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { setFaults, signInByApi } from './helpers';
import { startServers, type Servers } from './servers';

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
 * The upstream timeout of the timeout journeys' servers (their own, below): the suite's is 6 s,
 * long enough for its slow-gateway journeys, and a timeout is met twice (the page tries a 504
 * once more).
 */
const UPSTREAM_TIMEOUT_MS = 1500;
/**
 * Well past that timeout (undici checks its timers about once a second, so a reply just after it
 * could still win); tried on two pages (each takes two timeouts).
 */
const TIMEOUT: Fault = {
  name: 'timeout',
  knobs: { latencyMs: UPSTREAM_TIMEOUT_MS + 2500 },
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

/** Where a journey runs: the page's origin ('' for the suite's) and its sample's fault switches. */
interface Gateway {
  origin: string;
  setFaults: (page: Page, faults: Record<string, unknown>) => Promise<void>;
}

const SUITE: Gateway = { origin: '', setFaults };

/** The page says what failed, keeps its frame, and its Retry brings the data once recovered. */
const sayAndRecover = async (page: Page, target: Target, fault: Fault, at: Gateway) => {
  await at.setFaults(page, { ...fault.knobs, operations: [target.operation] });
  await page.goto(`${at.origin}${target.path}`);
  await expect(page.getByRole('heading', { name: target.heading, level: 1 })).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: target.alert }).first();
  await expect(alert, fault.name).toContainText(fault.says, { timeout: 30_000 });
  // The page keeps its frame: the navigation, and the filters where it has them.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeAttached();
  await at.setFaults(page, {});
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
};

for (const target of TARGETS) {
  test(`${target.path.split('?')[0]}: ${FAULTS.map((f) => f.name).join(', ')} each say what failed, and Retry recovers`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const fault of FAULTS) await sayAndRecover(page, target, fault, SUITE);
  });
}

/**
 * The timeout journeys' servers of their own: started with the spec's first journey, so they come
 * up while the journeys on the suite's servers run, and stopped after its last.
 */
let starting: Promise<Servers> | undefined;
test.beforeAll(() => {
  starting = startServers('small', 70, 0, { upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS });
  // Awaited by the timeout journeys, which report a failure to start.
  starting.catch(() => undefined);
});
test.afterAll(async () => {
  const servers = await starting?.catch(() => undefined);
  await servers?.stop();
});

test.describe(`a gateway slower than the server's upstream timeout (${UPSTREAM_TIMEOUT_MS / 1000} s, servers of their own)`, () => {
  let servers: Servers;
  test.beforeAll(async () => {
    servers = await starting!;
  });
  const own = (): Gateway => ({
    origin: servers.origin,
    setFaults: (page, faults) => setFaults(page, faults, servers.sample),
  });

  for (const target of TARGETS.filter((t) => t.timeout)) {
    test(`${target.path.split('?')[0]}: a timeout says what failed, and Retry recovers`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      // These journeys do not test signing in: the owner signs in through the API, no form.
      await signInByApi(page, servers.origin);
      await sayAndRecover(page, target, TIMEOUT, own());
    });
  }
});
