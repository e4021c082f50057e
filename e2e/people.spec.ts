import { type BrowserContextOptions, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { answerOf, DEMO_PEOPLE, expectNoAxeViolations, signInThroughForm } from './helpers';
import { startServers, type Servers } from './servers';

/**
 * People's own accounts, as each preset meets them, on servers of their own (invitations and a
 * reply change what the others would read). The sample's demo people (printed by `npm start`):
 * an account manager with the first two clients by name, a restaurant-group manager and a viewer
 * of the first, a store manager of two of its stores.
 */
const DEMO = DEMO_PEOPLE;
const NEW_PASSWORD = 'a passphrase of my own';
const REVIEWS_RANGE = 'from=2026-11-05&to=2026-11-18';

let servers: Servers;
test.beforeAll(async () => {
  // Read replies kept for a minute, as in production: people of one client share them.
  servers = await startServers('small', 40, 60);
});
test.afterAll(async () => {
  await servers.stop();
});
test.describe.configure({ mode: 'serial' });

const signInAs = (page: Page, who: { email: string; password: string }, next = '/') =>
  signInThroughForm(page, servers.origin, who, next);

type OtherBrowser = (options?: BrowserContextOptions) => Promise<Page>;

/**
 * Another person's browser (its own cookies) at `next` (`null`: no page opened yet), signed in as
 * a returning person is: the session asked for through the API, as the form is what the journeys
 * that sign in through it test.
 */
const browserOf = async (
  otherBrowser: OtherBrowser,
  who: { email: string; password: string },
  next: string | null = '/',
) => {
  const page = await otherBrowser({ baseURL: servers.origin });
  const reply = await page.request.post(`${servers.origin}/api/session`, {
    headers: { 'x-dashboard-request': '1' },
    data: who,
  });
  expect(reply.ok(), `${who.email} signs in`).toBe(true);
  if (next !== null) await page.goto(`${servers.origin}${next}`);
  return page;
};

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** What the server lists as this browser's clients (the clients query the pages use). */
const clientsOf = async (page: Page) => {
  const reply = await page.request.post(`${servers.origin}/api/ops/getRestaurantDetails`, {
    headers: { 'x-dashboard-request': '1' },
    data: {},
  });
  const json = (await reply.json()) as { result: { restaurantDetails: { clientName: string }[] } };
  return json.result.restaurantDetails.map((c) => c.clientName);
};

let groupClient = '';
let inviteLink = '';

test('an account manager invites a restaurant-group manager, who sets a password and lands on their one client', async ({
  page,
  otherBrowser,
}) => {
  await signInAs(page, DEMO.accounts);
  await expect(page.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible();
  const mine = await clientsOf(page);
  expect(mine).toHaveLength(2);
  groupClient = [...mine].sort((a, b) => a.localeCompare(b))[0]!;

  await nav(page).getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Invite someone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite someone' });
  await dialog.getByLabel('Email').pressSequentially('new.manager@group.example');
  await dialog.getByLabel('Name').click();
  await dialog.getByLabel('Name').pressSequentially('Nina New');
  // An account manager cannot make owners: the preset is not offered.
  await expect(dialog.getByRole('radio', { name: 'Owner' })).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Restaurant-group manager' }).check();
  await dialog.getByLabel('Client').click();
  await page.getByRole('option', { name: groupClient }).click();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/people-invite.png' });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  const link = dialog.getByRole('textbox', { name: 'Link' });
  await expect(link).toHaveValue(/\/invite\//);
  inviteLink = new URL(await link.inputValue()).pathname;

  const invited = await otherBrowser({ baseURL: servers.origin });
  await invited.goto(`${servers.origin}${inviteLink}`);
  await expect(invited.getByText(/Nina New/)).toBeVisible();
  await invited.getByLabel('New password').click();
  await invited.getByLabel('New password').pressSequentially(NEW_PASSWORD);
  await invited.getByLabel('The same password again').click();
  await invited.getByLabel('The same password again').pressSequentially(NEW_PASSWORD);
  await expectNoAxeViolations(invited);
  await invited.getByRole('button', { name: 'Set the password and sign in' }).click();
  // One client: its reviews, no portfolio, no client to choose.
  await expect(invited.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await expect(nav(invited).getByRole('link', { name: 'Portfolio' })).toHaveCount(0);
  await expect(invited.getByRole('combobox', { name: 'Client' })).toHaveCount(0);
  expect(await clientsOf(invited)).toEqual([groupClient]);
  await invited.screenshot({ path: 'test-results/people-group-manager.png' });

  // The link is spent: a second use says so.
  const again = await otherBrowser({ baseURL: servers.origin });
  await again.goto(`${servers.origin}${inviteLink}`);
  await expect(again.getByRole('heading', { name: /already used/i })).toBeVisible();
});

const NEW_MANAGER = { email: 'new.manager@group.example', password: NEW_PASSWORD };

test('the new manager replies to a review; the account manager’s page, answered from the kept replies, already has one review fewer awaiting a reply', async ({
  page,
  otherBrowser,
}) => {
  await signInAs(page, NEW_MANAGER);
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  const url = new URL(page.url());
  const reviewsPage = `${servers.origin}/reviews?client=${url.searchParams.get('client')}&${REVIEWS_RANGE}`;
  /**
   * Opens the group's reviews: where the page's list of reviews came from (a kept reply or the
   * gateway), and how many of them await a reply.
   */
  const openReviews = async (reader: Page) => {
    // The list of the page's range (the page may also read other ranges, e.g. for its summary).
    const listed = answerOf(reader, 'listReviews', (input) =>
      input.includes('"startDate":"2026-11-05"'),
    );
    await reader.goto(reviewsPage);
    const answer = await listed;
    const { result } = answer.json as { result: { unAnsweredReviews: unknown[] } };
    await expect(reader.locator('article[data-review]').first()).toBeVisible();
    return {
      source: answer.headers['x-dashboard-read'],
      unanswered: result.unAnsweredReviews.length,
    };
  };
  // The new manager opens the group's reviews: the gateway is asked…
  await openReviews(page);
  // …and the account manager, who looks after the group too, asking the same a moment later, is
  // answered with the reply kept.
  const colleague = await browserOf(otherBrowser, DEMO.accounts, null);
  const before = await openReviews(colleague);
  expect(before.source).toBe('kept');
  const reply = page
    .locator('article[data-review]')
    .getByRole('button', { name: /^Reply to / })
    .first();
  await reply.click();
  const dialog = page.getByRole('dialog');
  const text = dialog.getByRole('textbox', { name: /^Reply/ });
  await text.click();
  await text.pressSequentially('Thank you, we are glad you enjoyed it.');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText(/^Reply sent to /)).toBeVisible();

  // The reply is applied to the client's kept replies: the colleague's page, answered from the
  // kept reply without asking the gateway, already holds one review fewer awaiting a reply.
  const after = await openReviews(colleague);
  expect(after.source).toBe('kept');
  expect(after.unanswered).toBe(before.unanswered - 1);
});

test('the audit log shows the new manager’s reply to the account manager, the owner and the group’s other manager', async ({
  otherBrowser,
}) => {
  for (const who of [DEMO.accounts, DEMO.owner, DEMO.group]) {
    const reader = await browserOf(otherBrowser, who, '/audit?action=review.reply');
    await expect(reader.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    await expect(reader.getByText('Nina New').first()).toBeVisible();
    if (who === DEMO.owner) {
      await expectNoAxeViolations(reader);
      await reader.screenshot({ path: 'test-results/people-audit-owner.png' });
    }
    await reader.context().close();
  }
});

test('someone managing another client, invited by the owner, finds none of the group’s log', async ({
  request,
  otherBrowser,
}) => {
  const signedIn = await request.post(`${servers.origin}/api/session`, {
    headers: { 'x-dashboard-request': '1' },
    data: DEMO.owner,
  });
  expect(signedIn.ok()).toBe(true);
  const all = await request.post(`${servers.origin}/api/ops/getRestaurantDetails`, {
    headers: { 'x-dashboard-request': '1' },
    data: {},
  });
  const clients = (
    (await all.json()) as {
      result: { restaurantDetails: { clientId: string; clientName: string }[] };
    }
  ).result.restaurantDetails;
  const other = clients.find((c) => c.clientName !== groupClient)!;
  const invited = await request.post(`${servers.origin}/api/team/invitations`, {
    headers: { 'x-dashboard-request': '1' },
    data: {
      email: 'outside@other.example',
      name: 'Oscar Outside',
      role: 'manager',
      scope: { kind: 'clients', clientIds: [other.clientId] },
    },
  });
  const token = ((await invited.json()) as { link: string }).link.split('/').pop();
  const outsider = await otherBrowser({ baseURL: servers.origin });
  await outsider.request.post(`${servers.origin}/api/links/${token}`, {
    headers: { 'x-dashboard-request': '1' },
    data: { password: NEW_PASSWORD },
  });
  await outsider.goto(`${servers.origin}/audit?action=review.reply`);
  await expect(outsider.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await expect(outsider.getByText('Nina New')).toHaveCount(0);
});

test('each preset sees its own: the store manager two stores, the viewer no writes, the account manager two clients', async ({
  otherBrowser,
}) => {
  const store = await browserOf(otherBrowser, DEMO.store, '/listings');
  await expect(store.getByRole('heading', { name: 'Listings', level: 1 })).toBeVisible();
  await expect(store.getByRole('combobox', { name: 'Client' })).toHaveCount(0);
  const stores = await store.request.post(`${servers.origin}/api/ops/getRestaurantDetails`, {
    headers: { 'x-dashboard-request': '1' },
    data: {},
  });
  const storeClients = (
    (await stores.json()) as {
      result: { restaurantDetails: { listingDetails: unknown[] }[] };
    }
  ).result.restaurantDetails;
  expect(storeClients).toHaveLength(1);
  expect(storeClients[0]!.listingDetails).toHaveLength(2);
  await store.screenshot({ path: 'test-results/people-store-manager.png' });

  const viewer = await browserOf(otherBrowser, DEMO.viewer);
  await expect(viewer.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await expect(nav(viewer).getByRole('link', { name: 'Team' })).toHaveCount(0);
  // The server refuses a viewer's write whatever the page shows.
  const write = await viewer.request.post(`${servers.origin}/api/ops/replyToReview`, {
    headers: { 'x-dashboard-request': '1' },
    data: {
      body: { deliveryUUID: 'x', channel: 'MARKETPLACE_1', listingId: 'y', comment: 'Hello' },
    },
  });
  expect(write.status()).toBe(403);

  const accounts = await browserOf(otherBrowser, DEMO.accounts);
  await expect(accounts.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible();
  await expect(accounts.locator('tbody tr')).toHaveCount(2);
});

test('an owner views the dashboard as the group manager: read-only, and says so', async ({
  otherBrowser,
}) => {
  const page = await browserOf(otherBrowser, DEMO.owner, '/team');
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'group@partner.example' });
  await row.getByRole('button', { name: 'Actions for Gina Group' }).click();
  await page.getByRole('menuitem', { name: /View as/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'View as' }).click();
  const banner = page.getByText(/You are viewing the dashboard as Gina Group/);
  await expect(banner).toBeVisible();
  expect(await clientsOf(page)).toHaveLength(1);
  await page.screenshot({ path: 'test-results/people-view-as.png' });
  await page.getByRole('button', { name: 'Stop viewing' }).click();
  await expect(banner).toHaveCount(0);
});
