/**
 * The scope check against the real sample API: the directory is its getRestaurantDetails, the
 * orders its getOrderDetails, both called over HTTP as the server calls the gateway. Every
 * forwardable operation × every preset × in and out of scope; allowed reads are then sent
 * upstream with the narrowed input, to see that the narrowing narrows what comes back.
 */
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORWARDABLE_OPERATION_IDS,
  operations,
  type ForwardableOperationId,
  type OperationDef,
  type OperationId,
} from '../contract/operations';
import type { OrderDetails } from '../contract/orders';
import { presetOf } from '../contract/people';
import { startSampleApi, TEST_TODAY, type TestSampleApi } from '../sample-api/testing';
import {
  authorize,
  checkResult,
  filterResult,
  raiseScopeHint,
  readsResult,
  ScopeInputError,
  ScopeRefusal,
  type Access,
  type Directory,
  type ScopeContext,
} from './scope';
import {
  CASES,
  gatewayCall,
  listingsOfClient,
  loadWorld,
  matrix,
  outcomeOf,
  PRESET_NAMES,
  rowListings,
  world,
  type Code,
  type GatewayCall,
  type Input,
  type PresetName,
} from './scope-cases';
import { createUpstream, type Upstream } from './upstream';

let sample: TestSampleApi;
let upstream: Upstream;
let envelopeOf: GatewayCall;
let directory: Directory;
let ctx: ScopeContext;
let access: Record<PresetName, Access>;

/** The gateway's data the cases name (scope-cases.ts). */
let A: string;
let B: string;
let C: string;
let a1: string;
let a2: string;
let order: (typeof world)['order'];

beforeAll(async () => {
  sample = await startSampleApi({ scale: 'default' });
  const { token } = await sample.signIn();
  upstream = createUpstream({ baseUrl: sample.url, apiKey: sample.apiKey, timeoutMs: 5000 });
  envelopeOf = gatewayCall(upstream, token);
  await loadWorld(envelopeOf, TEST_TODAY);
  ({ directory, access, A, B, C, a1, a2, order } = world);
  ctx = {
    directory: () => Promise.resolve(directory),
    orderDetails: async (q) => {
      const reply = await envelopeOf('getOrderDetails', q);
      if (reply.status === 404) return null;
      if (reply.status !== 200) throw new Error(`getOrderDetails: ${reply.status}`);
      return reply.json.result as OrderDetails;
    },
  };
});
afterAll(async () => {
  await upstream?.close();
  await sample?.close();
});

/** The inputs as the proxy hands them over: parsed by the contract's schemas. */
const parsed = (id: ForwardableOperationId, input: Input) => {
  const def = operations[id] as OperationDef;
  return {
    query: def.query ? z.parse(def.query, input.query ?? {}) : undefined,
    body: def.body ? z.parse(def.body, input.body ?? {}) : undefined,
    ...(input.scopeHint === undefined ? {} : { scopeHint: input.scopeHint }),
  };
};

/**
 * authorize, then (for a read) the narrowed request upstream and the reply through the scope's
 * filter: the refusal's code, or what was sent and what came back.
 */
const run = async (id: ForwardableOperationId, input: Input, who: Access, send = true) => {
  const given = parsed(id, input);
  try {
    const authorized = await authorize(id, given, who, ctx);
    let result: unknown = undefined;
    if (send && operations[id].kind === 'read') {
      const reply = await envelopeOf(
        id,
        authorized.query as Record<string, unknown> | undefined,
        authorized.body,
      );
      expect(reply.status, JSON.stringify(reply.json.error)).toBe(200);
      result = reply.json.result;
      if (readsResult(id, who)) result = filterResult(id, result, who);
    }
    return { allowed: true as const, given, authorized, result };
  } catch (error) {
    if (error instanceof ScopeRefusal) {
      expect(error.status).toBe(403);
      expect(error.message.length).toBeGreaterThan(10);
      return { allowed: false as const, code: error.code as Code, message: error.message };
    }
    if (error instanceof ScopeInputError) {
      expect(error.status).toBe(400);
      return { allowed: false as const, code: 'INPUT' as Code, message: error.message };
    }
    throw error;
  }
};

