import { expect, test } from './fixtures';
import { E2E } from './env';
import { expectNoAxeViolations, signIn, signInToListings } from './helpers';

test('a new user signs in with the demo account, picks a client, filters and sorts listings, reloads, signs out', async ({
  page,
}) => {
  await page.goto('/listings?q=');
  // Not signed in: sent to sign-in, with the demo account on show.
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  await expect(page.getByText(E2E.email)).toBeVisible();
  await page.getByLabel(/^Password/).fill('wrong-password');
  await page.getByLabel('Email').fill(E2E.email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Email or password is incorrect');
  // What was typed is kept.
  await expect(page.getByLabel('Email')).toHaveValue(E2E.email);

  await signIn(page);
  // Back where the user was going (the portfolio is the landing only without one).
  await expect(page).toHaveURL(/\/listings/);
  await expect(page.getByRole('heading', { name: 'Listings', level: 1 })).toBeVisible();
  // The first client is chosen and written to the URL.
  await expect(page).toHaveURL(/client=/);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const firstClientRows = await rows.count();
  expect(firstClientRows).toBeGreaterThan(1);

  // Pick the other client.
  await page.getByRole('combobox', { name: 'Client' }).click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(2);
  const other = options.nth(1);
  const otherName = (await other.textContent()) ?? '';
  await other.click();
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue(otherName);
  const clientParam = new URL(page.url()).searchParams.get('client');
  expect(clientParam).toBeTruthy();

  // Search narrows the rows; sorting by restaurant reverses the order.
  const firstRestaurant = (await rows.nth(1).getByRole('cell').nth(1).textContent()) ?? '';
  const word = firstRestaurant.split(' ')[0] ?? '';
  await page.getByLabel('Search listings').click();
  await page.getByLabel('Search listings').pressSequentially(word);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
  for (const cell of await page
    .getByRole('table')
    .getByRole('row')
    .locator('td:nth-child(2)')
    .allTextContents()) {
    expect(cell.toLowerCase()).toContain(word.toLowerCase());
  }
  await page.getByLabel('Search listings').fill('');
  // The search reaches the URL a moment after typing stops.
  await expect(page).not.toHaveURL(/[?&]q=/);
  // A large table re-sorts in the background: read the rows once they have settled.
  const restaurants = () =>
    page.getByRole('table').getByRole('row').locator('td:nth-child(2)').allTextContents();
  await page.getByRole('button', { name: /Restaurant/ }).click();
  await expect
    .poll(async () => {
      const cells = await restaurants();
      return (
        cells.length > 1 &&
        cells.join('|') === [...cells].sort((a, b) => a.localeCompare(b)).join('|')
      );
    })
    .toBe(true);
  const ascending = await restaurants();
  await page.getByRole('button', { name: /Restaurant/ }).click();
  const descending = [...ascending].reverse();
  await expect.poll(restaurants).toEqual(descending);

  // A reload restores the same view from the URL.
  const before = page.url();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue(otherName);
  expect(page.url()).toBe(before);
  await expect(page.getByRole('table').getByRole('row').locator('td:nth-child(2)')).toHaveText(
    descending,
  );

  // Sign out: back to sign-in, and the session is gone: its old cookie is refused too.
  const cookies = await page.context().cookies();
  // Signing out asks for nothing more: not the session again (a 401 in the console).
  const askedAfter: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/') && request.method() === 'GET')
      askedAfter.push(new URL(request.url()).pathname);
  });
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(askedAfter.filter((path) => path === '/api/session')).toEqual([]);
  const session = await page.request.get('/api/session', {
    headers: { 'x-dashboard-request': '1' },
  });
  expect(session.status()).toBe(401);
  await page.context().addCookies(cookies);
  const replayed = await page.request.get('/api/session', {
    headers: { 'x-dashboard-request': '1' },
  });
  expect(replayed.status()).toBe(401);
});

test('"Sign out everywhere" ends the sessions of other browsers too', async ({ page, browser }) => {
  await signInToListings(page);
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await signInToListings(elsewhere);
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  // The other browser's next request finds its session ended, and it is sent to sign in.
  await elsewhere.reload();
  await expect(elsewhere).toHaveURL(/\/sign-in/);
  await other.close();
});

test('repeated wrong passwords make the form say how long to wait, and keep what was typed', async ({
  page,
}) => {
  await page.goto('/sign-in');
  // An account of its own: the demo account's sign-ins in other journeys stay unthrottled.
  const email = 'guesser@partner.example';
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('guess');
  const alert = page.getByRole('alert');
  for (let i = 0; i < 3; i++) {
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(alert).toHaveText(/Email or password is incorrect$/);
    await page.getByLabel(/^Password/).fill(`guess-${i}`);
  }
  // The fourth wrong password earns the first wait, and its refusal says so (no second refusal
  // needed to learn it, and no race with the wait's two seconds).
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(alert).toContainText(
    'Email or password is incorrect. Too many failed sign-ins. Try again in 2 seconds.',
  );
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expectNoAxeViolations(page);
});

