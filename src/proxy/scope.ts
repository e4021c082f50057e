/**
 * The server's scope check (architecture.md, "People, roles and scopes"): every operation the
 * browser may ask for is checked against the person's role and scope before anything goes
 * upstream, and what comes back is narrowed to the person's clients and stores. Default deny:
 * each forwardable operation has its own rule in `RULES`, and an operation without one is refused.
 *
 * How the proxy uses it, per request:
 * 1. `authorize(id, {query, body, scopeHint}, access, ctx)` with the inputs already validated by
 *    the contract's schemas. It throws `ScopeRefusal` (403) or `ScopeInputError` (400), or gives
 *    the `query` and `body` to send upstream (narrowed: an empty `listingIds` becomes the person's
 *    stores, never "every store") and the `target` for the audit log.
 * 2. When `readsResult(id, access)` is true, the proxy reads the upstream `result` and passes it
 *    through `filterResult(id, result, access)` before answering; otherwise the reply may go
 *    through as it was checked (the light-read budget).
 *
 * `getOrderDetails` for a store manager: the order's store is only known from the reply, so the
 * check is on the way back: `checkResult` (called by `filterResult`) refuses an order whose listing
 * is not one of the person's stores. Nothing is written upstream by that read, and the reply is
 * not passed on. (Checking in `authorize` would cost a second upstream call per order opened.)
 */
import * as z from 'zod/mini';
import type { ConfigDetails } from '../contract/auto-dispute';
import type { clientIdQuery, manualConfigBody, setAutoDisputeBody } from '../contract/auto-dispute';
import { channelCode, identifier, type rangeBody } from '../contract/common';
import type { manualRaiseBody } from '../contract/disputes';
import type { Client, Listing, RestaurantDetailsResult } from '../contract/listings';
import type { ForwardableOperationId, OperationId } from '../contract/operations';
import { operations } from '../contract/operations';
import type { OrderDetails } from '../contract/orders';
import type { orderDetailsQuery } from '../contract/orders';
import type { Role, Scope } from '../contract/people';
import type { replyBody, reviewsBody } from '../contract/reviews';

export interface Access {
  role: Role;
  scope: Scope;
  /** Viewing as someone: every write refused. */
  readOnly: boolean;
}

/** What the scope check needs of an order: facts that never change for it. */
export type OrderFacts = Pick<OrderDetails, 'deliveryUUID' | 'listingId' | 'reviewId'>;

/** The partner's clients and their listings, as getRestaurantDetails returns them (the server keeps a cached copy). */
export interface Directory {
  clients: Client[];
}

export interface ScopeContext {
  directory: () => Promise<Directory>;
  /**
   * The order's facts (getOrderDetails upstream, as the server, or kept from an earlier answer:
   * they never change), or null when the gateway has no such order.
   */
  orderDetails: (q: {
    clientId: string;
    deliveryUUID: string;
    channel: string;
  }) => Promise<OrderFacts | null>;
}

/** The person may not do this: 403, with a reason a person can read. */
export class ScopeRefusal extends Error {
  readonly status = 403;
  constructor(
    readonly code: 'OUT_OF_SCOPE' | 'READ_ONLY' | 'ROLE',
    message: string,
  ) {
    super(message);
    this.name = 'ScopeRefusal';
  }
}

/** The request lacks what the scope check needs (the raise's client hint): 400. */
export class ScopeInputError extends Error {
  readonly status = 400;
  readonly code = 'INVALID_REQUEST';
  constructor(
    message: string,
    readonly fields: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'ScopeInputError';
  }
}

/** What the audit log records about the request's target. */
export interface Target {
  clientId: string | null;
  listingId: string | null;
  deliveryUUID: string | null;
  reviewId: string | null;
}

/**
 * What the browser sends beside a manual raise (whose body names only the delivery): the order's
 * client and channel, so the server can look the order up and check its client and store.
 */
export const raiseScopeHint = z.object({ clientId: identifier, channel: channelCode });
export type RaiseScopeHint = z.infer<typeof raiseScopeHint>;

interface Input {
  query: unknown;
  body: unknown;
  scopeHint?: unknown;
}
interface Authorized {
  query: unknown;
  body: unknown;
  target: Target;
}

// ---------------------------------------------------------------------------------------------
// The directory, indexed once per copy (the server keeps one cached copy, so this runs rarely).

