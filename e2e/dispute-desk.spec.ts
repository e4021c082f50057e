/**
 * The dispute desk with dozens of orders open to a dispute: a partial failure retried, and
 * "select all open in this filter" across pages. The suite's small sample has a handful of open
 * orders, shared by other journeys; these run against their own servers at the default scale
 * (the same script, the real proxy over the real sample API), counted per order at the sample.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E } from './env';
import { expectNoAxeViolations, signInByApi } from './helpers';
import { startServers, type Servers } from './servers';

test.describe.configure({ mode: 'serial' });

let servers: Servers;
test.beforeAll(async () => {
  servers = await startServers('default');
});
test.afterAll(async () => {
  await servers?.stop();
});

const SAMPLE_HEADERS = { 'x-api-key': E2E.apiKey };
/** Open orders on one marketplace: the first client has dozens there and one on another. */
const RANGE = 'from=2026-10-20&to=2026-11-18&status=open';
const FILTER = `${RANGE}&channels=MARKETPLACE_1`;

const GATEWAY_FAILED = 'The marketplace gateway had a problem raising the dispute.';

const open = async (page: Page, search: string) => {
  // What is open to a dispute is read over the dispute window up to the browser's today: the
  // sample's, pinned.
  await page.clock.setFixedTime(new Date(`${E2E.today}T12:00:00`));
  // No journey here tests signing in: the owner signs in through the API, no form.
  await signInByApi(page, servers.origin);
  await page.goto(`${servers.origin}/disputes?${search}`);
  await expect(page.getByRole('heading', { name: 'Disputes', level: 1 })).toBeVisible();
  await expect(page.locator('[data-select]').first()).toBeVisible();
};

const sample = (page: Page) => ({
  clearStats: () =>
    page.request.delete(`${servers.sample}/__sample/stats`, { headers: SAMPLE_HEADERS }),
  raisesSent: async () => {
    const reply = await page.request.get(`${servers.sample}/__sample/stats`, {
      headers: SAMPLE_HEADERS,
    });
    return ((await reply.json()) as { raisesSent: Record<string, number> }).raisesSent;
  },
  faults: (faults: Record<string, unknown>) =>
    page.request.put(`${servers.sample}/__sample/faults`, {
      headers: SAMPLE_HEADERS,
      data: faults,
    }),
});

const idsOf = (rows: ReturnType<Page['locator']>, attribute: string) =>
  rows.evaluateAll(
    (elements, name) => elements.map((element) => element.getAttribute(name) ?? ''),
    attribute,
  );

