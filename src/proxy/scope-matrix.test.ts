/**
 * The scope matrix (scope-cases.ts) through the real server: one person per preset, invited by
 * the owner, sends every case as the browser does. Allowed: the sample API answers (a read 200; a
 * write 200 or the gateway's own refusal, never the server's). Refused: 403 with the expected code
 * (400 when the request lacks what the check needs), and the sample API's request count for that
 * operation shows it never reached the gateway.
 *
 * The server calls the gateway itself for the check: the clients list (getRestaurantDetails, kept a
 * few minutes; read once before the matrix) and an order's details (getOrderDetails, for a reply's
 * or a raise's order). Only the refused operation's own count is held still; the one refusal made
 * on the way back (a store manager's order of another store) is a read that reaches the gateway
 * once and whose reply is not passed on.
 *
 * Run twice: people and sessions in the embedded database (PGlite), then in a PostgreSQL server
 * started by the test, each over a sample of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPUTE_CATEGORIES } from '../contract/auto-dispute';
import { FORWARDABLE_OPERATION_IDS, operations } from '../contract/operations';
import type { Person } from '../contract/people';
import { startSampleApi, TEST_TODAY, type TestSampleApi } from '../sample-api/testing';
import {
  gatewayCall,
  loadWorld,
  matrix,
  outcomeOf,
  PRESET_NAMES,
  rowListings,
  world,
  type GatewayCall,
  type Input,
  type PresetName,
} from './scope-cases';
import { startPostgres, type LocalPostgres } from '../people/db/local-postgres';
import { browserCall, cookiePair, startProxy } from './testing';
import { createUpstream, type Upstream } from './upstream';

let sample: TestSampleApi;
let upstream: Upstream;
let gateway: GatewayCall;
let server: Awaited<ReturnType<typeof startProxy>>;
let postgres: LocalPostgres | null = null;
const cookies = {} as Record<PresetName, string>;

/** The codes of the server's own refusals: an allowed request never gets one. */
const SCOPE_CODES = ['OUT_OF_SCOPE', 'ROLE', 'READ_ONLY'];

/** How many requests of each operation the sample API has answered. */
const requests = async () =>
  (await sample.admin('GET', '/__sample/stats')).json().requests as Record<string, number>;

interface Envelope {
  result: unknown;
  error: { code?: string; detail?: string } | null;
}

const op = async (id: string, input: Input, cookie: string) => {
  const reply = await browserCall(server.origin, 'POST', `/api/ops/${id}`, {
    body: input,
    cookie,
  });
  return { status: reply.status, text: reply.text, json: reply.json<Envelope>() };
};

