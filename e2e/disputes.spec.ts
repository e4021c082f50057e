import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chunkUrlOf } from './build-manifest';
import { E2E } from './env';
import { expectNoAxeViolations, screenshotWholePage } from './helpers';

const SAMPLE = `http://127.0.0.1:${E2E.samplePort}`;
const SAMPLE_HEADERS = { 'x-api-key': E2E.apiKey };
/** Around the sample API's pinned "today": the UI's default range follows the real clock. */
const DISPUTES_URL = '/disputes?from=2026-10-20&to=2026-11-18';
/** Only orders not disputed yet, many per page: each test picks its own raisable row. */
const OPEN_URL = `${DISPUTES_URL}&status=not_disputed&size=100`;

// Signed in once for the worker (e2e/fixtures.ts): these journeys do not test signing in.
test.use({ signedIn: true });

const openDisputes = async (page: Page, url = DISPUTES_URL) => {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Disputes', level: 1 })).toBeVisible();
  await expect(page.locator('tr[data-dispute]').first()).toBeVisible();
};

const raiseRequests = async (page: Page) => {
  const response = await page.request.get(`${SAMPLE}/__sample/stats`, { headers: SAMPLE_HEADERS });
  const stats = (await response.json()) as { requests: Record<string, number> };
  return stats.requests.raiseManualDispute ?? 0;
};

const stat = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Disputes summary' }).locator(`[data-stat="${label}"]`);

/** The `index`-th row on the page that can still be raised (each test takes its own). */
const raisable = (page: Page, index: number) =>
  page
    .locator('tr[data-dispute]')
    .filter({ has: page.getByRole('button', { name: /^Raise dispute on / }) })
    .nth(index);

const chooseFirstReason = async (page: Page) => {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: /^Reason/ }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
};

const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

test('the summary matches the sum of the rows when one page shows them all', async ({ page }) => {
  // The whole dispute window up to the sample's today: "Open to dispute" counts every open order
  // whatever the dates, and over this range every open order is a row.
  await openDisputes(page, '/disputes?from=2026-11-04&to=2026-11-18&size=100');
  await expect(page.getByText(/^Showing 1–\d+ of \d+$/)).toBeVisible();
  const [, shown, total] = /–(\d+) of (\d+)/.exec(
    (await page.getByText(/^Showing 1–/).textContent()) ?? '',
  ) as unknown as [string, string, string];
  expect(shown).toBe(total);
  const rows = page.locator('tr[data-dispute]');
  await expect(rows).toHaveCount(Number(total));
  const records = await rows.evaluateAll((trs) =>
    trs.map((tr) => ({
      status: tr.getAttribute('data-status') ?? '',
      amount: Math.round(Number(tr.getAttribute('data-amount')) * 100),
      raisable: tr.querySelector('button[aria-label^="Raise dispute on"]') !== null,
    })),
  );
  const raised = records.filter((r) => ['pending', 'approved', 'denied'].includes(r.status));
  const sum = (list: typeof records) => list.reduce((total, r) => total + r.amount, 0);
  expect(Number(await stat(page, 'Disputed orders').textContent())).toBe(raised.length);
  expect(cents((await stat(page, 'Amount disputed').textContent()) ?? '')).toBe(sum(raised));
  expect(cents((await stat(page, 'Won').textContent()) ?? '')).toBe(
    sum(records.filter((r) => r.status === 'approved')),
  );
  expect(cents((await stat(page, 'Lost').textContent()) ?? '')).toBe(
    sum(records.filter((r) => r.status === 'denied')),
  );
  expect(Number(await stat(page, 'Pending').textContent())).toBe(
    records.filter((r) => r.status === 'pending').length,
  );
  expect(cents((await stat(page, 'Open to dispute').textContent()) ?? '')).toBe(
    sum(records.filter((r) => r.raisable)),
  );
});