describe('the matrix: every forwardable operation × every preset, in and out of scope', () => {
  it('the presets read as their names', () => {
    for (const p of PRESET_NAMES) expect(presetOf(access[p].role, access[p].scope)).toBe(p);
  });

  it('has cases for every forwardable operation', () => {
    expect(Object.keys(CASES).sort()).toEqual([...FORWARDABLE_OPERATION_IDS].sort());
    for (const id of FORWARDABLE_OPERATION_IDS) expect(CASES[id].length).toBeGreaterThan(0);
  });

  it.each(matrix.map((m) => [`${m.id} · ${m.c.name} · ${m.preset}`, m] as const))(
    '%s',
    async (_, { id, c, preset }) => {
      const who = access[preset];
      let want = outcomeOf(id, c, preset);
      const got = await run(id, c.input(), who, want !== 'unsent');
      if (want === 'unsent') want = true;
      if (typeof want === 'string') {
        expect(got.allowed ? 'allowed' : got.code, got.allowed ? '' : got.message).toBe(want);
        return;
      }
      expect(got.allowed, got.allowed ? '' : `${got.code}: ${got.message}`).toBe(true);
      if (!got.allowed) return;
      expect(got.authorized.query).toEqual(got.given.query);
      if (want === true) {
        expect(got.authorized.body).toEqual(got.given.body);
      } else {
        const { listingIds, ...rest } = got.authorized.body as { listingIds?: string[] };
        const { listingIds: _given, ...givenRest } = got.given.body as { listingIds?: string[] };
        expect(rest).toEqual(givenRest);
        const expected = want.listingIds();
        if (expected === undefined) expect(listingIds).toBeUndefined();
        else expect(listingIds).toEqual(expected);
      }
      // What came back holds only the person's stores.
      const rows = rowListings(id, got.result);
      if (rows && who.scope.kind === 'stores') {
        const own = new Set(who.scope.listingIds);
        expect(rows.filter((l) => !own.has(l))).toEqual([]);
      }
      if (rows && c.name.includes('listings') && ['listReviews', 'listOrders'].includes(id)) {
        expect(rows.length).toBeGreaterThan(0);
        // A scope over the whole client is not narrowed: its other stores come back too.
        if (preset === 'group-manager' && id === 'listOrders')
          expect(rows.some((l) => l !== a1 && l !== a2)).toBe(true);
      }
      if (id === 'listAutoDisputeConfigs' && who.scope.kind === 'stores') {
        const own = new Set(who.scope.listingIds);
        for (const config of got.result as { stores: string }[])
          expect(config.stores === 'ALL' || config.stores.split(',').some((s) => own.has(s))).toBe(
            true,
          );
      }
    },
  );
});

describe('on the way back', () => {
  it('the clients list holds only the person’s clients and stores', async () => {
    const full = (await envelopeOf('getRestaurantDetails')).json.result;
    const shape = (who: Access) =>
      (
        filterResult('getRestaurantDetails', full, who) as {
          restaurantDetails: Directory['clients'];
        }
      ).restaurantDetails.map((c) => [c.clientId, c.listingDetails.map((l) => l.listingId)]);
    expect(filterResult('getRestaurantDetails', full, access.owner)).toBe(full);
    expect(shape(access['account-manager'])).toEqual([
      [A, listingsOfClient(A)],
      [B, listingsOfClient(B)],
    ]);
    expect(shape(access['group-manager'])).toEqual([[A, listingsOfClient(A)]]);
    expect(shape(access.viewer)).toEqual([[A, listingsOfClient(A)]]);
    expect(shape(access['store-manager'])).toEqual([[A, [a1, a2]]]);
    // Ids a scope names that the gateway does not know are simply not matched.
    expect(
      shape({
        ...access['account-manager'],
        scope: { kind: 'clients', clientIds: [C, 'cl-gone'] },
      }),
    ).toEqual([[C, listingsOfClient(C)]]);
  });

  it('get-config-details lists only a store manager’s stores', async () => {
    const full = (await envelopeOf('getDisputeConfigDetails', { client_id: A })).json.result as {
      listings: number;
      listingIds: { listingsId: string }[];
    };
    expect(full.listings).toBe(listingsOfClient(A).length);
    expect(readsResult('getDisputeConfigDetails', access['group-manager'])).toBe(false);
    const narrowed = filterResult(
      'getDisputeConfigDetails',
      full,
      access['store-manager'],
    ) as typeof full;
    expect(narrowed.listings).toBe(2);
    expect(narrowed.listingIds.map((l) => l.listingsId)).toEqual([a1, a2]);
  });

  it('an order outside a store manager’s stores is refused by checkResult', async () => {
    const other = (await envelopeOf('getOrderDetails', { clientId: A, ...order.a3 })).json.result;
    const own = (await envelopeOf('getOrderDetails', { clientId: A, ...order.a1 })).json.result;
    expect(() => checkResult('getOrderDetails', other, access['store-manager'])).toThrow(
      ScopeRefusal,
    );
    expect(() => checkResult('getOrderDetails', own, access['store-manager'])).not.toThrow();
    expect(() => checkResult('getOrderDetails', other, access['group-manager'])).not.toThrow();
  });

  it('only the replies that need it are read', () => {
    const read = (who: Access) => FORWARDABLE_OPERATION_IDS.filter((id) => readsResult(id, who));
    expect(read(access.owner)).toEqual([]);
    expect(read(access['group-manager'])).toEqual(['getRestaurantDetails']);
    expect(read(access['store-manager']).sort()).toEqual(
      ['getDisputeConfigDetails', 'getOrderDetails', 'getRestaurantDetails'].sort(),
    );
  });
});

