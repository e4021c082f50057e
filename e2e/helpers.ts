import AxeBuilder from '@axe-core/playwright';
import { appendFileSync, mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page, type Request, type Route } from '@playwright/test';
import { E2E } from './env';

/** Fills the sign-in form the way a person does and submits it. */
export const signIn = async (page: Page) => {
  await page.getByLabel('Email').fill(E2E.email);
  await page.getByLabel(/^Password/).fill(E2E.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/** Opens sign-in, signs in (landing on the portfolio), then opens the listings page. */
export const signInToListings = async (page: Page) => {
  await page.goto('/sign-in');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Listings' })
    .click();
  await expect(page.getByRole('heading', { name: 'Listings', level: 1 })).toBeVisible();
};

/**
 * Opens the listings page in a browser already signed in (`test.use({ signedIn: true })`), its
 * clients in: the first is chosen and named in the URL.
 */
export const openListings = async (page: Page) => {
  await page.goto('/listings');
  await expect(page.getByRole('heading', { name: 'Listings', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/[?&]client=/);
  await expect(page.getByRole('combobox', { name: 'Client' })).not.toHaveValue('');
};

/**
 * Draws what the browser leaves undrawn until it nears the screen: tables and review cards below
 * the fold have `content-visibility: auto` (table.module.css, review-card.module.css). A reader who
 * scrolls sees them drawn; a picture or an audit of the whole page must draw them too. (What the
 * page does while they are not drawn has its own test: phone.spec.ts.)
 */
const DRAW_EVERYTHING = '* { content-visibility: visible !important; }';

/**
 * Draws the sections a phone leaves undrawn until they near the screen (DrawnWhenNear), as the
 * browser's find does: opening it (Ctrl+F, ⌘F) draws the whole page. Waits until none is left
 * and what they load is in.
 */
export const drawLongPage = async (page: Page) => {
  if ((await page.locator('[data-drawn-when-near]').count()) === 0) return;
  await page.keyboard.press('ControlOrMeta+f');
  await expect(page.locator('[data-drawn-when-near]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
};

/**
 * Scrolls down a screen at a time, as a reader does, until `target` is drawn (a phone draws a long
 * page's lower sections as they come near), then brings it into view.
 */
export const scrollDownTo = async (page: Page, target: Locator) => {
  for (let step = 0; step < 30 && (await target.count()) === 0; step++) {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.8));
    await page.waitForTimeout(100);
  }
  await target.first().scrollIntoViewIfNeeded();
};

/** A screenshot of the whole page, everything on it drawn, as a reader scrolling through sees it. */
export const screenshotWholePage = async (page: Page, path: string) => {
  await drawLongPage(page);
  await page.screenshot({ path, fullPage: true, style: DRAW_EVERYTHING });
};

/**
 * axe over the whole page (everything drawn, so nothing below the fold escapes its checks), plus two rules it leaves off by default: a control's visible text is
 * part of its name (Lighthouse runs it), and touch targets of at least 24 × 24 px or spaced as
 * much (WCAG 2.2's target size; `touch: false` leaves it off).
 */
export const expectNoAxeViolations = async (page: Page, { touch = true } = {}) => {
  // A fade still under way (a dialog's overlay, a transition) shows colours half blended, which
  // axe would read as poor contrast: its finite animations end first (a spinner's never do).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      null,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  await drawLongPage(page);
  const drawn = await page.addStyleTag({ content: DRAW_EVERYTHING });
  const results = await new AxeBuilder({ page })
    // In the page itself (axe.run), not gathered frame by frame and finished in a blank page the
    // builder opens for it: the app has no frames, so the same rules meet the same nodes (checked
    // on every page: the same rules pass, fail and do not apply, with the same node counts), in
    // about half the time.
    .setLegacyMode()
    .options({
      // Details for the violations alone: the passes' and the undecided nodes' are not read, and
      // gathering them is most of a long page's time. Every rule still runs on every node.
      resultTypes: ['violations'],
      rules: {
        'label-content-name-mismatch': { enabled: true },
        'target-size': { enabled: touch },
      },
    })
    .analyze()
    .finally(() => drawn.evaluate((style) => style.parentNode?.removeChild(style)));
  if (results.violations.length > 0) {
    // The whole finding (the rule's words, each node's markup and why it fails), kept where
    // `.ci/run` prints it last: a CI log shows its tail, and a list of selectors alone does not
    // say what was wrong.
    mkdirSync('test-results', { recursive: true });
    appendFileSync(
      AXE_FINDINGS,
      `\n## ${test.info().titlePath.join(' › ')} (attempt ${test.info().retry + 1})\n` +
        results.violations
          .map(
            (v) =>
              `${v.id}: ${v.help}\n` +
              v.nodes
                .map((n) => `  ${n.target.join(' ')}\n    ${n.html}\n    ${n.failureSummary ?? ''}`)
                .join('\n'),
          )
          .join('\n') +
        '\n',
    );
  }
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
};

/** Where a failed accessibility check writes its findings in full (printed by `.ci/run`). */
export const AXE_FINDINGS = 'test-results/axe-findings.txt';

/**
 * Signs in through the API (the cookie lands in the page's context), as a returning user: on the
 * suite's servers, or at `origin` (a spec's own servers).
 */
export const signInByApi = async (page: Page, origin = '') => {
  const reply = await page.request.post(`${origin}/api/session`, {
    headers: { 'x-dashboard-request': '1' },
    data: { email: E2E.email, password: E2E.password },
  });
  expect(reply.ok()).toBe(true);
};

/**
 * Sets the sample API's fault switches (`{}`: none), checking the sample took them: a switch left
 * on would fail the tests after it for no reason of their own. The suite's sample, or `sample`
 * (a spec's own).
 */
export const setFaults = async (
  page: Page,
  faults: Record<string, unknown>,
  sample = `http://127.0.0.1:${E2E.samplePort}`,
) => {
  const reply = await page.request.put(`${sample}/__sample/faults`, {
    headers: { 'x-api-key': E2E.apiKey },
    data: faults,
  });
  expect(reply.ok(), `sample faults ${JSON.stringify(faults)}`).toBe(true);
};

/** The sample's demo people (printed by `npm start`), one for each preset, and the owner. */
export const DEMO_PEOPLE = {
  accounts: { email: 'accounts@partner.example', password: 'account-manager-demo' },
  group: { email: 'group@partner.example', password: 'group-manager-demo' },
  store: { email: 'store@partner.example', password: 'store-manager-demo' },
  viewer: { email: 'viewer@partner.example', password: 'viewer-only-demo' },
  owner: { email: E2E.email, password: E2E.password },
};

/**
 * Signs in through the form at `origin` as a person does (a click, then typed key by key) and
 * waits to leave the sign-in page for `next`.
 */
export const signInThroughForm = async (
  page: Page,
  origin: string,
  who: { email: string; password: string },
  next = '/',
) => {
  await page.goto(`${origin}/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').click();
  await page.getByLabel('Email').pressSequentially(who.email);
  await page.getByLabel(/^Password/).click();
  await page.getByLabel(/^Password/).pressSequentially(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
};

/** One operation's answer as the page got it: alone (`/api/ops/{op}`) or its line of a batch. */
export interface ReadAnswer {
  status: number;
  headers: Record<string, string>;
  json: unknown;
}

/**
 * Waits for the page's read of `op` whose input matches `matches` (its `{query, body}` as JSON
 * text), sent alone or with the page's other reads in one request (`POST /api/ops`), and gives
 * its answer: the page's own request, as it went.
 */
export const answerOf = async (
  page: Page,
  op: string,
  matches: (input: string) => boolean = () => true,
): Promise<ReadAnswer> => {
  type Call = { op: string; query?: unknown; body?: unknown };
  const indexIn = (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== 'POST') return undefined;
    const sent = request.postDataJSON() as (Partial<Call> & { calls?: Call[] }) | null;
    if (path === `/api/ops/${op}`)
      return matches(JSON.stringify({ query: sent?.query, body: sent?.body })) ? -1 : undefined;
    if (path !== '/api/ops') return undefined;
    const index = (sent?.calls ?? []).findIndex(
      (call) => call.op === op && matches(JSON.stringify({ query: call.query, body: call.body })),
    );
    return index >= 0 ? index : undefined;
  };
  // Read as the server sent it (`route.fetch`), then handed to the page: a page's own request
  // cancelled on the way (its query no longer wanted, the page left) never gives its body to the
  // test, and one of the page before a navigation may match too.
  let found: (answer: ReadAnswer) => void = () => {};
  const answer = new Promise<ReadAnswer>((resolve) => (found = resolve));
  const handler = async (route: Route) => {
    const index = indexIn(route.request());
    if (index === undefined) return route.fallback();
    const response = await route.fetch().catch(() => undefined);
    if (!response) return route.abort().catch(() => undefined);
    const text = await response.text();
    // The body as read (decompressed): without the headers of its compressed form.
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(
        ([name]) => name !== 'content-encoding' && name !== 'content-length',
      ),
    );
    await route.fulfill({ status: response.status(), headers, body: text }).catch(() => undefined);
    // Alone, or a batch refused whole (signed out, the service down): the reply is its answer.
    if (index === -1 || !response.ok()) {
      found({ status: response.status(), headers: response.headers(), json: JSON.parse(text) });
      return;
    }
    const line = text
      .split('\n')
      .filter((each) => each.trim())
      .map((each) => JSON.parse(each) as ReadAnswer & { i: number; reply: unknown })
      .find((each) => each.i === index);
    if (line) found({ status: line.status, headers: line.headers, json: line.reply });
  };
  const paths = ['**/api/ops', `**/api/ops/${op}`];
  for (const path of paths) await page.route(path, handler);
  try {
    return await answer;
  } finally {
    for (const path of paths) await page.unroute(path, handler);
  }
};