test('a partial failure: failed orders keep their reason and their selection, are retried alone, and nothing is sent twice', async ({
  page,
}) => {
  const at = sample(page);
  await open(page, FILTER);
  const boxes = page.locator('input[data-select]');
  await boxes.nth(0).click();
  await boxes.nth(11).click({ modifiers: ['Shift'] });
  const bar = page.locator('[data-selection-bar]');
  await expect(bar.locator('[data-selected]')).toHaveAttribute('data-selected', '12');

  await at.clearStats();
  await at.faults({ errorRate: 0.5, operations: ['raiseManualDispute'] });
  let failed: string[];
  let raised: string[];
  try {
    await bar.getByRole('button', { name: 'Raise 12 disputes', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Raise 12 disputes', exact: true }).click();
    await expect(dialog.locator('[data-raise-summary]')).toBeVisible({ timeout: 30_000 });
    failed = await idsOf(dialog.locator('tr[data-state="failed"]'), 'data-raise');
    raised = await idsOf(dialog.locator('tr[data-state="raised"]'), 'data-raise');
    // Half fail at random: twelve orders leave both kinds but once in two thousand runs.
    expect(failed.length).toBeGreaterThan(0);
    expect(raised.length).toBeGreaterThan(0);
    expect(failed.length + raised.length).toBe(12);
    await expect(dialog.locator('[data-raise-summary]')).toContainText(`Failed: ${failed.length}`);
    // The summary says why they failed, and each failed order too.
    await expect(dialog.locator('[data-raise-summary]')).toContainText(
      `${GATEWAY_FAILED} (${failed.length} ${failed.length === 1 ? 'order' : 'orders'})`,
    );
    for (const id of failed) {
      await expect(dialog.locator(`tr[data-raise="${id}"]`)).toContainText(
        `Failed: ${GATEWAY_FAILED}`,
      );
    }
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/dispute-desk-partial-failure.png' });
    await dialog.getByRole('button', { name: 'Close' }).last().click();
  } finally {
    await at.faults({});
  }

  // The failed orders, and only they, are still selected.
  await expect(bar.locator('[data-selected]')).toHaveAttribute(
    'data-selected',
    String(failed.length),
  );
  const checked = await idsOf(page.locator('input[data-select]:checked'), 'data-select');
  expect(checked.sort()).toEqual([...failed].sort());

  // Retried alone: each failed order sent once more, each raised one never again.
  const retry = `Raise ${failed.length} ${failed.length === 1 ? 'dispute' : 'disputes'}`;
  await bar.getByRole('button', { name: retry, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('tr[data-raise]')).toHaveCount(failed.length);
  await dialog.getByRole('button', { name: retry, exact: true }).click();
  await expect(dialog.locator('[data-raise-summary]')).toContainText(`Raised: ${failed.length}`);
  await expect(dialog.locator('[data-raise-summary]')).toContainText('Failed: 0');
  expect(await at.raisesSent()).toEqual({
    ...Object.fromEntries(raised.map((id) => [id, 1])),
    ...Object.fromEntries(failed.map((id) => [id, 2])),
  });
});

test('a reload while raising: the orders sent before it are not sent again from the same tab', async ({
  page,
}) => {
  const at = sample(page);
  await open(page, FILTER);
  const boxes = page.locator('input[data-select]');
  const chosen = await idsOf(boxes, 'data-select').then((ids) => ids.slice(0, 3));
  await boxes.nth(0).click();
  await boxes.nth(2).click({ modifiers: ['Shift'] });
  await at.clearStats();
  // The gateway holds each raise for a while: the reload comes before any answer.
  await at.faults({ latencyMs: 8000, operations: ['raiseManualDispute'] });
  try {
    const bar = page.locator('[data-selection-bar]');
    await bar.getByRole('button', { name: 'Raise 3 disputes', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Raise 3 disputes', exact: true }).click();
    await expect(dialog.locator('tr[data-state="sending"]')).toHaveCount(3);
    await page.reload();
    // Still open upstream (not answered yet): chosen again and raised again from this tab…
    for (const id of chosen) await page.locator(`input[data-select="${id}"]`).click();
    await bar.getByRole('button', { name: 'Raise 3 disputes', exact: true }).click();
    await dialog.getByRole('button', { name: 'Raise 3 disputes', exact: true }).click();
    // …they are not sent again.
    await expect(dialog.locator('[data-raise-summary]')).toContainText('Already raised: 3');
  } finally {
    await at.faults({});
  }
  expect(await at.raisesSent()).toEqual(Object.fromEntries(chosen.map((id) => [id, 1])));
  // Once the gateway answers, the list shows them raised (no longer open).
  const stillOpen = page.locator(chosen.map((id) => `input[data-select="${id}"]`).join(', '));
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(page.locator('input[data-select]').first()).toBeVisible();
        return stillOpen.count();
      },
      { timeout: 30_000, intervals: [2000] },
    )
    .toBe(0);
  expect(await at.raisesSent()).toEqual(Object.fromEntries(chosen.map((id) => [id, 1])));
});

test('"select all open in this filter" across pages raises every open order of the filter once, and no other', async ({
  page,
}) => {
  const at = sample(page);
  await open(page, `${FILTER}&size=10`);
  // Every open order of the filter, read page by page.
  const listed = new Set<string>();
  const next = page.getByRole('button', { name: 'Next page' });
  for (;;) {
    for (const id of await idsOf(page.locator('input[data-select]'), 'data-select')) listed.add(id);
    if (await next.isDisabled()) break;
    const first = await page.locator('input[data-select]').first().getAttribute('data-select');
    await next.click();
    await expect(page.locator('input[data-select]').first()).not.toHaveAttribute(
      'data-select',
      first ?? '',
    );
  }
  expect(listed.size).toBeGreaterThan(10);

  const bar = page.locator('[data-selection-bar]');
  const selectAll = bar.getByRole('button', { name: /^Select all open in this filter/ });
  await expect(selectAll).toContainText(`(${listed.size} orders,`);
  await at.clearStats();
  await selectAll.click();
  await expect(bar.locator('[data-selected]')).toHaveAttribute(
    'data-selected',
    String(listed.size),
  );
  const raise = `Raise ${listed.size} disputes`;
  await bar.getByRole('button', { name: raise, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('tr[data-raise]')).toHaveCount(listed.size);
  await dialog.getByRole('button', { name: raise, exact: true }).click();
  await expect(dialog.locator('[data-raise-summary]')).toContainText(`Raised: ${listed.size}`, {
    timeout: 30_000,
  });
  expect(await at.raisesSent()).toEqual(
    Object.fromEntries([...listed].sort().map((id) => [id, 1])),
  );
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // The open order on the other marketplace was not in the filter, and is still open.
  await page.goto(`${servers.origin}/disputes?${RANGE}`);
  await expect(bar).toContainText('1 order open to a dispute in this filter');
});
