/**
 * A virtual person's browser: its own connections (as a browser keeps a few per site), the
 * headers the web app sends (`X-Dashboard-Request`, `Origin`, `Sec-Fetch-Site`, JSON), its
 * session cookie, and `x-dashboard-priority: background` on what a person does not wait for.
 * Every read is timed and its reply checked against the person's scope (`Tally`); a 429 is
 * waited out and asked again, as the web app's `withRateLimit` does (three tries).
 */
import { Agent, request } from 'undici';
import type { OperationId } from '../../src/contract/operations';
import type { Scope } from '../../src/contract/people';

export type Phase = 'before' | 'during' | 'after';

/**
 * The phase a request belongs to: the one it started in, or the kill's when the phase changed
 * while it was on its way (a request in flight on the instance that is killed is part of the
 * kill, whenever it started).
 */
export const phaseOf = (started: Phase, now: Phase): Phase => (started === now ? now : 'during');

export interface ReadSample {
  at: number;
  phase: Phase;
  ms: number;
  status: number;
  id: string;
  background: boolean;
}

export interface WriteSample {
  kind: 'reply' | 'raise';
  deliveryUUID: string;
  person: string;
  phase: Phase;
  /** 0: no answer (the connection failed). */
  status: number;
}

/** What every browser adds to: the run's reads, writes, refusals and scope checks. */
export const createTally = (started: number) => {
  const record = {
    phase: 'before' as Phase,
    reads: [] as ReadSample[],
    writes: [] as WriteSample[],
    /** Reads a page asked for that the browser's own query cache answered (not sent). */
    freshInBrowser: 0,
    /** Replies of 429 to a person's request (each try counts). */
    refusedForLimit: 0,
    /** Replies checked against the person's scope, and the ones that named a client outside it. */
    scopeChecked: 0,
    clientsListsChecked: 0,
    outsideScope: [] as string[],
    errors: new Map<string, number>(),
    signIns: [] as number[],
    elapsed: () => Date.now() - started,
    error: (key: string) => record.errors.set(key, (record.errors.get(key) ?? 0) + 1),
  };
  return record;
};
export type Tally = ReturnType<typeof createTally>;

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

/**
 * Where each listing belongs (from the owner's clients list): what a reply's `listingId`,
 * `ListingId` and `clientId` fields are checked against.
 */
export type ListingOwners = Map<string, string>;

/** The clients and listings a scope reaches (`null`: every one). */
const reach = (scope: Scope, owners: ListingOwners) => {
  if (scope.kind === 'all') return null;
  const clients = new Set(scope.kind === 'clients' ? scope.clientIds : [scope.clientId]);
  const stores = scope.kind === 'stores' ? new Set(scope.listingIds) : null;
  return {
    client: (id: string) => clients.has(id),
    listing: (id: string) => (stores ? stores.has(id) : clients.has(owners.get(id) ?? '')),
  };
};

/** Every `clientId`, `listingId` and `ListingId` in a reply that the scope does not reach. */
const outside = (value: unknown, inScope: NonNullable<ReturnType<typeof reach>>): string[] => {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) for (const item of node) walk(item);
    else if (node && typeof node === 'object')
      for (const [key, item] of Object.entries(node)) {
        if (typeof item === 'string' && item !== '') {
          if ((key === 'clientId' || key === 'client_id') && !inScope.client(item))
            found.push(`client ${item}`);
          else if ((key === 'listingId' || key === 'ListingId') && !inScope.listing(item))
            found.push(`listing ${item}`);
        } else if (typeof item === 'object') walk(item);
      }
  };
  walk(value);
  return found;
};

/** A failed reply's status and code (the server's JSON error, or nginx's page). */
const failure = (reply: Reply | undefined) => {
  if (!reply) return 'connection failed';
  try {
    const { error } = JSON.parse(reply.text) as { error?: { code?: string } | string };
    return `${reply.status} ${typeof error === 'string' ? error : (error?.code ?? '')}`.trim();
  } catch {
    return `${reply.status} (not JSON: ${reply.text.includes('nginx') ? 'nginx' : 'unknown'})`;
  }
};

/**
 * How long the web app's query cache holds a reply fresh (`query-client.ts`: 30 s; the clients
 * list and the dispute reasons five minutes): a page opened again within it asks nothing.
 */
const FRESH_MS: Partial<Record<OperationId, number>> = {
  getRestaurantDetails: 5 * 60_000,
  getDisputeConfigDetails: 5 * 60_000,
};

export interface Reply {
  status: number;
  text: string;
  cookie: string | undefined;
  retryAfter: number | undefined;
}

