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
import { presetOf, type Preset } from '../contract/people';
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
import { createUpstream, type Upstream } from './upstream';

let sample: TestSampleApi;
let upstream: Upstream;
let token: string;
let directory: Directory;
let ctx: ScopeContext;

/** Client A (in every preset's scope), B (the account manager's second), C (no one's but the owner's). */
let A: string;
let B: string;
let C: string;
/** A's stores: the store manager has a1 and a2, not a3. */
let a1: string;
let a2: string;
let a3: string;
let c1: string;
const order: Record<'a1' | 'a3' | 'c1', { deliveryUUID: string; channel: string }> = {
  a1: { deliveryUUID: '', channel: '' },
  a3: { deliveryUUID: '', channel: '' },
  c1: { deliveryUUID: '', channel: '' },
};
const range = { startDate: '2026-10-20', endDate: TEST_TODAY };

const PRESET_NAMES = [
  'owner',
  'account-manager',
  'group-manager',
  'store-manager',
  'viewer',
] as const satisfies readonly Preset[];
type PresetName = (typeof PRESET_NAMES)[number];
const access = {} as Record<PresetName, Access>;

const listingsOfClient = (clientId: string) =>
  directory.clients.find((c) => c.clientId === clientId)?.listingDetails.map((l) => l.listingId) ??
  [];

const envelopeOf = async (id: OperationId, query?: Record<string, unknown>, body?: unknown) => {
  const reply = await upstream.call(id, { query, body, token });
  return {
    status: reply.status,
    json: JSON.parse(reply.body.toString()) as { result: unknown; error: unknown },
  };
};

beforeAll(async () => {
  sample = await startSampleApi({ scale: 'default' });
  token = (await sample.signIn()).token;
  upstream = createUpstream({ baseUrl: sample.url, apiKey: sample.apiKey, timeoutMs: 5000 });
  const details = await envelopeOf('getRestaurantDetails');
  directory = {
    clients: (details.json.result as { restaurantDetails: Directory['clients'] }).restaurantDetails,
  };
  ctx = {
    directory: () => Promise.resolve(directory),
    orderDetails: async (q) => {
      const reply = await envelopeOf('getOrderDetails', q);
      if (reply.status === 404) return null;
      if (reply.status !== 200) throw new Error(`getOrderDetails: ${reply.status}`);
      return reply.json.result as OrderDetails;
    },
  };
  expect(directory.clients.length).toBeGreaterThanOrEqual(3);
  [A, B, C] = directory.clients.map((c) => c.clientId) as [string, string, string];
  [a1, a2, a3] = listingsOfClient(A) as [string, string, string];
  c1 = listingsOfClient(C)[0] as string;
  const firstOrder = async (clientId: string, listingId: string) => {
    const reply = await envelopeOf(
      'listOrders',
      { clientId, limit: 1 },
      { ...range, listingIds: [listingId] },
    );
    const [o] = (reply.json.result as { orders: { deliveryUUID: string; channel: string }[] })
      .orders;
    if (!o) throw new Error(`test data: no order of ${listingId}`);
    return { deliveryUUID: o.deliveryUUID, channel: o.channel };
  };
  order.a1 = await firstOrder(A, a1);
  order.a3 = await firstOrder(A, a3);
  order.c1 = await firstOrder(C, c1);

  access.owner = { role: 'owner', scope: { kind: 'all' }, readOnly: false };
  access['account-manager'] = {
    role: 'manager',
    scope: { kind: 'clients', clientIds: [A, B] },
    readOnly: false,
  };
  access['group-manager'] = {
    role: 'manager',
    scope: { kind: 'clients', clientIds: [A] },
    readOnly: false,
  };
  access['store-manager'] = {
    role: 'manager',
    scope: { kind: 'stores', clientId: A, listingIds: [a1, a2] },
    readOnly: false,
  };
  access.viewer = { role: 'viewer', scope: { kind: 'clients', clientIds: [A] }, readOnly: false };
});
afterAll(async () => {
  await upstream?.close();
  await sample?.close();
});

type Code = 'OUT_OF_SCOPE' | 'READ_ONLY' | 'ROLE' | 'INPUT';
interface Input {
  query?: unknown;
  body?: unknown;
  scopeHint?: unknown;
}

/** The inputs as the proxy hands them over: parsed by the contract's schemas. */
const parsed = (id: ForwardableOperationId, input: Input) => {
  const def = operations[id] as OperationDef;
  return {
    query: def.query ? z.parse(def.query, input.query ?? {}) : undefined,
    body: def.body ? z.parse(def.body, input.body ?? {}) : undefined,
    ...(input.scopeHint === undefined ? {} : { scopeHint: input.scopeHint }),
  };
};