test('the summary covers the whole range, not the visible page', async ({ page }) => {
  // A page smaller than the range (the small sample has about two dozen here).
  await openDisputes(page, `${DISPUTES_URL}&size=10`);
  await expect(page.locator('tr[data-dispute]')).toHaveCount(10);
  const total = Number(
    /of (\d+)/.exec((await page.getByText(/^Showing 1–10 of/).textContent()) ?? '')?.[1],
  );
  expect(total).toBeGreaterThan(10);
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Approved' });
  await expect(page).toHaveURL(/status=approved/);
  // The table filters and sorts in the background after a change: it settles on the answer.
  const rows = (attribute: string) =>
    page
      .locator('tr[data-dispute]')
      .evaluateAll((trs, name) => trs.map((tr) => tr.getAttribute(name) ?? ''), attribute);
  await expect.poll(async () => [...new Set(await rows('data-status'))]).toEqual(['approved']);
  const approved = Number(
    /of (\d+)/.exec((await page.getByText(/^Showing 1–\d+ of/).textContent()) ?? '')?.[1],
  );
  await expect(stat(page, 'Won').locator('xpath=..')).toContainText(`${approved} approved`);
  // Sorted by amount, largest first, across the whole set.
  await page.getByRole('button', { name: 'Amount' }).click();
  await expect(page).toHaveURL(/sort=-amount/);
  const amounts = async () => (await rows('data-amount')).map(Number);
  await expect
    .poll(async () => {
      const shown = await amounts();
      return shown.length > 1 && shown.every((amount, i) => i === 0 || shown[i - 1]! >= amount);
    })
    .toBe(true);
});

