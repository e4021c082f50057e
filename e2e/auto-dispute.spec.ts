import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E } from './env';
import { expectNoAxeViolations, screenshotWholePage, setFaults } from './helpers';

const SAMPLE = `http://127.0.0.1:${E2E.samplePort}`;
const SAMPLE_HEADERS = { 'x-api-key': E2E.apiKey };

// Signed in once for the worker (e2e/fixtures.ts): these journeys do not test signing in.
test.use({ signedIn: true });

const openAutoDispute = async (page: Page) => {
  await page.goto('/auto-dispute');
  await expect(page.getByRole('heading', { name: 'Auto-dispute', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Current configurations' })).toBeVisible();
};

const manualRequests = async (page: Page) => {
  const response = await page.request.get(`${SAMPLE}/__sample/stats`, { headers: SAMPLE_HEADERS });
  const stats = (await response.json()) as { requests: Record<string, number> };
  return stats.requests.addManualDisputeConfig ?? 0;
};

const pick = async (
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  label: RegExp,
  option?: string,
) => {
  await scope.getByRole('combobox', { name: label }).click();
  const options = page.getByRole('listbox').getByRole('option', option ? { name: option } : {});
  await options.first().click();
};

test('a manual configuration for one channel and two stores is in the list after a reload', async ({
  page,
}) => {
  await openAutoDispute(page);
  const form = page.getByRole('region', { name: 'Add manual configurations' });
  const row = form.getByRole('group', { name: 'Configuration 1' });
  const description = `e2e manual ${Date.now()}`;

  // Nothing is sent while the form is invalid.
  await page.request.delete(`${SAMPLE}/__sample/stats`, { headers: SAMPLE_HEADERS });
  await form.getByRole('button', { name: /^Save/ }).click();
  await expect(row.getByText('Choose a category')).toBeVisible();
  await expect(row.getByText('Enter a percentage')).toBeVisible();
  expect(await manualRequests(page)).toBe(0);

  await pick(page, row, /^Channel/, 'Marketplace 1');
  await pick(page, row, /^Category/, 'Missing side item');
  await pick(page, row, /^Reason/, 'Side item missing');
  await row.getByRole('textbox', { name: 'Description' }).click();
  await row.getByRole('textbox', { name: 'Description' }).pressSequentially(description);
  await row.getByRole('textbox', { name: /^Refund percentage/ }).click();
  await row.getByRole('textbox', { name: /^Refund percentage/ }).pressSequentially('40');
  await row.getByText('Chosen stores', { exact: true }).click();
  const stores = row.getByRole('combobox', { name: /^Chosen stores/ });
  await stores.click();
  const names: string[] = [];
  for (let n = 0; n < 2; n++) {
    const option = page.getByRole('listbox').getByRole('option', { selected: false }).first();
    names.push(((await option.textContent()) ?? '').replace(/ \(.*\)$/, ''));
    await option.click();
  }
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Save configuration' }).dblclick();
  const toast = page.getByText('Manual configuration added successfully');
  await expect(toast).toBeVisible();
  expect(await manualRequests(page)).toBe(1);
  // The toast leaves the header's client picker uncovered.
  const picker = await page.getByRole('combobox', { name: 'Client' }).boundingBox();
  const box = await toast.boundingBox();
  expect(picker && box && box.y > picker.y + picker.height).toBe(true);

  await page.reload();
  const saved = page.locator('tr[data-config]').filter({ hasText: description });
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Marketplace 1');
  await expect(saved).toContainText('Missing side item');
  await expect(saved).toContainText('Side item missing');
  await expect(saved).toContainText('40%');
  await expect(saved).toContainText('By hand');
  for (const name of names) await expect(saved).toContainText(name);
});

test('turning automatic disputes on for a store adds its row', async ({ page }) => {
  await openAutoDispute(page);
  const form = page.getByRole('region', { name: 'Turn on automatic disputes' });
  await pick(page, form, /^Channel/, 'Marketplace 1');
  await form.getByRole('combobox', { name: /^Stores/ }).click();
  const option = page.getByRole('listbox').getByRole('option').last();
  const name = ((await option.textContent()) ?? '').replace(/ \(.*\)$/, '');
  await option.click();
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('automatic dispute initiated successfully')).toBeVisible();
  await expect(
    page
      .locator('tr[data-config]')
      .filter({ hasText: 'Marketplace 1' })
      .filter({ hasText: name })
      .filter({ hasText: 'Automatic' })
      .first(),
  ).toBeVisible();
});

test('turning automatic disputes on with no store chosen sends nothing and says so', async ({
  page,
}) => {
  await openAutoDispute(page);
  await page.request.delete(`${SAMPLE}/__sample/stats`, { headers: SAMPLE_HEADERS });
  const form = page.getByRole('region', { name: 'Turn on automatic disputes' });
  await form.getByRole('button', { name: 'Turn on' }).click();
  await expect(form.getByText('Choose at least one store')).toBeVisible();
  const response = await page.request.get(`${SAMPLE}/__sample/stats`, { headers: SAMPLE_HEADERS });
  const stats = (await response.json()) as { requests: Record<string, number> };
  expect(stats.requests.setAutoDispute ?? 0).toBe(0);
});

test('the auto-dispute page has no axe violations, light and dark', async ({ page }) => {
  await openAutoDispute(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoAxeViolations(page);
    await screenshotWholePage(page, `test-results/auto-dispute-${scheme}.png`);
  }
});

test('the current configurations come first, with what this page cannot change', async ({
  page,
}) => {
  await openAutoDispute(page);
  const current = page.getByRole('heading', { name: 'Current configurations' });
  const forms = [
    page.getByRole('region', { name: 'Turn on automatic disputes' }),
    page.getByRole('region', { name: 'Add manual configurations' }),
  ];
  await expect(page.locator('tr[data-config]').first()).toBeVisible();
  const top = async (locator: ReturnType<Page['getByRole']>) =>
    (await locator.boundingBox())?.y ?? Number.NaN;
  for (const form of forms) expect(await top(current)).toBeLessThan(await top(form));
  await expect(page.getByRole('note')).toContainText(
    'no operation to change, turn off or remove a configuration',
  );
});

test('a configuration is tried on past orders as it is filled in, over 4, 8 or 12 weeks', async ({
  page,
}) => {
  // The browser's today is the sample's, so the weeks looked back over have orders.
  await page.clock.setFixedTime(new Date(`${E2E.today}T12:00:00`));
  await openAutoDispute(page);
  const form = page.getByRole('region', { name: 'Add manual configurations' });
  const tryOut = form.locator('[data-try-out]').first();
  await expect(tryOut).toContainText('Choose a channel and a category');
  await pick(page, form, /^Category/);
  await expect(tryOut).toContainText('Over the last 8 weeks');
  const matched = async () =>
    Number(await tryOut.locator('[data-matched]').getAttribute('data-matched'));
  const eight = await matched();
  await form.getByLabel('Refund percentage').click();
  await form.getByLabel('Refund percentage').pressSequentially('50');
  await form.getByText('4 weeks', { exact: true }).click();
  await expect(tryOut).toContainText('Over the last 4 weeks');
  const four = await matched();
  await form.getByText('12 weeks', { exact: true }).click();
  await expect(tryOut).toContainText('Over the last 12 weeks');
  const twelve = await matched();
  expect(four).toBeLessThanOrEqual(eight);
  expect(eight).toBeLessThanOrEqual(twelve);
  expect(twelve).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
});

test("the list names its stores while the gateway's settings are on their way, and when they fail", async ({
  page,
}) => {
  const reply = await page.request.post('/api/ops/getRestaurantDetails', {
    headers: { 'x-dashboard-request': '1' },
    data: {},
  });
  const { result } = (await reply.json()) as {
    result: {
      restaurantDetails: {
        clientId: string;
        listingDetails: { listingId: string; restaurantName: string }[];
      }[];
    };
  };
  // A client with a configuration for named stores (not only "All stores").
  let clientId: string | undefined;
  let listings: { listingId: string; restaurantName: string }[] = [];
  for (const client of result.restaurantDetails) {
    const configs = await page.request.post('/api/ops/listAutoDisputeConfigs', {
      headers: { 'x-dashboard-request': '1' },
      data: { query: { client_id: client.clientId }, body: {} },
    });
    expect(configs.ok()).toBe(true);
    const { result: list } = (await configs.json()) as { result: { stores: string }[] };
    if (list.some((config) => config.stores !== 'ALL')) {
      ({ clientId, listingDetails: listings } = client);
      break;
    }
  }
  expect(clientId).toBeDefined();
  const storesShown = async () => {
    const rows = page.locator('tr[data-config]');
    await expect(rows.first()).toBeVisible();
    const cells = await rows.locator(':is(td, th):nth-child(2)').allTextContents();
    // Store names, never the gateway's listing IDs.
    for (const { listingId } of listings)
      expect(cells.join(' | '), listingId).not.toContain(listingId);
    expect(
      listings.some(({ restaurantName }) => cells.some((cell) => cell.includes(restaurantName))),
    ).toBe(true);
  };
  try {
    await setFaults(page, { latencyMs: 8000, operations: ['getDisputeConfigDetails'] });
    await page.goto(`/auto-dispute?client=${clientId}`);
    await storesShown();
    // Still on their way: the forms' place says so, and neither they nor the gateway's
    // explanation are drawn yet.
    await expect(page.getByText('Loading the forms…')).toBeAttached();
    await expect(page.getByText('How automatic disputes work')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Add manual configurations' })).toHaveCount(0);

    await setFaults(page, { errorRate: 1, operations: ['getDisputeConfigDetails'] });
    await page.reload();
    await expect(page.getByRole('alert')).toContainText(
      'Could not load the settings for new configurations',
    );
    await storesShown();
  } finally {
    await setFaults(page, {});
  }
});
