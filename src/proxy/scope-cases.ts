/**
 * The scope matrix's cases: every forwardable operation × every preset × in and out of scope, with
 * what each preset should get. One table for two tests: scope.test.ts calls `authorize` directly,
 * scope-matrix.test.ts sends the same requests through the real server. The cases name clients,
 * stores and orders of the gateway's own data, read by `loadWorld` before the tests run.
 */
import {
  FORWARDABLE_OPERATION_IDS,
  operations,
  type ForwardableOperationId,
  type OperationId,
} from '../contract/operations';
import type { Preset } from '../contract/people';
import type { Access, Directory } from './scope';
import type { Upstream } from './upstream';

export const PRESET_NAMES = [
  'owner',
  'account-manager',
  'group-manager',
  'store-manager',
  'viewer',
] as const satisfies readonly Preset[];
export type PresetName = (typeof PRESET_NAMES)[number];

/** A refusal's code; `INPUT`: the request lacks what the check needs (400). */
export type Code = 'OUT_OF_SCOPE' | 'READ_ONLY' | 'ROLE' | 'INPUT';
export interface Input {
  query?: unknown;
  body?: unknown;
  scopeHint?: unknown;
}

type Order = { deliveryUUID: string; channel: string };

/**
 * The gateway's data the cases name: client A (in every preset's scope), B (the account manager's
 * second), C (no one's but the owner's); A's stores a1, a2 (the store manager's) and a3 (not
 * theirs); C's store c1; the first order of a1, a3 and c1.
 */
export const world = {
  directory: { clients: [] } as Directory,
  A: '',
  B: '',
  C: '',
  a1: '',
  a2: '',
  a3: '',
  c1: '',
  order: {} as Record<'a1' | 'a3' | 'c1', Order>,
  range: { startDate: '2026-10-20', endDate: '' },
  /** Each preset's role and scope. */
  access: {} as Record<PresetName, Access>,
};

export const listingsOfClient = (clientId: string) =>
  world.directory.clients
    .find((c) => c.clientId === clientId)
    ?.listingDetails.map((l) => l.listingId) ?? [];

/** A call to the gateway as the server makes it: the status and the parsed envelope. */
export type GatewayCall = (
  id: OperationId,
  query?: Record<string, unknown>,
  body?: unknown,
) => Promise<{ status: number; json: { result: unknown; error: unknown } }>;

export const gatewayCall =
  (upstream: Upstream, token: string): GatewayCall =>
  async (id, query, body) => {
    const reply = await upstream.call(id, { query, body, token });
    return {
      status: reply.status,
      json: JSON.parse(reply.body.toString()) as { result: unknown; error: unknown },
    };
  };

/** Reads the clients, stores and orders the cases name from the gateway; `today` ends the range. */
export const loadWorld = async (call: GatewayCall, today: string) => {
  const details = await call('getRestaurantDetails');
  world.directory = {
    clients: (details.json.result as { restaurantDetails: Directory['clients'] }).restaurantDetails,
  };
  world.range = { startDate: '2026-10-20', endDate: today };
  if (world.directory.clients.length < 3) throw new Error('test data: fewer than three clients');
  const [A, B, C] = world.directory.clients.map((c) => c.clientId) as [string, string, string];
  const [a1, a2, a3] = listingsOfClient(A) as [string, string, string];
  const c1 = listingsOfClient(C)[0] as string;
  Object.assign(world, { A, B, C, a1, a2, a3, c1 });
  const firstOrder = async (clientId: string, listingId: string): Promise<Order> => {
    const reply = await call(
      'listOrders',
      { clientId, limit: 1 },
      { ...world.range, listingIds: [listingId] },
    );
    const [o] = (reply.json.result as { orders: Order[] }).orders;
    if (!o) throw new Error(`test data: no order of ${listingId}`);
    return { deliveryUUID: o.deliveryUUID, channel: o.channel };
  };
  world.order = {
    a1: await firstOrder(A, a1),
    a3: await firstOrder(A, a3),
    c1: await firstOrder(C, c1),
  };
  world.access = {
    owner: { role: 'owner', scope: { kind: 'all' }, readOnly: false },
    'account-manager': {
      role: 'manager',
      scope: { kind: 'clients', clientIds: [A, B] },
      readOnly: false,
    },
    'group-manager': {
      role: 'manager',
      scope: { kind: 'clients', clientIds: [A] },
      readOnly: false,
    },
    'store-manager': {
      role: 'manager',
      scope: { kind: 'stores', clientId: A, listingIds: [a1, a2] },
      readOnly: false,
    },
    viewer: { role: 'viewer', scope: { kind: 'clients', clientIds: [A] }, readOnly: false },
  };
};