export const createBrowser = ({
  origin,
  record,
  who,
  scope,
  owners,
}: {
  origin: string;
  record: Tally;
  who: string;
  scope: Scope;
  owners: ListingOwners;
}) => {
  const agent = new Agent({ connections: 6, keepAliveTimeout: 10_000 });
  const inScope = reach(scope, owners);
  let cookie = '';
  /** The browser's query cache: each reply's time and what the page keeps of it. */
  const cache = new Map<string, { at: number; value: unknown }>();

  const send = async (
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    background = false,
  ): Promise<Reply> => {
    const res = await request(`${origin}${path}`, {
      method,
      dispatcher: agent,
      headers: {
        'user-agent': CHROME,
        accept: 'application/json',
        'x-dashboard-request': '1',
        'sec-fetch-site': 'same-origin',
        ...(method === 'GET' ? {} : { origin }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(background ? { 'x-dashboard-priority': 'background' } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.body.text();
    const setCookie = res.headers['set-cookie'];
    const retryAfter = Number(res.headers['retry-after']);
    return {
      status: res.statusCode,
      text,
      cookie: (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0],
      retryAfter: Number.isFinite(retryAfter) ? retryAfter : undefined,
    };
  };

  const check = (id: string, result: unknown) => {
    if (!inScope) return;
    record.scopeChecked += 1;
    if (id === 'getRestaurantDetails') record.clientsListsChecked += 1;
    const wrong = outside(result, inScope);
    if (wrong.length > 0) record.outsideScope.push(`${who} ${id}: ${wrong.slice(0, 3).join(', ')}`);
  };

  const browser = {
    get signedIn() {
      return cookie !== '';
    },
    send,
    async signIn(email: string, password: string) {
      const t0 = performance.now();
      const reply = await send('POST', '/api/session', { email, password }).catch(() => undefined);
      record.signIns.push(performance.now() - t0);
      if (reply?.status === 200 && reply.cookie) cookie = reply.cookie;
      else record.error(`${record.phase}: sign-in ${reply?.status ?? 'connection failed'}`);
      return cookie !== '';
    },
    /** `GET /api/session`, as the app's first request. */
    async session() {
      const reply = await send('GET', '/api/session').catch(() => undefined);
      if (reply?.status === 401) cookie = '';
      return reply?.status ?? 0;
    },
    /**
     * A page's read: `POST /api/ops/{id}` with the app's body; its `result`, or undefined when it
     * failed (the page shows that part's error).
     */
    async read<T, K = T>(
      id: OperationId,
      input: { query?: unknown; body?: unknown },
      {
        background = false,
        keep = (result) => result as unknown as K,
      }: {
        background?: boolean;
        /** What the page keeps of the reply (the soak holds two hundred browsers' caches). */
        keep?: (result: T) => K;
      } = {},
    ): Promise<K | undefined> {
      const key = `${id} ${JSON.stringify(input)}`;
      const held = cache.get(key);
      if (held && Date.now() - held.at < (FRESH_MS[id] ?? 30_000)) {
        record.freshInBrowser += 1;
        return held.value as K;
      }
      for (let attempt = 1; ; attempt += 1) {
        const sentIn = record.phase;
        const t0 = performance.now();
        let reply: Reply | undefined;
        try {
          reply = await send('POST', `/api/ops/${id}`, input, background);
        } catch {
          reply = undefined;
        }
        const phase = phaseOf(sentIn, record.phase);
        const status = reply?.status ?? 0;
        record.reads.push({
          at: record.elapsed(),
          phase,
          ms: performance.now() - t0,
          status,
          id,
          background,
        });
        if (status === 200 && reply) {
          const { result } = JSON.parse(reply.text) as { result: T };
          check(id, result);
          const value = keep(result);
          cache.set(key, { at: Date.now(), value });
          return value;
        }
        record.error(`${phase}: ${failure(reply)} ${id}`);
        if (status === 401) cookie = '';
        if (status !== 429) return undefined;
        record.refusedForLimit += 1;
        if (attempt >= 3) return undefined;
        await new Promise((resolve) => setTimeout(resolve, (reply?.retryAfter ?? 1) * 1000));
      }
    },
    /** After a person's own write the page asks these operations afresh (the app refetches them). */
    forget(ids: readonly OperationId[]) {
      for (const key of cache.keys())
        if (ids.some((id) => key.startsWith(`${id} `))) cache.delete(key);
    },
    /** A reply or a raise; its answer's status (0: none) is kept for the writes check. */
    async write(
      kind: WriteSample['kind'],
      deliveryUUID: string,
      input: { body: unknown; scopeHint?: unknown },
      background = false,
    ) {
      const sentIn = record.phase;
      const id = kind === 'reply' ? 'replyToReview' : 'raiseManualDispute';
      const reply = await send('POST', `/api/ops/${id}`, input, background).catch(() => undefined);
      const phase = phaseOf(sentIn, record.phase);
      const status = reply?.status ?? 0;
      record.writes.push({ kind, deliveryUUID, person: who, phase, status });
      if (status !== 200) record.error(`${phase}: ${failure(reply)} ${id}`);
      if (status === 429) record.refusedForLimit += 1;
      if (status === 401) cookie = '';
      return status;
    },
    close: () => agent.close(),
  };
  return browser;
};
export type Browser = ReturnType<typeof createBrowser>;
