import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PEOPLE, expectNoAxeViolations, signInThroughForm } from './helpers';
import { serverOrigin, startServers, type Servers } from './servers';
import { startOidcProvider, type TestOidcProvider } from '../src/people/oidc-testing';

/**
 * Signing in with the company's identity provider (OpenID Connect), clicked through as a person
 * does: an owner invites someone, who accepts with the company account through the provider's
 * own login and consent pages, and later signs in with it again, with no password; a company
 * account nobody invited is told so on the sign-in page. A real provider (`oidc-provider`, its
 * development login page: any subject it knows, any password) runs in this process, and the
 * dashboard's servers of their own are told of it.
 */
const OFFSET = 60;
const INVITED = { subject: 'employee-42', email: 'sam.sso@group.example', name: 'Sam Sso' };
const STRANGER = { subject: 'employee-99', email: 'nobody.asked@group.example', name: 'Nora' };

let provider: TestOidcProvider;
let servers: Servers;
test.beforeAll(async () => {
  provider = await startOidcProvider({
    redirectUri: `${serverOrigin(OFFSET)}/api/oidc/callback`,
    accounts: Object.fromEntries(
      [INVITED, STRANGER].map((who) => [
        who.subject,
        { email: who.email, email_verified: true, name: who.name },
      ]),
    ),
  });
  servers = await startServers('small', OFFSET, 0, {
    oidc: {
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
    },
  });
});
test.afterAll(async () => {
  await servers?.stop();
  await provider?.stop();
});
test.describe.configure({ mode: 'serial' });

/**
 * A browser of its own (its own cookies, the dashboard's and the provider's). The provider's
 * development pages import a web font from the internet: refused here, so a page never waits on
 * the network.
 */
const freshPage = async (browser: Browser) => {
  const context = await browser.newContext({ baseURL: servers.origin });
  await context.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
  return context.newPage();
};

/** The provider's login page (a subject it knows, any password), then its consent page. */
const throughProvider = async (page: Page, subject: string) => {
  await page.waitForURL((url) => url.origin === provider.issuer);
  await expect(page.getByRole('heading', { name: 'Sign-in' })).toBeVisible();
  await page.getByPlaceholder('Enter any login').click();
  await page.getByPlaceholder('Enter any login').pressSequentially(subject);
  await page.getByPlaceholder('and password').click();
  await page.getByPlaceholder('and password').pressSequentially('the company password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Authorize' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.origin === servers.origin);
};

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** The clients the server lists to this browser (what every page of the dashboard reads). */
const clientsOf = async (page: Page) => {
  const reply = await page.request.post(`${servers.origin}/api/ops/getRestaurantDetails`, {
    headers: { 'x-dashboard-request': '1' },
    data: {},
  });
  expect(reply.status()).toBe(200);
  const json = (await reply.json()) as { result: { restaurantDetails: { clientName: string }[] } };
  return json.result.restaurantDetails.map((c) => c.clientName);
};

/** The restaurant group the invitation gives; the only client its manager sees. */
let groupClient = '';

test('an invited restaurant-group manager accepts with the company account, through the provider’s pages, and lands on their one client', async ({
  page,
  browser,
}) => {
  await signInThroughForm(page, servers.origin, DEMO_PEOPLE.owner, '/team');
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Invite someone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite someone' });
  await dialog.getByLabel('Email').click();
  await dialog.getByLabel('Email').pressSequentially(INVITED.email);
  await dialog.getByLabel('Name').click();
  await dialog.getByLabel('Name').pressSequentially(INVITED.name);
  await dialog.getByRole('radio', { name: 'Restaurant-group manager' }).check();
  await dialog.getByLabel('Client').click();
  const option = page.getByRole('option').first();
  groupClient = (await option.textContent()) ?? '';
  await option.click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  const link = dialog.getByRole('textbox', { name: 'Link' });
  await expect(link).toHaveValue(/\/invite\//);
  const invitation = new URL(await link.inputValue()).pathname;

  const invited = await freshPage(browser);
  await invited.goto(`${servers.origin}${invitation}`);
  await expect(invited.getByRole('heading', { name: `Welcome ${INVITED.name}` })).toBeVisible();
  const company = invited.getByRole('link', { name: 'Sign in with your company account' });
  await expect(company).toBeVisible();
  await expectNoAxeViolations(invited);
  await company.click();
  await throughProvider(invited, INVITED.subject);

  // Signed in as themselves: one client, its reviews, no portfolio, no client to choose.
  await expect(invited.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await expect(nav(invited).getByRole('link', { name: 'Portfolio' })).toHaveCount(0);
  await expect(invited.getByRole('combobox', { name: 'Client' })).toHaveCount(0);
  expect(await clientsOf(invited)).toEqual([groupClient]);
  await invited.screenshot({ path: 'test-results/company-sign-in-landing.png' });

  // The invitation is spent, and the team shows them signing in with the company account.
  const again = await freshPage(browser);
  await again.goto(`${servers.origin}${invitation}`);
  await expect(again.getByRole('heading', { name: /already used/i })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: INVITED.email })).toContainText(/active/i);
});

test('later, from a bookmark, they sign in with the company account again: no password, back on the page they opened', async ({
  browser,
}) => {
  const page = await freshPage(browser);
  await page.goto(`${servers.origin}/listings`);
  await page.waitForURL((url) => url.pathname === '/sign-in');
  await page.getByRole('link', { name: 'Sign in with your company account' }).click();
  await throughProvider(page, INVITED.subject);
  await expect(page.getByRole('heading', { name: 'Listings', level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/listings');
  expect(await clientsOf(page)).toEqual([groupClient]);
});

test('a company account nobody invited is sent back to the sign-in page, which says why', async ({
  browser,
}) => {
  const page = await freshPage(browser);
  await page.goto(`${servers.origin}/sign-in`);
  await page.getByRole('link', { name: 'Sign in with your company account' }).click();
  await throughProvider(page, STRANGER.subject);
  await page.waitForURL((url) => url.pathname === '/sign-in');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Could not sign in with your company account');
  await expect(alert).toContainText('Ask your owner for an invitation.');
  // Not signed in: the session is refused, and the form is there to use.
  const session = await page.request.get(`${servers.origin}/api/session`, {
    headers: { 'x-dashboard-request': '1' },
  });
  expect(session.status()).toBe(401);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/company-sign-in-refused.png' });
});