/**
 * Expected per preset: `true` allowed (input unchanged unless `listingIds` says), `unsent`
 * allowed and unchanged but not sent upstream (the gateway refuses it for its own reasons), or
 * the refusal's code.
 */
export type Outcome = true | 'unsent' | Code | { listingIds: () => string[] | undefined };
export interface Case {
  name: string;
  input: () => Input;
  expect: Partial<Record<PresetName, Outcome>>;
  /**
   * The presets refused only on the way back (`checkResult`): the read reaches the gateway, nothing
   * is written, and the reply is not passed on.
   */
  afterRead?: Partial<Record<PresetName, true>>;
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
  'store-manager': { listingIds: () => [world.a1, world.a2] },
} as const;

/** The usual four cases of a read of one client whose body names listings. */
const clientReadCases = (
  query: (clientId: string) => Record<string, unknown>,
  body: (listingIds?: string[]) => unknown,
): Case[] => [
  {
    name: 'own store',
    input: () => ({ query: query(world.A), body: body([world.a1]) }),
    expect: inScope,
  },
  {
    name: 'no listings',
    input: () => ({ query: query(world.A), body: body(undefined) }),
    expect: noListings,
  },
  {
    name: 'empty listings',
    input: () => ({ query: query(world.A), body: body([]) }),
    expect: {
      ...everyone({ listingIds: () => [] }),
      'store-manager': { listingIds: () => [world.a1, world.a2] },
    },
  },
  {
    name: 'another client',
    input: () => ({ query: query(world.C), body: body(undefined) }),
    expect: otherClient,
  },
  {
    name: "another of the client's stores",
    input: () => ({ query: query(world.A), body: body([world.a1, world.a3]) }),
    expect: otherStore,
  },
  {
    name: "another client's store under an own client",
    input: () => ({ query: query(world.A), body: body([world.c1]) }),
    // The owner passes the scope check; the gateway itself refuses the listing (not sent).
    expect: { ...everyone('OUT_OF_SCOPE'), owner: 'unsent' },
  },
];