/** The listings a reply's rows belong to, for the replies that carry them. */
const rowListings = (id: OperationId, result: unknown): string[] | null => {
  if (result === undefined) return null;
  const r = result as Record<string, unknown>;
  const rows = (key: string) => r[key] as Record<string, string>[];
  switch (id) {
    case 'listReviews':
      return [...rows('reviews'), ...rows('reviewSiteReviews'), ...rows('unAnsweredReviews')].map(
        (x) => x.ListingId as string,
      );
    case 'listOrders':
    case 'listFinancialOrders':
    case 'listDisputedOrders':
      return rows('orders').map((x) => x.listingId as string);
    case 'getTaxDetails':
    case 'getPosVsOffPremise':
      return rows('storeWise').map((x) => x.storeId as string);
    case 'getEstimateVsActual':
      return rows('storeWise').map((x) => x.store as string);
    case 'getDepositDetails':
      return rows('result').map((x) => x.storeId as string);
    default:
      return null;
  }
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

/**
 * Expected per preset: `true` allowed (input unchanged unless `listingIds` says), `unsent`
 * allowed and unchanged but not sent upstream (the gateway refuses it for its own reasons), or
 * the refusal's code.
 */
type Outcome = true | 'unsent' | Code | { listingIds: () => string[] | undefined };
interface Case {
  name: string;
  input: () => Input;
  expect: Partial<Record<PresetName, Outcome>>;
}

const everyone = (outcome: Outcome) =>
  Object.fromEntries(PRESET_NAMES.map((p) => [p, outcome])) as Record<PresetName, Outcome>;
/** In scope for every preset. */
const inScope = everyone(true);
/** Another client (C): only the owner's. */
const otherClient = { ...everyone('OUT_OF_SCOPE'), owner: true } as const;
/** A store of A that is not the store manager's. */
const otherStore = { ...everyone(true), 'store-manager': 'OUT_OF_SCOPE' } as const;
/** No listings named: the store manager's are filled in; every other scope covers the client. */
const noListings = {
  ...everyone({ listingIds: () => undefined }),
  'store-manager': { listingIds: () => [a1, a2] },
} as const;

/** The usual four cases of a read of one client whose body names listings. */
const clientReadCases = (
  query: (clientId: string) => Record<string, unknown>,
  body: (listingIds?: string[]) => unknown,
): Case[] => [
  { name: 'own store', input: () => ({ query: query(A), body: body([a1]) }), expect: inScope },
  {
    name: 'no listings',
    input: () => ({ query: query(A), body: body(undefined) }),
    expect: noListings,
  },
  {
    name: 'empty listings',
    input: () => ({ query: query(A), body: body([]) }),
    expect: {
      ...everyone({ listingIds: () => [] }),
      'store-manager': { listingIds: () => [a1, a2] },
    },
  },
  {
    name: 'another client',
    input: () => ({ query: query(C), body: body(undefined) }),
    expect: otherClient,
  },
  {
    name: "another of the client's stores",
    input: () => ({ query: query(A), body: body([a1, a3]) }),
    expect: otherStore,
  },
  {
    name: "another client's store under an own client",
    input: () => ({ query: query(A), body: body([c1]) }),
    // The owner passes the scope check; the gateway itself refuses the listing (not sent).
    expect: { ...everyone('OUT_OF_SCOPE'), owner: 'unsent' },
  },
];

const withRange = (listingIds?: string[]) => ({
  ...range,
  ...(listingIds ? { listingIds } : {}),
});
const reply = (o: { deliveryUUID: string; channel: string }, listingId: string) => ({
  body: { ...o, listingId, comment: 'Thank you for your order', promoValue: 0 },
});
const manual = (stores: string) => [
  {
    channel: 'MARKETPLACE_1',
    error: 'WRONG_ORDER',
    reason: 'Items did not match the receipt',
    stores,
    refundPercentage: '50',
  },
];

const CASES: Record<ForwardableOperationId, Case[]> = {
  getRestaurantDetails: [{ name: 'the clients list', input: () => ({}), expect: inScope }],
  listReviews: [
    { name: 'own store', input: () => ({ body: withRange([a1]) }), expect: inScope },
    {
      name: 'no listings (every listing in scope)',
      input: () => ({ body: withRange([]) }),
      expect: {
        owner: { listingIds: () => [] },
        'account-manager': { listingIds: () => [...listingsOfClient(A), ...listingsOfClient(B)] },
        'group-manager': { listingIds: () => listingsOfClient(A) },
        'store-manager': { listingIds: () => [a1, a2] },
        viewer: { listingIds: () => listingsOfClient(A) },
      },
    },
    {
      name: "another client's store",
      input: () => ({ body: withRange([a1, c1]) }),
      expect: otherClient,
    },
    {
      name: "another of the client's stores",
      input: () => ({ body: withRange([a3]) }),
      expect: otherStore,
    },
  ],
  replyToReview: [
    { name: 'own store', input: () => reply(order.a1, a1), expect: inScope },
    { name: 'another client', input: () => reply(order.c1, c1), expect: otherClient },
    {
      name: "another of the client's stores",
      input: () => reply(order.a3, a3),
      expect: otherStore,
    },
    {
      name: "an own store named with another store's delivery",
      input: () => reply(order.a3, a1),
      expect: { ...everyone('OUT_OF_SCOPE'), owner: true },
    },
    {
      name: "an own store named with another client's delivery",
      input: () => reply(order.c1, a1),
      expect: { ...everyone('OUT_OF_SCOPE'), owner: true },
    },
  ],
  listOrders: clientReadCases((clientId) => ({ clientId, limit: 50 }), withRange),
  listFinancialOrders: clientReadCases((clientId) => ({ clientId, limit: 50 }), withRange),
  getOrderDetails: [
    { name: 'own store', input: () => ({ query: { clientId: A, ...order.a1 } }), expect: inScope },
    {
      name: 'another client',
      input: () => ({ query: { clientId: C, ...order.c1 } }),
      expect: otherClient,
    },
    {
      name: "another of the client's stores (refused on the way back)",
      input: () => ({ query: { clientId: A, ...order.a3 } }),
      expect: otherStore,
    },
  ],
  listDisputedOrders: clientReadCases((clientId) => ({ clientId, limit: 50 }), withRange),
  raiseManualDispute: [
    {
      name: 'own store',
      input: () => ({
        body: { deliveryUUID: order.a1.deliveryUUID, reason: 'Some items missing' },
        scopeHint: { clientId: A, channel: order.a1.channel },
      }),
      expect: inScope,
    },
    {
      name: 'another client',
      input: () => ({
        body: { deliveryUUID: order.c1.deliveryUUID, reason: 'Some items missing' },
        scopeHint: { clientId: C, channel: order.c1.channel },
      }),
      expect: otherClient,
    },
    {
      name: "another of the client's stores",
      input: () => ({
        body: { deliveryUUID: order.a3.deliveryUUID, reason: 'Some items missing' },
        scopeHint: { clientId: A, channel: order.a3.channel },
      }),
      expect: otherStore,
    },
    {
      name: "an own client named for another client's order",
      input: () => ({
        body: { deliveryUUID: order.c1.deliveryUUID, reason: 'Some items missing' },
        scopeHint: { clientId: A, channel: order.c1.channel },
      }),
      expect: { ...everyone('OUT_OF_SCOPE'), owner: true },
    },
    {
      name: 'no client named',
      input: () => ({
        body: { deliveryUUID: order.a1.deliveryUUID, reason: 'Some items missing' },
      }),
      expect: { ...everyone('INPUT'), owner: true },
    },
  ],
  listAutoDisputeConfigs: clientReadCases(
    (client_id) => ({ client_id }),
    (listingIds) => (listingIds ? { listingIds } : {}),
  ),
  setAutoDispute: [
    {
      name: 'own store',
      input: () => ({
        query: { client_id: A },
        body: { channel: 'MARKETPLACE_1', stores: [a1, a2] },
      }),
      expect: inScope,
    },
    {
      name: 'another client',
      input: () => ({ query: { client_id: C }, body: { channel: 'MARKETPLACE_1', stores: [c1] } }),
      expect: otherClient,
    },
    {
      name: "another of the client's stores",
      input: () => ({
        query: { client_id: A },
        body: { channel: 'MARKETPLACE_1', stores: [a1, a3] },
      }),
      expect: otherStore,
    },
    {
      name: "another client's store under an own client",
      input: () => ({ query: { client_id: A }, body: { channel: 'MARKETPLACE_1', stores: [c1] } }),
      expect: { ...everyone('OUT_OF_SCOPE'), owner: true },
    },
  ],
  addManualDisputeConfig: [
    {
      name: 'own stores',
      input: () => ({ query: { client_id: A }, body: manual(`${a1}, ${a2}`) }),
      expect: inScope,
    },
    {
      name: 'another client',
      input: () => ({ query: { client_id: C }, body: manual(c1) }),
      expect: otherClient,
    },
    {
      name: "another of the client's stores",
      input: () => ({ query: { client_id: A }, body: manual(`${a1},${a3}`) }),
      expect: otherStore,
    },
    {
      name: 'ALL stores of the client',
      input: () => ({ query: { client_id: A }, body: manual('ALL') }),
      expect: otherStore,
    },
    {
      name: 'ALL stores of another client',
      input: () => ({ query: { client_id: C }, body: manual('ALL') }),
      expect: otherClient,
    },
  ],
  getDisputeConfigDetails: [
    { name: 'own client', input: () => ({ query: { client_id: A } }), expect: inScope },
    { name: 'another client', input: () => ({ query: { client_id: C } }), expect: otherClient },
  ],
  getFinanceOverview: clientReadCases((clientId) => ({ clientId }), withRange),
  getTaxDetails: clientReadCases((clientId) => ({ clientId }), withRange),
  getDepositDetails: clientReadCases((clientId) => ({ clientId }), withRange),
  getEstimateVsActual: clientReadCases((clientId) => ({ clientId }), withRange),
  getPosVsOffPremise: clientReadCases((clientId) => ({ clientId }), withRange),
};

const matrix = FORWARDABLE_OPERATION_IDS.flatMap((id) =>
  CASES[id].flatMap((c) => PRESET_NAMES.map((preset) => ({ id, c, preset }))),
);

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
      const isWrite = operations[id].kind === 'write';
      let want = c.expect[preset] as Outcome;
      // A viewer's writes are refused for the role before anything else.
      if (isWrite && preset === 'viewer') want = 'ROLE';
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
      parsed('replyToReview', reply(order.a1, a1)),
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