describe('roles, viewing as someone, default deny', () => {
  const writes = FORWARDABLE_OPERATION_IDS.filter((id) => operations[id].kind === 'write');

  it('viewing as someone refuses every write, and reads pass', async () => {
    const asSomeone = { ...access['group-manager'], readOnly: true };
    for (const id of writes) {
      const got = await run(id, CASES[id][0]!.input(), asSomeone);
      expect(got.allowed ? 'allowed' : got.code, id).toBe('READ_ONLY');
    }
    const got = await run('listOrders', CASES.listOrders[0]!.input(), asSomeone);
    expect(got.allowed).toBe(true);
  });

  it('tells a viewer what they cannot do, in words', async () => {
    const got = await run('replyToReview', CASES.replyToReview[0]!.input(), access.viewer);
    expect(got.allowed ? '' : got.message).toBe('Viewers cannot reply to reviews');
    const out = await run('listOrders', CASES.listOrders[3]!.input(), access['group-manager']);
    const name = directory.clients.find((c) => c.clientId === C)?.clientName;
    expect(out.allowed ? '' : out.message).toBe(`You do not have access to client ${name}`);
  });

  it('refuses an operation that is not forwarded', async () => {
    await expect(
      authorize('signIn', { query: undefined, body: {} }, access.owner, ctx),
    ).rejects.toMatchObject({ status: 403, code: 'OUT_OF_SCOPE' });
    await expect(
      authorize('constructor' as OperationId, { query: undefined, body: {} }, access.owner, ctx),
    ).rejects.toBeInstanceOf(ScopeRefusal);
  });

  it('a scope whose stores the gateway no longer lists is refused, not widened', async () => {
    const gone = {
      ...access['store-manager'],
      scope: { kind: 'stores', clientId: A, listingIds: ['lst-gone'] },
    } satisfies Access;
    const got = await run('listOrders', CASES.listOrders[1]!.input(), gone);
    expect(got.allowed ? 'allowed' : got.code).toBe('OUT_OF_SCOPE');
    const reviews = await run('listReviews', CASES.listReviews[1]!.input(), gone);
    expect(reviews.allowed ? 'allowed' : reviews.code).toBe('OUT_OF_SCOPE');
  });

  it('gives the audit log its target', async () => {
    const replied = await authorize(
      'replyToReview',
      parsed('replyToReview', CASES.replyToReview[0]!.input()),
      access['store-manager'],
      ctx,
    );
    expect(replied.target).toMatchObject({
      clientId: A,
      listingId: a1,
      deliveryUUID: order.a1.deliveryUUID,
    });
    const raised = await authorize(
      'raiseManualDispute',
      parsed('raiseManualDispute', CASES.raiseManualDispute[0]!.input()),
      access['store-manager'],
      ctx,
    );
    expect(raised.target).toEqual({
      clientId: A,
      listingId: a1,
      deliveryUUID: order.a1.deliveryUUID,
      reviewId: null,
    });
    const listed = await authorize(
      'listOrders',
      parsed('listOrders', CASES.listOrders[0]!.input()),
      access.owner,
      ctx,
    );
    expect(listed.target).toEqual({
      clientId: A,
      listingId: null,
      deliveryUUID: null,
      reviewId: null,
    });
  });

  it('the raise hint is checked by its schema', () => {
    expect(z.safeParse(raiseScopeHint, { clientId: A, channel: 'MARKETPLACE_1' }).success).toBe(
      true,
    );
    expect(z.safeParse(raiseScopeHint, { clientId: A, channel: 'NOPE' }).success).toBe(false);
    expect(z.safeParse(raiseScopeHint, { channel: 'MARKETPLACE_1' }).success).toBe(false);
  });
});