interface Index {
  clients: Map<string, Client>;
  /** listingId → its client and listing. */
  listings: Map<string, { client: Client; listing: Listing }>;
}
const indexes = new WeakMap<Directory, Index>();
const indexOf = (directory: Directory): Index => {
  let index = indexes.get(directory);
  if (!index) {
    index = { clients: new Map(), listings: new Map() };
    for (const client of directory.clients) {
      index.clients.set(client.clientId, client);
      for (const listing of client.listingDetails)
        index.listings.set(listing.listingId, { client, listing });
    }
    indexes.set(directory, index);
  }
  return index;
};

// ---------------------------------------------------------------------------------------------
// Reasons a person can read.

const clientLabel = (index: Index | null, clientId: string) =>
  index?.clients.get(clientId)?.clientName ?? clientId;
const storeLabel = (index: Index | null, listingId: string) =>
  index?.listings.get(listingId)?.listing.restaurantName ?? listingId;

const noClient = (index: Index | null, clientId: string) =>
  new ScopeRefusal(
    'OUT_OF_SCOPE',
    `You do not have access to client ${clientLabel(index, clientId)}`,
  );
const noStores = (index: Index | null, listingIds: readonly string[]) => {
  const names = listingIds.slice(0, 3).map((id) => storeLabel(index, id));
  const more = listingIds.length > 3 ? ` and ${listingIds.length - 3} more` : '';
  return new ScopeRefusal(
    'OUT_OF_SCOPE',
    listingIds.length === 1
      ? `You do not have access to the store ${names[0]}`
      : `You do not have access to the stores ${names.join(', ')}${more}`,
  );
};
const noStoresLeft = (index: Index | null, clientId: string) =>
  new ScopeRefusal(
    'OUT_OF_SCOPE',
    `None of your stores is a listing of client ${clientLabel(index, clientId)} any more`,
  );

// ---------------------------------------------------------------------------------------------
// What the scope covers.

const coversEverything = (access: Access) => access.scope.kind === 'all';

/** Is the client in the person's scope? (A client the scope names is matched by id alone.) */
const hasClient = (scope: Scope, clientId: string) =>
  scope.kind === 'all' ||
  (scope.kind === 'clients' ? scope.clientIds.includes(clientId) : scope.clientId === clientId);

/**
 * The person's stores of a client, as the directory knows them (ids the directory does not know
 * are not matched); `whole`: the scope covers every store of the client, present and future.
 */
const storesOf = (scope: Scope, index: Index, clientId: string) => {
  const listings = index.clients.get(clientId)?.listingDetails.map((l) => l.listingId) ?? [];
  if (scope.kind !== 'stores') return { whole: true, ids: listings };
  const own = new Set(scope.listingIds);
  return { whole: false, ids: listings.filter((id) => own.has(id)) };
};

/** Every listing in the person's scope, across their clients, in the directory's order. */
const everyStore = (scope: Scope, index: Index) => {
  const ids: string[] = [];
  for (const client of index.clients.values())
    if (hasClient(scope, client.clientId)) ids.push(...storesOf(scope, index, client.clientId).ids);
  return ids;
};

const target = (t: Partial<Target>): Target => ({
  clientId: t.clientId ?? null,
  listingId: t.listingId ?? null,
  deliveryUUID: t.deliveryUUID ?? null,
  reviewId: t.reviewId ?? null,
});

// ---------------------------------------------------------------------------------------------
// Writes: the role, and viewing as someone.

const WRITE_ACTIONS = {
  replyToReview: 'reply to reviews',
  raiseManualDispute: 'raise disputes',
  setAutoDispute: 'turn on automatic disputes',
  addManualDisputeConfig: 'add automatic-dispute configurations',
} as const satisfies Partial<Record<ForwardableOperationId, string>>;

const checkWrite = (id: ForwardableOperationId, access: Access) => {
  if (operations[id].kind !== 'write') return;
  const action =
    (WRITE_ACTIONS as Partial<Record<ForwardableOperationId, string>>)[id] ?? 'make changes';
  if (access.readOnly)
    throw new ScopeRefusal(
      'READ_ONLY',
      `While viewing the dashboard as someone else you cannot ${action}`,
    );
  if (access.role === 'viewer') throw new ScopeRefusal('ROLE', `Viewers cannot ${action}`);
};

// ---------------------------------------------------------------------------------------------
// The rules, one per operation.

type RangeBody = z.output<typeof rangeBody>;

/** The client must be in scope; returns the directory's index when the scope is not `all`. */
const checkClient = async (clientId: string, access: Access, ctx: ScopeContext) => {
  if (coversEverything(access)) return null;
  const index = indexOf(await ctx.directory());
  if (!hasClient(access.scope, clientId)) throw noClient(index, clientId);
  return index;
};