describe.each(['PGlite', 'postgresql'] as const)('people on %s', (driver) => {
  beforeAll(async () => {
    sample = await startSampleApi({ scale: 'default' });
    upstream = createUpstream({ baseUrl: sample.url, apiKey: sample.apiKey, timeoutMs: 5000 });
    gateway = gatewayCall(upstream, (await sample.signIn()).token);
    await loadWorld(gateway, TEST_TODAY);
    // Each case counts its own trip to the gateway: nothing kept between cases (kept replies are
    // read-cache.test.ts's).
    postgres = driver === 'postgresql' ? await startPostgres() : null;
    server = await startProxy({
      ...sample.proxyConfig,
      readCacheSeconds: 0,
      ...(postgres ? { databaseUrl: postgres.url } : {}),
    });
    const { email, password } = sample.api.config;
    const signedIn = await browserCall(server.origin, 'POST', '/api/session', {
      body: { email, password },
    });
    expect(signedIn.status, signedIn.text).toBe(200);
    cookies.owner = cookiePair(signedIn.setCookie);
    // One person per preset, invited by the owner with the preset's role and scope.
    for (const preset of PRESET_NAMES.filter((p) => p !== 'owner')) {
      const { role, scope } = world.access[preset];
      const invited = await browserCall(server.origin, 'POST', '/api/team/invitations', {
        cookie: cookies.owner,
        body: { email: `${preset}@matrix.example`, name: `Matrix ${preset}`, role, scope },
      });
      expect(invited.status, invited.text).toBe(200);
      const link = invited.json<{ link: string }>().link;
      const accepted = await browserCall(
        server.origin,
        'POST',
        `/api/links/${link.split('/').pop() ?? ''}`,
        { body: { password: 'a long and uncommon passphrase' } },
      );
      expect(accepted.status, accepted.text).toBe(200);
      cookies[preset] = cookiePair(accepted.setCookie);
    }
    // The server's copy of the clients list, read now: the matrix's refusals then cost it nothing.
    const warm = await op(
      'getDisputeConfigDetails',
      { query: { client_id: world.A } },
      cookies.viewer,
    );
    expect(warm.status, warm.text).toBe(200);
    // Its own timeout: each of the four invitations accepted hashes a password.
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
    await sample?.close();
    await postgres?.stop();
  });

  describe('the matrix through the server: every forwardable operation × every preset', () => {
    it('each person is signed in with their preset', async () => {
      for (const preset of PRESET_NAMES) {
        const session = await browserCall(server.origin, 'GET', '/api/session', {
          cookie: cookies[preset],
        });
        const { person } = session.json<{ person: Person }>();
        expect({ role: person.role, scope: person.scope }).toEqual({
          role: world.access[preset].role,
          scope: world.access[preset].scope,
        });
      }
    });

    it('covers every forwardable operation, the no-client ones included', () => {
      expect(new Set(matrix.map((m) => m.id))).toEqual(new Set(FORWARDABLE_OPERATION_IDS));
      const names = matrix.map((m) => `${m.id} · ${m.c.name}`);
      expect(names).toContain('addManualDisputeConfig · ALL stores of the client');
      expect(names).toContain('raiseManualDispute · no client named');
      expect(names.some((n) => n.startsWith('listReviews'))).toBe(true);
      expect(names.some((n) => n.startsWith('replyToReview'))).toBe(true);
    });

    it.each(matrix.map((m) => [`${m.id} · ${m.c.name} · ${m.preset}`, m] as const))(
      '%s',
      async (_, { id, c, preset }) => {
        const want = outcomeOf(id, c, preset);
        const before = await requests();
        const got = await op(id, c.input(), cookies[preset]);
        const after = await requests();
        const reached = (after[id] ?? 0) - (before[id] ?? 0);
        const code = got.json.error?.code;

        if (typeof want === 'string' && want !== 'unsent') {
          // Refused by the server.
          if (want === 'INPUT') {
            expect([got.status, code], got.text).toEqual([400, 'INVALID_REQUEST']);
          } else {
            expect([got.status, code], got.text).toEqual([403, want]);
            expect(got.json.error?.detail?.length ?? 0).toBeGreaterThan(10);
          }
          expect(reached, 'requests of the refused operation that reached the gateway').toBe(
            c.afterRead?.[preset] ? 1 : 0,
          );
          // Nothing else went upstream either, but the server's own lookups for the check.
          const others = FORWARDABLE_OPERATION_IDS.filter(
            (other) =>
              other !== id && other !== 'getRestaurantDetails' && other !== 'getOrderDetails',
          ).filter((other) => (after[other] ?? 0) !== (before[other] ?? 0));
          expect(others).toEqual([]);
          return;
        }

        // Allowed: sent to the gateway once, and its answer passed on.
        expect(reached, got.text).toBe(1);
        if (operations[id].kind === 'read' && want !== 'unsent') {
          expect(got.status, got.text).toBe(200);
        } else if (got.status !== 200) {
          // The gateway's own refusal (a review already answered, an order with nothing to dispute,
          // a listing not of the client), never the server's.
          expect(SCOPE_CODES, got.text).not.toContain(code);
          expect(got.status).toBeGreaterThanOrEqual(400);
          expect(got.status).toBeLessThan(500);
        }
        // What came back holds only a store manager's stores.
        const rows = got.status === 200 ? rowListings(id, got.json.result) : null;
        const { scope } = world.access[preset];
        if (rows && scope.kind === 'stores') {
          const own = new Set(scope.listingIds);
          expect(rows.filter((l) => !own.has(l))).toEqual([]);
        }
      },
    );
  });

  describe('an allowed write lands', () => {
    // The matrix's own-store reply and raise name the first order of a1, which has no review and no
    // charge to dispute: the gateway refuses them itself. Here each preset that may write sends one
    // of its own, on a review still open and an order still disputable, and the write is made.
    const writers = PRESET_NAMES.filter((p) => p !== 'viewer');
    const stores = () => [world.a1, world.a2];
    const must = <T>(value: T | undefined, what: string): T => {
      if (value === undefined) throw new Error(`test data: ${what}`);
      return value;
    };

    it('a reply to a review of one of the person’s stores', async () => {
      const listed = await gateway(
        'listReviews',
        { limit: 100 },
        { ...world.range, listingIds: stores() },
      );
      type Review = {
        deliveryUUID: string;
        channel: string;
        ListingId: string;
        daysLeftToReply: number;
        reviewReplied: boolean;
        toBeReviewed: boolean | null;
      };
      const open = (listed.json.result as { unAnsweredReviews: Review[] }).unAnsweredReviews.filter(
        (r) => r.daysLeftToReply > 0 && !r.reviewReplied && r.toBeReviewed === null,
      );
      expect(open.length).toBeGreaterThanOrEqual(writers.length);
      for (const [n, preset] of writers.entries()) {
        const review = must(open[n], 'an open review');
        const before = await requests();
        const sent = await op(
          'replyToReview',
          {
            body: {
              deliveryUUID: review.deliveryUUID,
              channel: review.channel,
              listingId: review.ListingId,
              comment: 'Thank you for your order',
              promoValue: 0,
            },
          },
          cookies[preset],
        );
        expect(sent.status, `${preset}: ${sent.text}`).toBe(200);
        const after = await requests();
        expect((after.replyToReview ?? 0) - (before.replyToReview ?? 0)).toBe(1);
      }
    });

    it('a raise on an order of one of the person’s stores', async () => {
      const listed = await gateway(
        'listDisputedOrders',
        { clientId: world.A, limit: 200 },
        { ...world.range, listingIds: stores() },
      );
      type Disputed = {
        deliveryUUID: string;
        channel: keyof typeof DISPUTE_CATEGORIES;
        disputeStatus: string;
        disputeEligibility: boolean;
      };
      const disputable = (listed.json.result as { orders: Disputed[] }).orders.filter(
        (o) => o.disputeStatus === 'not_disputed' && o.disputeEligibility,
      );
      expect(disputable.length).toBeGreaterThanOrEqual(writers.length);
      for (const [n, preset] of writers.entries()) {
        const order = must(disputable[n], 'a disputable order');
        const reason = must(Object.values(DISPUTE_CATEGORIES[order.channel])[0]?.[0], 'a reason');
        const before = await requests();
        const raised = await op(
          'raiseManualDispute',
          {
            body: { deliveryUUID: order.deliveryUUID, reason },
            scopeHint: { clientId: world.A, channel: order.channel },
          },
          cookies[preset],
        );
        expect(raised.status, `${preset}: ${raised.text}`).toBe(200);
        const after = await requests();
        expect((after.raiseManualDispute ?? 0) - (before.raiseManualDispute ?? 0)).toBe(1);
      }
    });
  });
});