const withRange = (listingIds?: string[]) => ({
  ...world.range,
  ...(listingIds ? { listingIds } : {}),
});
const reply = (o: Order, listingId: string) => ({
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

export const CASES: Record<ForwardableOperationId, Case[]> = {
  getRestaurantDetails: [{ name: 'the clients list', input: () => ({}), expect: inScope }],
  listReviews: [
    { name: 'own store', input: () => ({ body: withRange([world.a1]) }), expect: inScope },
    {
      name: 'no listings (every listing in scope)',
      input: () => ({ body: withRange([]) }),
      expect: {
        owner: { listingIds: () => [] },
        'account-manager': {
          listingIds: () => [...listingsOfClient(world.A), ...listingsOfClient(world.B)],
        },
        'group-manager': { listingIds: () => listingsOfClient(world.A) },
        'store-manager': { listingIds: () => [world.a1, world.a2] },
        viewer: { listingIds: () => listingsOfClient(world.A) },
      },
    },
    {
      name: "another client's store",
      input: () => ({ body: withRange([world.a1, world.c1]) }),
      expect: otherClient,
    },
    {
      name: "another of the client's stores",
      input: () => ({ body: withRange([world.a3]) }),
      expect: otherStore,
    },
  ],
  replyToReview: [
    { name: 'own store', input: () => reply(world.order.a1, world.a1), expect: inScope },
    { name: 'another client', input: () => reply(world.order.c1, world.c1), expect: otherClient },
    {
      name: "another of the client's stores",
      input: () => reply(world.order.a3, world.a3),
      expect: otherStore,
    },
    {
      name: "an own store named with another store's delivery",
      input: () => reply(world.order.a3, world.a1),
      expect: { ...everyone('OUT_OF_SCOPE'), owner: true },
    },
    {
      name: "an own store named with another client's delivery",
      input: () => reply(world.order.c1, world.a1),
      expect: { ...everyone('OUT_OF_SCOPE'), owner: true },
    },
  ],
  listOrders: clientReadCases((clientId) => ({ clientId, limit: 50 }), withRange),
  listFinancialOrders: clientReadCases((clientId) => ({ clientId, limit: 50 }), withRange),
  getOrderDetails: [
    {
      name: 'own store',
      input: () => ({ query: { clientId: world.A, ...world.order.a1 } }),
      expect: inScope,
    },
    {
      name: 'another client',
      input: () => ({ query: { clientId: world.C, ...world.order.c1 } }),
      expect: otherClient,
    },
    {
      name: "another of the client's stores (refused on the way back)",
      input: () => ({ query: { clientId: world.A, ...world.order.a3 } }),
      expect: otherStore,
      afterRead: { 'store-manager': true },
    },
  ],
  listDisputedOrders: clientReadCases((clientId) => ({ clientId, limit: 50 }), withRange),
  raiseManualDispute: [
    {
      name: 'own store',
      input: () => ({
        body: { deliveryUUID: world.order.a1.deliveryUUID, reason: 'Some items missing' },
        scopeHint: { clientId: world.A, channel: world.order.a1.channel },
      }),
      expect: inScope,
    },
    {
      name: 'another client',
      input: () => ({
        body: { deliveryUUID: world.order.c1.deliveryUUID, reason: 'Some items missing' },
        scopeHint: { clientId: world.C, channel: world.order.c1.channel },
      }),
      expect: otherClient,
    },
    {
      name: "another of the client's stores",
      input: () => ({
        body: { deliveryUUID: world.order.a3.deliveryUUID, reason: 'Some items missing' },
        scopeHint: { clientId: world.A, channel: world.order.a3.channel },
      }),
      expect: otherStore,
    },
    {
      name: "an own client named for another client's order",
      input: () => ({
        body: { deliveryUUID: world.order.c1.deliveryUUID, reason: 'Some items missing' },
        scopeHint: { clientId: world.A, channel: world.order.c1.channel },
      }),
      expect: { ...everyone('OUT_OF_SCOPE'), owner: true },
    },
    {
      name: 'no client named',
      input: () => ({
        body: { deliveryUUID: world.order.a1.deliveryUUID, reason: 'Some items missing' },
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
        query: { client_id: world.A },
        body: { channel: 'MARKETPLACE_1', stores: [world.a1, world.a2] },
      }),
      expect: inScope,
    },
    {
      name: 'another client',
      input: () => ({
        query: { client_id: world.C },
        body: { channel: 'MARKETPLACE_1', stores: [world.c1] },
      }),
      expect: otherClient,
    },
    {
      name: "another of the client's stores",
      input: () => ({
        query: { client_id: world.A },
        body: { channel: 'MARKETPLACE_1', stores: [world.a1, world.a3] },
      }),
      expect: otherStore,
    },
    {
      name: "another client's store under an own client",
      input: () => ({
        query: { client_id: world.A },
        body: { channel: 'MARKETPLACE_1', stores: [world.c1] },
      }),
      expect: { ...everyone('OUT_OF_SCOPE'), owner: true },
    },
  ],
  addManualDisputeConfig: [
    {
      name: 'own stores',
      input: () => ({ query: { client_id: world.A }, body: manual(`${world.a1}, ${world.a2}`) }),
      expect: inScope,
    },
    {
      name: 'another client',
      input: () => ({ query: { client_id: world.C }, body: manual(world.c1) }),
      expect: otherClient,
    },
    {
      name: "another of the client's stores",
      input: () => ({ query: { client_id: world.A }, body: manual(`${world.a1},${world.a3}`) }),
      expect: otherStore,
    },
    {
      name: 'ALL stores of the client',
      input: () => ({ query: { client_id: world.A }, body: manual('ALL') }),
      expect: otherStore,
    },
    {
      name: 'ALL stores of another client',
      input: () => ({ query: { client_id: world.C }, body: manual('ALL') }),
      expect: otherClient,
    },
  ],
  getDisputeConfigDetails: [
    { name: 'own client', input: () => ({ query: { client_id: world.A } }), expect: inScope },
    {
      name: 'another client',
      input: () => ({ query: { client_id: world.C } }),
      expect: otherClient,
    },
  ],
  getFinanceOverview: clientReadCases((clientId) => ({ clientId }), withRange),
  getTaxDetails: clientReadCases((clientId) => ({ clientId }), withRange),
  getDepositDetails: clientReadCases((clientId) => ({ clientId }), withRange),
  getEstimateVsActual: clientReadCases((clientId) => ({ clientId }), withRange),
  getPosVsOffPremise: clientReadCases((clientId) => ({ clientId }), withRange),
};

/** Every case × every preset. */
export const matrix = FORWARDABLE_OPERATION_IDS.flatMap((id) =>
  CASES[id].flatMap((c) => PRESET_NAMES.map((preset) => ({ id, c, preset }))),
);

/** What the preset should get: a viewer's writes are refused for the role before anything else. */
export const outcomeOf = (id: ForwardableOperationId, c: Case, preset: PresetName): Outcome =>
  operations[id].kind === 'write' && preset === 'viewer' ? 'ROLE' : (c.expect[preset] as Outcome);

/** The listings a reply's rows belong to, for the replies that carry them. */
export const rowListings = (id: OperationId, result: unknown): string[] | null => {
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