/**
 * The body's `listingIds` within the person's stores of the client: given ones must all be theirs;
 * none given means every store of the client when the scope covers them all, else the person's
 * stores, filled in (never "every store").
 */
const narrowListings = <B extends { listingIds?: string[] | undefined }>(
  body: B,
  clientId: string,
  access: Access,
  index: Index | null,
): B => {
  if (!index) return body;
  const stores = storesOf(access.scope, index, clientId);
  const asked = body.listingIds ?? [];
  if (asked.length > 0) {
    const own = new Set(stores.ids);
    const outside = asked.filter((id) => !own.has(id));
    if (outside.length > 0) throw noStores(index, [...new Set(outside)]);
    return body;
  }
  if (stores.whole) return body;
  if (stores.ids.length === 0) throw noStoresLeft(index, clientId);
  return { ...body, listingIds: stores.ids };
};

/** A read of one client (named by `param`) whose body may carry `listingIds`. */
const clientRead =
  (param: 'clientId' | 'client_id', narrow: boolean) =>
  async (input: Input, access: Access, ctx: ScopeContext): Promise<Authorized> => {
    const query = input.query as Record<typeof param, string>;
    const clientId = query[param];
    const index = await checkClient(clientId, access, ctx);
    const body = narrow
      ? narrowListings(input.body as RangeBody, clientId, access, index)
      : input.body;
    return { query: input.query, body, target: target({ clientId }) };
  };

/** Checks that the given stores are the person's stores of the client. */
const checkStores = (
  listingIds: readonly string[],
  clientId: string,
  access: Access,
  index: Index | null,
) => {
  if (!index) return;
  const own = new Set(storesOf(access.scope, index, clientId).ids);
  const outside = listingIds.filter((id) => !own.has(id));
  if (outside.length > 0) throw noStores(index, [...new Set(outside)]);
};

/** The order, looked up as the server, must be the client's and one of the person's stores. */
const checkOrder = async (
  q: { clientId: string; deliveryUUID: string; channel: string },
  access: Access,
  ctx: ScopeContext,
  index: Index,
) => {
  const order = await ctx.orderDetails(q);
  if (!order || order.deliveryUUID !== q.deliveryUUID)
    throw new ScopeRefusal(
      'OUT_OF_SCOPE',
      `Order ${q.deliveryUUID} was not found for client ${clientLabel(index, q.clientId)}`,
    );
  checkStores([order.listingId], q.clientId, access, index);
  return order;
};

interface Rule {
  authorize: (input: Input, access: Access, ctx: ScopeContext) => Promise<Authorized>;
  /** Narrows (or refuses) the reply's `result`; only called when `readsResult` says so. */
  result?: {
    when: (access: Access) => boolean;
    apply: (result: unknown, access: Access) => unknown;
  };
}

const passThrough = async (input: Input): Promise<Authorized> => ({
  query: input.query,
  body: input.body,
  target: target({}),
});

/** Drops the listings (and clients) outside the person's scope from a clients list. */
const filterClients = (result: unknown, access: Access): unknown => {
  const { restaurantDetails } = result as RestaurantDetailsResult;
  const { scope } = access;
  if (scope.kind === 'all') return result;
  const kept: Client[] = [];
  for (const client of restaurantDetails) {
    if (!hasClient(scope, client.clientId)) continue;
    if (scope.kind === 'stores') {
      const own = new Set(scope.listingIds);
      kept.push({
        ...client,
        listingDetails: client.listingDetails.filter((l) => own.has(l.listingId)),
      });
    } else kept.push(client);
  }
  return { ...(result as object), restaurantDetails: kept };
};

const onlyStores = (access: Access) => access.scope.kind === 'stores';

