/**
 * Asks the gateway once: identical reads in flight are joined (one upstream request, every
 * waiter answered), and a read's 200 reply is kept a short while (`READ_CACHE_SECONDS`), keyed
 * by the operation and its scope-checked, narrowed input. It sits after the scope check: a kept
 * reply is only ever handed to a request already allowed to ask for it, and the caller still
 * narrows the reply for each person.
 *
 * Kept replies live in this process's memory (bounded, oldest out) for one instance, and in
 * Redis when `REDIS_URL` is set, so every instance shares them. Redis unreachable or slow (a
 * short command timeout) never fails a read: the read asks the gateway.
 *
 * A write to a client clears that client's kept replies of the reads it changes (the contract's
 * `WRITE_CHANGES`: a reply the reviews and the order's details, not the finance figures), on
 * every instance: each client and read operation has a generation number, part of the key of
 * every such read, and a write bumps it (in memory and in Redis). Reads that name no single
 * client (the clients list, reviews across several stores or clients) carry the generation of
 * "any client", which every write to any client bumps for the reads it changes.
 *
 * The gateway applies a reply or a raise shortly after accepting it (the sample: about two
 * seconds), so a read just after a write may still show the old state. For `SETTLE_SECONDS`
 * after a write, the reads it changes of that client are joined but not kept: the state the
 * write leads to is read again rather than the moment before it kept for a minute.
 */
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { UpstreamReply } from './upstream';

export type ReadSource = 'kept' | 'joined' | 'upstream';

export interface ReadCacheOptions {
  /** How long a 200 reply is kept; 0: nothing is kept (identical reads in flight still join). */
  seconds: number;
  redisUrl?: string | undefined;
  maxEntries?: number;
  maxBytes?: number;
  log?: (message: string) => void;
  /** After a write to a client, its reads are not kept for this long. */
  settleSeconds?: number;
}

export interface ReadRequest {
  operation: string;
  /** The scope-checked, narrowed input. */
  input: unknown;
  /** The one client the read is about, or null when it names none or several. */
  clientId: string | null;
  /** Skip a kept reply (the page's refresh); the fresh reply is kept for the next one. */
  fresh: boolean;
}

/** JSON with every object's keys in order, so equal inputs give equal text. */
export const stableJson = (value: unknown): string => {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
};

const ANY_CLIENT = '*';
/** Bumped by a write whose client is not known: every kept reply is then cleared. */
const EVERY_CLIENT = '**';
const PREFIX = 'dash:read:';
/** What a write clears: one operation's replies of one client (or of "any"/"every" client). */
const unitOf = (clientId: string, operation: string) => `${clientId}|${operation}`;
/** After a write to a client, its reads are not kept for this long (the gateway settling). */
export const SETTLE_SECONDS = 10;