test('raise a dispute: pending at once, then decided, and it cannot be raised again', async ({
  page,
  holdProcessing,
}) => {
  await openDisputes(page, `${DISPUTES_URL}&size=100`);
  await page.request.delete(`${SAMPLE}/__sample/stats`, { headers: SAMPLE_HEADERS });
  const row = raisable(page, 0);
  const id = await row.getAttribute('data-dispute');
  await row.getByRole('button', { name: /^Raise dispute on / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Amount at stake')).toBeVisible();
  await chooseFirstReason(page);
  await dialog.getByLabel('Description').click();
  await dialog.getByLabel('Description').pressSequentially('The side was missing from the bag.');
  // The gateway decides the raise only once this journey has seen it pending.
  await holdProcessing(true);
  await dialog.getByRole('button', { name: 'Raise dispute' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Dispute refund initiated successfully')).toBeVisible();
  const raised = page.locator(`tr[data-dispute="${id}"]`);
  await expect(raised).toHaveAttribute('data-status', 'pending');
  await expect(raised.getByRole('button', { name: /^Raise dispute on/ })).toHaveCount(0);
  await holdProcessing(false);
  await expect(raised).toHaveAttribute('data-status', /^(approved|denied)$/, { timeout: 8000 });
  await expect(raised.getByText(/^(won|lost) /)).toBeVisible();
  expect(await raiseRequests(page)).toBe(1);
  await expect(raised.getByRole('button', { name: /^Raise dispute on/ })).toHaveCount(0);
});

test('a long page re-sorts whole, and a new page drawn below the first rows loses none of them', async ({
  page,
}) => {
  // A year: more than two pages of a hundred.
  await openDisputes(page, '/disputes?from=2025-11-19&to=2026-11-18&size=100');
  const rows = page.locator('tr[data-dispute]');
  await expect(page.getByText(/^Showing 1–100 of \d+$/)).toBeVisible();
  const total = Number(
    /of (\d+)/.exec((await page.getByText(/^Showing 1–/).textContent()) ?? '')?.[1],
  );
  expect(total).toBeGreaterThan(200);
  // The whole year is in (its summary drawn), so the sort re-orders the rows on the page.
  await expect(stat(page, 'Disputed orders')).toHaveText(/^\d+$/);
  const amounts = () =>
    rows.evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-amount'))));
  // From the top of the page: every row comes, in the new order (the largest charge first).
  await page.getByRole('button', { name: 'Amount' }).click();
  await expect(page).toHaveURL(/sort=-amount/);
  await expect
    .poll(async () => {
      const shown = await amounts();
      return shown.length === 100 && shown.every((amount, i) => i === 0 || shown[i - 1]! >= amount);
    })
    .toBe(true);
  // At the foot of the table (reached in one jump, as a link or a search would), the next page:
  // the reader is below the first rows, so the new ones are drawn all at once. Not one frame may
  // show fewer, or the page would shorten under the reader.
  const next = page.getByRole('button', { name: 'Next page' });
  await next.scrollIntoViewIfNeeded();
  await page.evaluate(() => {
    const w = window as unknown as { fewestRows: number };
    const counted = () => document.querySelectorAll('tr[data-dispute]').length;
    w.fewestRows = counted();
    new MutationObserver(() => {
      w.fewestRows = Math.min(w.fewestRows, counted());
    }).observe(document.body, { childList: true, subtree: true });
  });
  const firstBefore = await rows.first().getAttribute('data-dispute');
  await next.click();
  await expect(page.getByText(/^Showing 101–200 of \d+$/)).toBeVisible();
  await expect(rows.first()).not.toHaveAttribute('data-dispute', firstBefore ?? '');
  await expect(rows).toHaveCount(100);
  expect(await page.evaluate(() => (window as unknown as { fewestRows: number }).fewestRows)).toBe(
    100,
  );
});

test('when the raise fails, the dialog says why and keeps the input', async ({ page }) => {
  await openDisputes(page, OPEN_URL);
  try {
    await page.request.put(`${SAMPLE}/__sample/faults`, {
      headers: SAMPLE_HEADERS,
      data: { errorRate: 1, operations: ['raiseManualDispute'] },
    });
    await page
      .locator('tr[data-dispute]')
      .filter({ has: page.getByRole('button', { name: /^Raise dispute on / }) })
      .last()
      .getByRole('button', { name: /^Raise dispute on / })
      .click();
    const dialog = page.getByRole('dialog');
    await chooseFirstReason(page);
    const description = dialog.getByLabel('Description');
    await description.fill('Wrong drink.');
    await dialog.getByRole('button', { name: 'Raise dispute' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Could not raise the dispute');
    await expect(description).toHaveValue('Wrong drink.');
    await page.keyboard.press('Escape');
    await expect(dialog.getByText('Discard this dispute?')).toBeVisible();
  } finally {
    await page.request.put(`${SAMPLE}/__sample/faults`, { headers: SAMPLE_HEADERS, data: {} });
  }
});

test('a dispute without a reason is not sent; the dialog says what is missing', async ({
  page,
}) => {
  await openDisputes(page, OPEN_URL);
  await page.request.delete(`${SAMPLE}/__sample/stats`, { headers: SAMPLE_HEADERS });
  await raisable(page, 0)
    .getByRole('button', { name: /^Raise dispute on / })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Description').fill('The drinks never came.');
  await dialog.getByRole('button', { name: 'Raise dispute' }).click();
  await expect(dialog.getByText('Choose a reason', { exact: true })).toBeVisible();
  expect(await raiseRequests(page)).toBe(0);
  // Choosing one answers it; what was typed is still there.
  await chooseFirstReason(page);
  await expect(dialog.getByText('Choose a reason', { exact: true })).toHaveCount(0);
  await expect(dialog.getByLabel('Description')).toHaveValue('The drinks never came.');
});

test('a row opens its details: items and the dispute history', async ({ page }) => {
  await openDisputes(page, `${DISPUTES_URL}&status=approved`);
  const row = page.locator('tr[data-dispute]').first();
  const id = (await row.getAttribute('data-dispute')) ?? '';
  await row.getByRole('button', { name: `Order details ${id}` }).click();
  const drawer = page.getByRole('dialog', { name: `Order ${id}` });
  await expect(drawer.getByRole('heading', { name: 'Items' })).toBeVisible();
  await expect(drawer.getByRole('columnheader', { name: 'Unit price' })).toBeVisible();
  await expect(drawer.getByText('Error charge')).toBeVisible();
  await expect(drawer.getByText(/^Raised (automatically|by hand)$/)).toBeVisible();
  await expect(drawer.getByText('Approved', { exact: true }).last()).toBeVisible();
});

test('the disputes page, dialog and drawer have no axe violations, light and dark', async ({
  page,
}) => {
  // Four whole-page audits of the longest page (its error charges' table included): on a busy
  // two-core machine they take about as long as one test is given.
  test.slow();
  await openDisputes(page, `${DISPUTES_URL}&size=25`);
  await expect(stat(page, 'Disputed orders')).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoAxeViolations(page);
    await screenshotWholePage(page, `test-results/disputes-${scheme}.png`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(OPEN_URL);
  await raisable(page, 0)
    .getByRole('button', { name: /^Raise dispute on / })
    .click();
  await chooseFirstReason(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/disputes-raise-dialog.png' });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  const row = page.locator('tr[data-dispute]').first();
  const id = (await row.getAttribute('data-dispute')) ?? '';
  await row.getByRole('button', { name: `Order details ${id}` }).click();
  await expect(
    page.getByRole('dialog').getByRole('columnheader', { name: 'Unit price' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/disputes-drawer.png' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
});

test('a dispute is raised from the keyboard alone', async ({ page }) => {
  await openDisputes(page);
  const details = await page.request.post('/api/ops/getRestaurantDetails', {
    headers: { 'x-dashboard-request': '1' },
    data: {},
  });
  const { result } = (await details.json()) as {
    result: { restaurantDetails: { clientId: string }[] };
  };
  // The second client's open order: the other tests raise the first client's.
  const clientId = result.restaurantDetails[1]?.clientId ?? '';
  await page.goto(`${OPEN_URL}&client=${clientId}`);
  const row = page
    .locator('tr[data-dispute]')
    .filter({ has: page.getByRole('button', { name: /^Raise dispute on / }) })
    .first();
  const id = await row.getAttribute('data-dispute');
  await row.getByRole('button', { name: /^Raise dispute on / }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  const reason = dialog.getByRole('combobox', { name: /^Reason/ });
  // The list opens from the keyboard and Enter takes the highlighted reason; both pressed again
  // if the dialog was still moving focus in as it opened, or the list had no reason highlighted
  // yet when Enter came (as a person looks and presses again).
  await expect(async () => {
    await reason.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible({ timeout: 1_000 });
    await page.keyboard.press('Enter');
    await expect(reason).not.toHaveValue('', { timeout: 1_000 });
  }).toPass();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Raised without a mouse.');
  const raise = dialog.getByRole('button', { name: 'Raise dispute' });
  for (let i = 0; i < 8 && !(await raise.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(raise).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Dispute refund initiated successfully')).toBeVisible();
  await page.goto(`${DISPUTES_URL}&size=100&client=${clientId}`);
  await expect(page.locator(`tr[data-dispute="${id}"]`)).toHaveAttribute(
    'data-status',
    /^(pending|approved|denied)$/,
  );
});

test('a status explains itself on hover and on keyboard focus', async ({ page }) => {
  await openDisputes(page, `${DISPUTES_URL}&status=approved`);
  const badges = page.locator('tr[data-dispute]').getByLabel(/^Approved: /);
  await badges.first().hover();
  await expect(page.getByRole('tooltip')).toHaveText(/accepted the dispute/);
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  // From the keyboard: focus stays on the badge while its explanation shows.
  await badges.nth(1).focus();
  await expect(badges.nth(1)).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText(/accepted the dispute/);
});

test('a pointer that passes over a status before the tooltip’s code arrives leaves no explanation open behind it', async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The file that holds Mantine's Tooltip (components/tooltip.ts re-exports it; the dialogs and
  // the drawer are in it too: nothing here opens one while it is held).
  const tooltipFile = chunkUrlOf('@mantine/core/esm/components/Tooltip/Tooltip.mjs');
  await page.route(tooltipFile, async (route) => {
    await held;
    await route.continue();
  });
  await openDisputes(page, `${DISPUTES_URL}&status=approved`);
  const badges = page.locator('tr[data-dispute]').getByLabel(/^Approved: /);
  // Over the first status and away again while the code is held back…
  await badges.first().hover();
  await page.mouse.move(0, 0);
  const arrived = page.waitForResponse(tooltipFile);
  release();
  await arrived;
  // …then over the second once it has come: only the second's explanation is open.
  await badges.nth(1).hover();
  await expect(page.getByRole('tooltip')).toHaveText(/accepted the dispute/);
  await expect(page.getByRole('tooltip')).toHaveCount(1);
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});

test('the closing-soon view lists every open order, soonest deadline first, with its days left', async ({
  page,
}) => {
  // The browser's today is the sample's, as a real gateway's and a browser's agree.
  await page.clock.setFixedTime(new Date(`${E2E.today}T12:00:00`));
  await openDisputes(page);
  const open = await stat(page, 'Open to dispute').textContent();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Closing soon' });
  await expect(page).toHaveURL(/status=closing/);
  const rows = page.locator('tr[data-dispute]');
  await expect(rows.first().locator('[data-days-left]')).toBeVisible();
  await page.goto(`${page.url()}&size=100`);
  await expect(rows.first().locator('[data-days-left]')).toBeVisible();

  const days = (await rows
    .locator('[data-days-left]')
    .evaluateAll((badges) =>
      badges.map((badge) => Number(badge.getAttribute('data-days-left'))),
    )) as number[];
  expect(days.length).toBeGreaterThan(1);
  expect(days).toEqual([...days].sort((a, b) => a - b));
  expect(Math.min(...days)).toBeGreaterThanOrEqual(0);
  expect(Math.max(...days)).toBeLessThanOrEqual(14);
  // Every one can still be raised, and they are all of "open to dispute".
  await expect(rows.getByRole('button', { name: /^Raise dispute on / })).toHaveCount(days.length);
  const amounts = await rows.evaluateAll((trs) =>
    trs.map((tr) => Math.round(Number(tr.getAttribute('data-amount')) * 100)),
  );
  const cents = amounts.reduce((sum, value) => sum + value, 0);
  expect(`$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`).toBe(open);
  // What closes within a week is the sum of those rows.
  const week = amounts.filter((_, index) => (days[index] ?? 99) < 7).reduce((a, b) => a + b, 0);
  await expect(page.locator('[data-closing-week]')).toContainText(
    `$${(week / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  await expectNoAxeViolations(page);

  // From the keyboard: Space chooses one, Shift+Space the range to it, Enter opens the raise.
  const boxes = page.locator('[data-select]');
  const last = Math.min(3, days.length - 1);
  await boxes.nth(0).focus();
  await page.keyboard.press('Space');
  await boxes.nth(last).focus();
  await page.keyboard.press('Shift+Space');
  const bar = page.locator('[data-selection-bar]');
  await expect(bar.locator('[data-selected]')).toHaveAttribute('data-selected', String(last + 1));
  await bar.getByRole('button', { name: `Raise ${last + 1} disputes` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('tr[data-raise]')).toHaveCount(last + 1);
  // The confirmation starts on its button (Enter would raise them); Escape leaves, raising
  // nothing (the raise itself is tested below).
  await expect(dialog.getByRole('button', { name: `Raise ${last + 1} disputes` })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('"select all open in this filter" and one confirmation raise every open order, one raise each', async ({
  page,
}) => {
  await openDisputes(page, OPEN_URL);
  // One customer's open orders (other journeys raise the rest).
  const customer = await page
    .locator('tr[data-dispute]')
    .filter({ has: page.locator('[data-select]') })
    .first()
    .locator('td')
    .nth(1)
    .evaluate((cell) => cell.lastElementChild?.textContent ?? '');
  await page.getByLabel('Customer').click();
  await page.getByLabel('Customer').pressSequentially(customer);
  await expect(page).toHaveURL(/customer=/);
  // The list filters in the background: wait until it shows that customer's orders only.
  await expect
    .poll(() =>
      page
        .locator('tr[data-dispute]')
        .evaluateAll(
          (trs, name) =>
            trs.every((tr) => tr.querySelector('td p:last-child')?.textContent === name),
          customer,
        ),
    )
    .toBe(true);
  const bar = page.locator('[data-selection-bar]');
  const selectAll = bar.getByRole('button', { name: /^Select all open in this filter/ });
  const count = Number(/\((\d+) orders?/.exec((await selectAll.textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThan(0);
  // Every open order of the filter has its checkbox (the table settles after the filter).
  await expect(page.locator('[data-select]')).toHaveCount(count);
  await page.request.delete(`${SAMPLE}/__sample/stats`, { headers: SAMPLE_HEADERS });
  await selectAll.click();
  await expect(bar.locator('[data-selected]')).toHaveAttribute('data-selected', String(count));
  const raise = `Raise ${count} ${count === 1 ? 'dispute' : 'disputes'}`;
  await bar.getByRole('button', { name: raise, exact: true }).click();
  const dialog = page.getByRole('dialog');
  // Each order with its reason filled in from its issue.
  const reasons = dialog.locator('tr[data-raise] select');
  await expect(reasons).toHaveCount(count);
  for (const reason of await reasons.all()) await expect(reason).not.toHaveValue('');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: raise, exact: true }).dblclick();
  await expect(dialog.locator('[data-raise-summary]')).toContainText(`Raised: ${count}`);
  await expectNoAxeViolations(page);
  // One raise per order, the double-click notwithstanding.
  expect(await raiseRequests(page)).toBe(count);
  // The dialog stays on its summary (it used to start again once its orders left the open list):
  // its own Close, beside the header's.
  await expect(dialog.locator('[data-raise-summary]')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  // Nothing is left open in the filter (the bar may stay for what closes within 3 days outside
  // it), and nothing more was sent.
  await expect(bar.getByRole('button', { name: /^Select all open in this filter/ })).toHaveCount(0);
  expect(await raiseRequests(page)).toBe(count);
});

test('"What wins" adds up to the summary, and a cell lists only its category on its marketplace', async ({
  page,
}) => {
  await openDisputes(page);
  const matrix = page.locator('[data-matrix]');
  await expect(matrix).toBeVisible();
  const won = (await stat(page, 'Won').textContent()) ?? '-';
  const lost = (await stat(page, 'Lost').textContent()) ?? '-';
  await expect(matrix.locator('[data-matrix-totals]')).toContainText(`${won} won · ${lost} lost`);
  await expectNoAxeViolations(page);

  const cell = matrix.locator('td[data-cell] a').first();
  const [category, channel] = (
    (await cell.locator('xpath=..').getAttribute('data-cell')) ?? ''
  ).split(':');
  await cell.click();
  await expect(page).toHaveURL(new RegExp(`category=${category}&marketplace=${channel}`));
  await expect(page.locator('[data-narrowed]')).toBeVisible();
  const rows = page.locator('tr[data-dispute]');
  await expect(rows.first()).toBeVisible();
  const shown = await rows.evaluateAll((trs) =>
    trs.map((tr) => `${tr.getAttribute('data-issue')}:${tr.getAttribute('data-channel')}`),
  );
  expect(new Set(shown)).toEqual(new Set([`${category}:${channel}`]));
  await page.locator('[data-narrowed]').click();
  await expect(page).not.toHaveURL(/category=/);
});