test('nothing a page script can read holds a token or the partner key', async ({
  page,
  context,
}) => {
  await signInToListings(page);
  const readable = await page.evaluate(() => ({
    cookie: document.cookie,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
  }));
  expect(readable.cookie).not.toContain('dash_session');
  const cookies = await context.cookies();
  const sessionCookie = cookies.find((c) => c.name === 'dash_session');
  expect(sessionCookie?.httpOnly).toBe(true);
  expect(sessionCookie?.sameSite).toBe('Strict');
  for (const text of Object.values(readable)) {
    expect(text).not.toContain(E2E.apiKey);
    expect(text.toLowerCase()).not.toMatch(/"token"|refresh/);
  }
  // The built JavaScript does not carry the key either.
  const scripts = await page.evaluate(() =>
    [...document.scripts].map((s) => s.src).filter(Boolean),
  );
  for (const src of scripts)
    expect(await (await page.request.get(src)).text()).not.toContain(E2E.apiKey);
});

test.describe('signed in before', () => {
  // In the session the worker signed in once (e2e/fixtures.ts).
  test.use({ signedIn: true });

  test('an expired session sends the user to sign-in and back to where they were', async ({
    page,
    context,
  }) => {
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    const target = new URL(page.url());
    await context.clearCookies();
    await page.reload();
    await expect(page).toHaveURL(/\/sign-in\?next=/);
    await signIn(page);
    await expect(page).toHaveURL(new RegExp(`${target.pathname}`));
  });
});

test('sign-in, the portfolio and listings have no axe violations, in light and dark schemes', async ({
  page,
}) => {
  // One tour: each page in both schemes before the next (one sign-in, each page loaded once).
  const inBothSchemes = async () => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expectNoAxeViolations(page);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  };
  await page.goto('/sign-in');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await inBothSchemes();
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible();
  // Every row filled in (the progress line drops its "of").
  await expect(page.locator('[data-progress]')).toHaveText(/^\d+ clients$/);
  await inBothSchemes();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Listings' })
    .click();
  // The listings page itself, not the portfolio's table while the listings code is on its way.
  await expect(page.getByRole('heading', { name: 'Listings', level: 1 })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await inBothSchemes();
});

test('a first visit asks for the session and the clients once each; signed out, it asks again after sign-in', async ({
  page,
}) => {
  const asked = { session: 0, details: 0 };
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/session' && request.method() === 'GET') asked.session += 1;
    if (path === '/api/ops/getRestaurantDetails') asked.details += 1;
  });
  // Signed out: both are sent as the app starts and both are refused.
  await page.goto('/listings');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(page.url()).toContain('/sign-in?next=%2Flistings');
  // The refusal sent early is not reused once signed in: the clients are asked for again.
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Listings', level: 1 })).toBeVisible();
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
  expect(asked.details).toBe(2);

  // Signed in, a reload: one session check and one clients request, used by the whole page.
  asked.session = 0;
  asked.details = 0;
  await page.reload();
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual({ session: 1, details: 1 });
});

test.describe('signed in before', () => {
  // In the session the worker signed in once (e2e/fixtures.ts).
  test.use({ signedIn: true });

  test('an unknown address shows a not-found page with a way back', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
    await expectNoAxeViolations(page);
  });
});

test('no page breaks the Content-Security-Policy', async ({ page }) => {
  // The browser reports every refused script, style or eval, even one the page catches.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  await page.goto('/sign-in');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await violations()).toEqual([]);
  await signIn(page);
  // Leaving before the session is set would abort the sign-in.
  await expect(page.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible();
  for (const [path, heading] of [
    ['/portfolio?from=2026-10-20&to=2026-11-18', 'Portfolio'],
    ['/listings', 'Listings'],
    ['/reviews?from=2026-11-05&to=2026-11-18', 'Reviews'],
    ['/orders?from=2026-11-01&to=2026-11-18', 'Orders'],
    ['/disputes?from=2026-11-01&to=2026-11-18', 'Disputes'],
    ['/auto-dispute', 'Auto-dispute'],
    ['/finance?from=2026-10-01&to=2026-10-31', 'Finance'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    // The page's data parsed (schemas built) before looking.
    await expect(page.locator('main table, main article').first()).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }
  // The order drawer's review and dispute load their code when they are opened.
  await page.goto('/disputes?from=2026-11-01&to=2026-11-18');
  await page
    .getByRole('button', { name: /^Order details / })
    .first()
    .click();
  await page.getByRole('link', { name: 'Open in Orders' }).click();
  await expect(page.locator('[data-order-dispute]')).toBeVisible();
  await page.goto('/reviews?from=2026-11-05&to=2026-11-18');
  await page
    .getByRole('link', { name: /^View order of / })
    .first()
    .click();
  await expect(page.getByRole('dialog').locator('article[data-review]')).toBeVisible();
  expect(await violations(), 'the order drawer').toEqual([]);
});
