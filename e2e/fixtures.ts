import {
  test as base,
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { E2E } from './env';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

const signInOwner = async (request: APIRequestContext) => {
  const reply = await request.post('/api/session', {
    headers: { 'x-dashboard-request': '1' },
    data: { email: E2E.email, password: E2E.password },
  });
  if (!reply.ok()) throw new Error(`the worker's sign-in was refused: ${reply.status()}`);
};

/**
 * The demo owner's session on this worker's servers, signed in once through the API when a
 * journey first asks for it. Each time it is asked for, it is checked first: a journey before may
 * have signed the owner out everywhere, and then it signs in again.
 */
const workerSessionsOf = (playwright: PlaywrightWorkerArgs['playwright']) => {
  const requests = new Map<string, APIRequestContext>();
  return {
    state: async (origin: string): Promise<StorageState> => {
      let request = requests.get(origin);
      if (!request) {
        request = await playwright.request.newContext({ baseURL: origin });
        requests.set(origin, request);
        await signInOwner(request);
      } else {
        const alive = await request.get('/api/session', {
          headers: { 'x-dashboard-request': '1' },
        });
        if (!alive.ok()) await signInOwner(request);
      }
      // The session's cookies alone: a browser given them holds nothing else of another's.
      const { cookies } = await request.storageState();
      return { cookies, origins: [] };
    },
    dispose: () => Promise.all([...requests.values()].map((request) => request.dispose())),
  };
};

const suiteOrigin = `http://127.0.0.1:${E2E.port}`;

export const test = base.extend<
  {
    /**
     * `test.use({ signedIn: true })`: the journey's browser starts signed in as the demo owner,
     * in the session its worker signed in once (no sign-in page, no password check per journey).
     * The journeys that test signing in leave it off.
     */
    signedIn: boolean;
    /** The suite servers' session (cookies only), for a journey's second browser. */
    signedInState: () => Promise<StorageState>;
    /**
     * Holds the suite sample's processing of writes (`true`: a reply stays pending, a raise
     * undecided) or releases it, so a journey sees a pending state however slow the host is. The
     * hold is released when the journey ends, also when it failed while holding.
     */
    holdProcessing: (hold: boolean) => Promise<void>;
    /**
     * Another person's browser (cookies of its own), closed when the journey ends: a page left
     * open keeps fetching and drawing, and on a two-core machine that slows the journeys after it.
     */
    otherBrowser: (options?: BrowserContextOptions) => Promise<Page>;
  },
  { workerSessions: ReturnType<typeof workerSessionsOf> }
>({
  signedIn: [false, { option: true }],
  workerSessions: [
    async ({ playwright }, use) => {
      const sessions = workerSessionsOf(playwright);
      await use(sessions);
      await sessions.dispose();
    },
    { scope: 'worker' },
  ],
  signedInState: async ({ workerSessions }, use) => {
    await use(() => workerSessions.state(suiteOrigin));
  },
  holdProcessing: async ({ request }, use) => {
    const put = (hold: boolean) =>
      request.put(`http://127.0.0.1:${E2E.samplePort}/__sample/processing`, {
        headers: { 'x-api-key': E2E.apiKey },
        data: { hold },
      });
    await use(async (hold) => {
      const reply = await put(hold);
      if (!reply.ok())
        throw new Error(`the sample refused to hold its processing: ${reply.status()}`);
    });
    await put(false);
  },
  otherBrowser: async ({ browser }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      opened.push(context);
      return context.newPage();
    });
    await Promise.all(opened.map((context) => context.close()));
  },
  storageState: async ({ signedIn, storageState, workerSessions }, use) => {
    await use(signedIn ? await workerSessions.state(suiteOrigin) : storageState);
  },
  /**
   * Every journey's browser lives on the sample API's pinned "today": its clock starts there and
   * runs on as a clock does. What counts from today (the deadlines: a review's reply window, a
   * dispute window) then reads the sample's open reviews and orders whatever the real date is; on
   * the real clock those windows drift past the sample's data a few days after its "today".
   */
  context: async ({ context }, use) => {
    await context.clock.install({ time: new Date(`${E2E.today}T12:00:00`) });
    await use(context);
  },
});

export { expect } from '@playwright/test';