const readHint = (hint: unknown, optional: boolean): RaiseScopeHint | null => {
  if (hint === undefined || hint === null) {
    if (optional) return null;
    throw new ScopeInputError('scopeHint: the order’s client and channel are required', [
      { path: 'scopeHint', message: 'the order’s client and channel are required' },
    ]);
  }
  const parsed = z.safeParse(raiseScopeHint, hint);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => ({
      path: ['scopeHint', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    throw new ScopeInputError(fields.map((f) => `${f.path}: ${f.message}`).join('; '), fields);
  }
  return parsed.data;
};

const RULES = {
  getRestaurantDetails: {
    authorize: passThrough,
    result: { when: (access) => !coversEverything(access), apply: filterClients },
  },

  listReviews: {
    // Names no client: every listing must be in scope; none means every listing in scope.
    authorize: async (input, access, ctx) => {
      const body = input.body as z.output<typeof reviewsBody>;
      if (coversEverything(access)) return { query: input.query, body, target: target({}) };
      const index = indexOf(await ctx.directory());
      const mine = everyStore(access.scope, index);
      const asked = body.listingIds ?? [];
      if (asked.length > 0) {
        const own = new Set(mine);
        const outside = asked.filter((id) => !own.has(id));
        if (outside.length > 0) throw noStores(index, [...new Set(outside)]);
      } else if (mine.length === 0) {
        throw new ScopeRefusal('OUT_OF_SCOPE', 'You do not have access to any store');
      }
      const listingIds = asked.length > 0 ? asked : mine;
      const clients = new Set(listingIds.map((id) => index.listings.get(id)?.client.clientId));
      return {
        query: input.query,
        body: asked.length > 0 ? body : { ...body, listingIds },
        target: target({ clientId: clients.size === 1 ? ([...clients][0] ?? null) : null }),
      };
    },
  },

  replyToReview: {
    // The gateway matches the reply to its review by delivery and channel alone, so the order
    // behind that delivery must be the named listing's, and the listing the person's.
    authorize: async (input, access, ctx) => {
      const body = input.body as z.output<typeof replyBody>;
      const base = { deliveryUUID: body.deliveryUUID, listingId: body.listingId };
      if (coversEverything(access)) {
        return { query: input.query, body, target: target(base) };
      }
      const index = indexOf(await ctx.directory());
      const owner = index.listings.get(body.listingId)?.client;
      if (!owner || !hasClient(access.scope, owner.clientId))
        throw noStores(index, [body.listingId]);
      checkStores([body.listingId], owner.clientId, access, index);
      const order = await checkOrder(
        { clientId: owner.clientId, deliveryUUID: body.deliveryUUID, channel: body.channel },
        access,
        ctx,
        index,
      );
      if (order.listingId !== body.listingId)
        throw new ScopeRefusal(
          'OUT_OF_SCOPE',
          `Order ${body.deliveryUUID} is not an order of the store ${storeLabel(index, body.listingId)}`,
        );
      return {
        query: input.query,
        body,
        target: target({ ...base, clientId: owner.clientId, reviewId: order.reviewId }),
      };
    },
  },

  listOrders: { authorize: clientRead('clientId', true) },
  listFinancialOrders: { authorize: clientRead('clientId', true) },

  getOrderDetails: {
    authorize: async (input, access, ctx) => {
      const query = input.query as z.output<typeof orderDetailsQuery>;
      await checkClient(query.clientId, access, ctx);
      return {
        query,
        body: input.body,
        target: target({ clientId: query.clientId, deliveryUUID: query.deliveryUUID }),
      };
    },
    // The order's store is only known from the reply.
    result: {
      when: onlyStores,
      apply: (result, access) => {
        const order = result as OrderDetails;
        const { scope } = access;
        if (scope.kind === 'stores' && !scope.listingIds.includes(order.listingId))
          throw new ScopeRefusal(
            'OUT_OF_SCOPE',
            `Order ${order.deliveryUUID} belongs to a store you do not have access to`,
          );
        return result;
      },
    },
  },

  listDisputedOrders: { authorize: clientRead('clientId', true) },

  raiseManualDispute: {
    // The body names only the delivery: the browser's hint names the client and channel, and the
    // order is looked up as the server before anything is sent.
    authorize: async (input, access, ctx) => {
      const body = input.body as z.output<typeof manualRaiseBody>;
      const hint = readHint(input.scopeHint, coversEverything(access));
      if (coversEverything(access))
        return {
          query: input.query,
          body,
          target: target({ clientId: hint?.clientId, deliveryUUID: body.deliveryUUID }),
        };
      if (!hint) throw new Error('a hint is required outside an all-clients scope');
      const index = await checkClient(hint.clientId, access, ctx);
      const order = await checkOrder(
        { clientId: hint.clientId, deliveryUUID: body.deliveryUUID, channel: hint.channel },
        access,
        ctx,
        index as Index,
      );
      return {
        query: input.query,
        body,
        target: target({
          clientId: hint.clientId,
          listingId: order.listingId,
          deliveryUUID: body.deliveryUUID,
        }),
      };
    },
  },

  listAutoDisputeConfigs: { authorize: clientRead('client_id', true) },

  setAutoDispute: {
    authorize: async (input, access, ctx) => {
      const query = input.query as z.output<typeof clientIdQuery>;
      const body = input.body as z.output<typeof setAutoDisputeBody>;
      const index = await checkClient(query.client_id, access, ctx);
      checkStores(body.stores, query.client_id, access, index);
      const stores = [...new Set(body.stores)];
      return {
        query,
        body,
        target: target({
          clientId: query.client_id,
          listingId: stores.length === 1 ? stores[0] : null,
        }),
      };
    },
  },

  addManualDisputeConfig: {
    // `stores` is `ALL` (only for a scope that covers every store of the client) or store ids.
    authorize: async (input, access, ctx) => {
      const query = input.query as z.output<typeof clientIdQuery>;
      const body = input.body as z.output<typeof manualConfigBody>;
      const index = await checkClient(query.client_id, access, ctx);
      const named = new Set<string>();
      body.forEach((item, n) => {
        if (item.stores === 'ALL') {
          if (index && !storesOf(access.scope, index, query.client_id).whole)
            throw new ScopeRefusal(
              'OUT_OF_SCOPE',
              `You can only configure your own stores of client ${clientLabel(index, query.client_id)}, not ALL`,
            );
          return;
        }
        const ids = item.stores.split(',').map((s) => s.trim());
        if (ids.some((s) => s === ''))
          throw new ScopeInputError(`${n}.stores: must be ALL or store ids separated by commas`, [
            { path: `body.${n}.stores`, message: 'must be ALL or store ids separated by commas' },
          ]);
        checkStores(ids, query.client_id, access, index);
        for (const id of ids) named.add(id);
      });
      return {
        query,
        body,
        target: target({
          clientId: query.client_id,
          listingId:
            named.size === 1 && body.every((i) => i.stores !== 'ALL') ? [...named][0] : null,
        }),
      };
    },
  },

  getDisputeConfigDetails: {
    authorize: clientRead('client_id', false),
    result: {
      when: onlyStores,
      apply: (result, access) => {
        const details = result as ConfigDetails;
        const { scope } = access;
        if (scope.kind !== 'stores') return result;
        const own = new Set(scope.listingIds);
        const listingIds = details.listingIds.filter((l) => own.has(l.listingsId));
        return { ...details, listings: listingIds.length, listingIds };
      },
    },
  },

  getFinanceOverview: { authorize: clientRead('clientId', true) },
  getTaxDetails: { authorize: clientRead('clientId', true) },
  getDepositDetails: { authorize: clientRead('clientId', true) },
  getEstimateVsActual: { authorize: clientRead('clientId', true) },
  getPosVsOffPremise: { authorize: clientRead('clientId', true) },
} as const satisfies Record<ForwardableOperationId, Rule>;

const ruleOf = (id: OperationId): Rule | undefined =>
  Object.hasOwn(RULES, id) ? (RULES as Record<string, Rule>)[id] : undefined;

/**
 * Checks one request against the person's role and scope. Gives what to send upstream (the
 * inputs, narrowed) and the audit log's target; throws `ScopeRefusal` or `ScopeInputError`.
 */
export async function authorize(
  id: OperationId,
  input: Input,
  access: Access,
  ctx: ScopeContext,
): Promise<Authorized> {
  const rule = ruleOf(id);
  if (!rule) throw new ScopeRefusal('OUT_OF_SCOPE', 'This operation is not available');
  checkWrite(id as ForwardableOperationId, access);
  return rule.authorize(input, access, ctx);
}

/** Whether the reply's `result` must be read and passed through `filterResult` for this person. */
export function readsResult(id: OperationId, access: Access): boolean {
  return ruleOf(id)?.result?.when(access) ?? false;
}

/**
 * Refuses a reply the person may not see (an order outside a store manager's stores); throws
 * `ScopeRefusal`. `filterResult` calls it first.
 */
export function checkResult(id: OperationId, result: unknown, access: Access): void {
  if (id === 'getOrderDetails' && readsResult(id, access))
    RULES.getOrderDetails.result.apply(result, access);
}

/**
 * Narrows what comes back: the clients list holds only the person's clients and, for a store
 * scope, only their listings; get-config-details' listings likewise; an order outside a store
 * scope is refused (`checkResult`). `result` is the envelope's `result`.
 */
export function filterResult(id: OperationId, result: unknown, access: Access): unknown {
  const rule = ruleOf(id);
  if (!rule?.result?.when(access)) return result;
  return rule.result.apply(result, access);
}
