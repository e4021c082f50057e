/**
 * Writes against a failing gateway (500, 429, a dropped connection): the dialog says what
 * failed and keeps what was typed; the next try sends once more and the write is applied once.
 * On their own servers at the default scale (the small sample's answerable reviews and open
 * orders are shared by other journeys), counted per item at the sample API.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E } from './env';
import { signInByApi } from './helpers';
import { startServers, type Servers } from './servers';

test.describe.configure({ mode: 'serial' });

const OFFSET = 20;
let servers: Servers;
test.beforeAll(async () => {
  servers = await startServers('default', OFFSET);
});
test.afterAll(async () => {
  await servers?.stop();
});

const HEADERS = { 'x-api-key': E2E.apiKey };
const RANGE = 'from=2026-10-20&to=2026-11-18';
const FAULTS = [
  { name: '500', knobs: { errorRate: 1 } },
  { name: '429', knobs: { rateLimitRate: 1 } },
  { name: 'dropped connection', knobs: { dropRate: 1 } },
];

const sample = (page: Page) => ({
  faults: (faults: Record<string, unknown>) =>
    page.request.put(`${servers.sample}/__sample/faults`, { headers: HEADERS, data: faults }),
  sent: async (kind: 'raisesSent' | 'repliesSent') => {
    const reply = await page.request.get(`${servers.sample}/__sample/stats`, { headers: HEADERS });
    return ((await reply.json()) as Record<typeof kind, Record<string, number>>)[kind];
  },
  clear: () => page.request.delete(`${servers.sample}/__sample/stats`, { headers: HEADERS }),
});

const open = async (page: Page, path: string, heading: string) => {
  // No journey here tests signing in: the owner signs in through the API, no form.
  await signInByApi(page, servers.origin);
  await page.goto(`${servers.origin}${path}`);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
};

test('a reply through each fault keeps its text, and is applied once when the gateway is back', async ({
  page,
}) => {
  const at = sample(page);
  await open(page, `/reviews?${RANGE}`, 'Reviews');
  const card = page
    .locator('article[data-review]')
    .filter({ has: page.getByRole('button', { name: /^Reply to / }) })
    .first();
  const id = (await card.getAttribute('data-review')) ?? '';
  await card.getByRole('button', { name: /^Reply to / }).click();
  const dialog = page.getByRole('dialog');
  const text = dialog.getByRole('textbox', { name: /^Reply/ });
  await text.fill('Sorry about that; it is on us next time.');
  await at.clear();
  try {
    for (const fault of FAULTS) {
      await at.faults({ ...fault.knobs, operations: ['replyToReview'] });
      await dialog.getByRole('button', { name: 'Send reply' }).click();
      await expect(dialog.getByRole('alert'), fault.name).toContainText('Could not send the reply');
      await expect(text, fault.name).toHaveValue('Sorry about that; it is on us next time.');
    }
  } finally {
    await at.faults({});
  }
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(dialog).toHaveCount(0);
  // One request per click (the 429 one sent once more by the server after the gateway's pause):
  // four refused, one applied.
  expect(await at.sent('repliesSent')).toEqual({ [id]: FAULTS.length + 2 });
  // Answered: it leaves the "Needs a reply" queue.
  await expect(page.locator(`article[data-review="${id}"]`)).toHaveCount(0);
});

test('a raise through each fault keeps its reason and description, and is applied once when the gateway is back', async ({
  page,
}) => {
  const at = sample(page);
  await open(page, `/disputes?${RANGE}&status=open`, 'Disputes');
  const row = page
    .locator('tr[data-dispute]')
    .filter({ has: page.getByRole('button', { name: /^Raise dispute on / }) })
    .first();
  const id = (await row.getAttribute('data-dispute')) ?? '';
  await row.getByRole('button', { name: /^Raise dispute on / }).click();
  const dialog = page.getByRole('dialog');
  const reason = dialog
    .getByRole('combobox', { name: /^Reason/ })
    .or(dialog.getByLabel(/^Reason/))
    .first();
  await reason.click();
  await page.getByRole('listbox').getByRole('option').first().click();
  const description = dialog.getByLabel('Description');
  await description.fill('Two items missing from the bag.');
  await at.clear();
  try {
    for (const fault of FAULTS) {
      await at.faults({ ...fault.knobs, operations: ['raiseManualDispute'] });
      await dialog.getByRole('button', { name: /^Raise dispute/ }).click();
      await expect(dialog.getByRole('alert'), fault.name).toBeVisible();
      await expect(description, fault.name).toHaveValue('Two items missing from the bag.');
    }
  } finally {
    await at.faults({});
  }
  await dialog.getByRole('button', { name: /^Raise dispute/ }).click();
  await expect(dialog).toHaveCount(0);
  // The 429 one sent once more by the server after the gateway's pause.
  expect(await at.sent('raisesSent')).toEqual({ [id]: FAULTS.length + 2 });
});