export const createReadCache = ({
  seconds,
  redisUrl,
  maxEntries = 2_000,
  maxBytes = 50 * 1024 * 1024,
  log = console.warn,
  settleSeconds = SETTLE_SECONDS,
}: ReadCacheOptions) => {
  const ttlMs = seconds * 1000;
  const settleMs = settleSeconds * 1000;
  /** Until when a client's reads are not kept after a write (without Redis). */
  const settling = new Map<string, number>();
  const inFlight = new Map<string, Promise<UpstreamReply>>();
  /** This instance's kept replies, oldest first (without Redis). */
  const kept = new Map<string, { reply: UpstreamReply; until: number; unit: string }>();
  let keptBytes = 0;
  const generations = new Map<string, number>();

  const redis = redisUrl
    ? new Redis(redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        commandTimeout: 300,
        lazyConnect: false,
      })
    : null;
  let down = false;
  redis?.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log(`Kept replies (Redis) unreachable: ${error.message}. Reads ask the gateway meanwhile.`);
  });
  redis?.on('ready', () => {
    down = false;
  });
  /** A Redis command, or `fallback` when Redis cannot answer just now. */
  const tryRedis = async <T>(command: (r: Redis) => Promise<T>, fallback: T): Promise<T> => {
    if (!redis || redis.status !== 'ready') return fallback;
    try {
      return await command(redis);
    } catch {
      return fallback;
    }
  };

  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    keptBytes -= entry.reply.body.length;
  };
  const keep = (key: string, unit: string, reply: UpstreamReply) => {
    drop(key);
    if (reply.body.length > maxBytes) return;
    kept.set(key, { reply, until: Date.now() + ttlMs, unit });
    keptBytes += reply.body.length;
    for (const oldest of kept.keys()) {
      if (kept.size <= maxEntries && keptBytes <= maxBytes) break;
      drop(oldest);
    }
  };

  /**
   * The generations of a client (or of "any client") and of "every client", and whether a write
   * to either is still settling: Redis's when shared, else this process's.
   */
  const generationOf = async (
    clientId: string,
    operation: string,
  ): Promise<{ generation: string; settling: boolean } | null> => {
    const ids = [unitOf(clientId, operation), unitOf(EVERY_CLIENT, operation)];
    if (!redis) {
      const now = Date.now();
      return {
        generation: ids.map((id) => generations.get(id) ?? 0).join('.'),
        settling: ids.some((id) => (settling.get(id) ?? 0) > now),
      };
    }
    // Without Redis's numbers the key could be stale after another instance's write: not kept.
    return tryRedis(async (r) => {
      const values = await r.mget([
        ...ids.map((id) => `${PREFIX}gen:${id}`),
        ...ids.map((id) => `${PREFIX}settle:${id}`),
      ]);
      return {
        generation: values
          .slice(0, ids.length)
          .map((g) => g ?? '0')
          .join('.'),
        settling: values.slice(ids.length).some((flag) => flag !== null),
      };
    }, null);
  };

  const keyOf = async ({ operation, input, clientId }: ReadRequest) => {
    const state = await generationOf(clientId ?? ANY_CLIENT, operation);
    if (state === null) return null;
    const digest = createHash('sha256').update(stableJson(input)).digest('base64url');
    return {
      key: `${operation}:${JSON.stringify(clientId ?? ANY_CLIENT)}:${state.generation}:${digest}`,
      keep: !state.settling,
    };
  };

  const lookUp = async (key: string): Promise<UpstreamReply | null> => {
    if (!redis) {
      const entry = kept.get(key);
      if (!entry) return null;
      if (entry.until <= Date.now()) {
        drop(key);
        return null;
      }
      return entry.reply;
    }
    const body = await tryRedis((r) => r.getBuffer(`${PREFIX}${key}`), null);
    return body ? { status: 200, retryAfter: undefined, body } : null;
  };

  const store = async (key: string, unit: string, reply: UpstreamReply) => {
    if (!redis) return keep(key, unit, reply);
    if (reply.body.length > maxBytes) return;
    await tryRedis((r) => r.set(`${PREFIX}${key}`, reply.body, 'PX', ttlMs), null);
  };

  return {
    /**
     * The reply to a read: a kept one, one already on its way (joined), or the gateway's, asked
     * by `ask` (a 200 is then kept). Where it came from is said beside it.
     */
    read: async (
      request: ReadRequest,
      ask: () => Promise<UpstreamReply>,
    ): Promise<{ reply: UpstreamReply; source: ReadSource }> => {
      const keyed = await keyOf(request);
      if (keyed === null) return { reply: await ask(), source: 'upstream' };
      const { key, keep: mayKeep } = keyed;
      if (ttlMs > 0 && !request.fresh) {
        const hit = await lookUp(key);
        if (hit) return { reply: hit, source: 'kept' };
      }
      const joining = request.fresh ? undefined : inFlight.get(key);
      if (joining) return { reply: await joining, source: 'joined' };
      const asking = ask();
      inFlight.set(key, asking);
      try {
        const reply = await asking;
        if (ttlMs > 0 && mayKeep && reply.status === 200)
          await store(key, unitOf(request.clientId ?? ANY_CLIENT, request.operation), reply);
        return { reply, source: 'upstream' };
      } finally {
        if (inFlight.get(key) === asking) inFlight.delete(key);
      }
    },
    /**
     * A write to this client, changing what `reads` show (the contract's `WRITE_CHANGES`): those
     * reads' kept replies of the client, and of no single client, are cleared, and none kept
     * while the gateway applies the write; a write whose client is not known does so for every
     * client. Other reads' kept replies stand (a reply changes no finance figure).
     */
    written: async (clientId: string | null, reads: readonly string[]) => {
      const bumped = reads.flatMap((operation) =>
        (clientId ? [clientId, ANY_CLIENT] : [EVERY_CLIENT]).map((id) => unitOf(id, operation)),
      );
      for (const id of bumped) {
        generations.set(id, (generations.get(id) ?? 0) + 1);
        if (settleMs > 0) settling.set(id, Date.now() + settleMs);
      }
      // Kept in this process under the old numbers: let them go now rather than age out.
      if (!redis) {
        const cleared = new Set(bumped);
        for (const [key, entry] of [...kept]) {
          const operation = entry.unit.slice(entry.unit.indexOf('|') + 1);
          if (cleared.has(entry.unit) || (!clientId && reads.includes(operation))) drop(key);
        }
      }
      await tryRedis(async (r) => {
        const many = r.multi();
        for (const id of bumped) {
          many.incr(`${PREFIX}gen:${id}`);
          if (settleMs > 0) many.set(`${PREFIX}settle:${id}`, '1', 'PX', settleMs);
        }
        await many.exec();
      }, undefined);
    },
    /** How many replies this instance keeps, and their bytes (without Redis). */
    size: () => ({ entries: kept.size, bytes: keptBytes }),
    /** Redis answers (or is not used): for the readiness check. */
    redisReady: async () => {
      if (!redis) return true;
      return tryRedis(async (r) => (await r.ping()) === 'PONG', false);
    },
    close: async () => {
      redis?.disconnect();
    },
  };
};
export type ReadCache = ReturnType<typeof createReadCache>;
