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
 * A write to a client changes that client's kept replies of the reads it changes (the
 * contract's `WRITE_CHANGES`: a reply the reviews, a raise the disputes; not the finance
 * figures), on every instance. Where the write's effect is known (`write-effects.ts`: a reply
 * marks its review replied, a raise its order's dispute pending), it is applied to the kept
 * replies rather than clearing them: each client and read operation has a log of effects with a
 * sequence number, and a kept reply carries the number it shows; a kept reply behind the log is
 * patched with the effects since (and kept so), or let go when one of them cannot be worked out
 * on it. A read on its way when the write happened is kept with the number it started with, so
 * the write is applied to it when it is next used, never kept without it; a read after the write
 * does not join one that started before it.
 *
 * Where the effect is not known (an automatic-dispute configuration, a failed or unanswered
 * write), the write clears: each client and read operation has a generation number, part of the
 * key of every such read, and the write bumps it (in memory and in Redis). Reads that name no
 * single client (the clients list, reviews across several stores or clients) carry the
 * generation and the effects of "any client", which every write to any client bumps or logs for
 * the reads it changes. The gateway applies such a write shortly after accepting it, so for
 * `SETTLE_SECONDS` after it the reads it clears are joined but not kept.
 *
 * The order facts the scope check needs (an order's client, channel, store and review, which
 * never change) are kept too, bounded, so a raise or a reply does not look its order up each time.
 */
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { UpstreamReply } from './upstream';
import { applyEffect, canPatch, type WriteEffect } from './write-effects';

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
/**
 * Where a kept reply is: the reply as the proxy checked it against the contract. Its own prefix,
 * so that replies kept unchecked by an instance of an earlier version (during a rolling deploy)
 * are never given out by this one.
 */
const REPLY_PREFIX = `${PREFIX}checked:`;
/** What a write clears: one operation's replies of one client (or of "any"/"every" client). */
const unitOf = (clientId: string, operation: string) => `${clientId}|${operation}`;
/** After a write to a client, its reads are not kept for this long (the gateway settling). */
export const SETTLE_SECONDS = 10;
/** The effects of writes kept per client and operation (a kept reply further behind is let go). */
const EFFECTS_KEPT = 200;
/** How many order facts one instance keeps (without Redis). */
const FACTS_KEPT = 50_000;
/** How long an order's facts are kept in Redis. */
const FACTS_SECONDS = 24 * 3600;

/**
 * In Redis, one effect logged: its number from the unit's counter, then the effect after it in
 * its list (trimmed, and gone a while after the last kept reply that could need it). The counter
 * itself never expires (one per client and read): numbered again from 0, a later write could
 * carry a number a kept reply already shows, and not be applied to it.
 */
const LOG_EFFECT = `
local seq = redis.call('INCR', KEYS[1])
redis.call('RPUSH', KEYS[2], seq .. ' ' .. ARGV[1])
redis.call('LTRIM', KEYS[2], -tonumber(ARGV[3]), -1)
redis.call('PEXPIRE', KEYS[2], ARGV[2])
return seq`;

/** A kept reply in Redis: the effect number it shows, a newline, its bytes. */
const withSeq = (seq: number, body: Buffer) => Buffer.concat([Buffer.from(`${seq}\n`), body]);
const splitSeq = (value: Buffer) => {
  const cut = value.indexOf(10);
  return { seq: Number(value.subarray(0, cut).toString()), body: value.subarray(cut + 1) };
};

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
  const kept = new Map<
    string,
    { reply: UpstreamReply; until: number; unit: string; seq: number; input: unknown }
  >();
  let keptBytes = 0;
  const generations = new Map<string, number>();
  /** Each unit's last effect number and its effects, newest last (without Redis). */
  const sequences = new Map<string, number>();
  const effects = new Map<string, { seq: number; effect: WriteEffect }[]>();
  /** Order facts (without Redis), oldest first. */
  const facts = new Map<string, string>();

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
  const keep = (key: string, unit: string, reply: UpstreamReply, seq: number, input: unknown) => {
    drop(key);
    if (reply.body.length > maxBytes) return;
    kept.set(key, { reply, until: Date.now() + ttlMs, unit, seq, input });
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
  ): Promise<{ generation: string; settling: boolean; seq: number } | null> => {
    const ids = [unitOf(clientId, operation), unitOf(EVERY_CLIENT, operation)];
    if (!redis) {
      const now = Date.now();
      return {
        generation: ids.map((id) => generations.get(id) ?? 0).join('.'),
        settling: ids.some((id) => (settling.get(id) ?? 0) > now),
        seq: sequences.get(ids[0] as string) ?? 0,
      };
    }
    // Without Redis's numbers the key could be stale after another instance's write: not kept.
    return tryRedis(async (r) => {
      const values = await r.mget([
        ...ids.map((id) => `${PREFIX}gen:${id}`),
        ...ids.map((id) => `${PREFIX}settle:${id}`),
        `${PREFIX}seq:${ids[0] as string}`,
      ]);
      return {
        generation: values
          .slice(0, ids.length)
          .map((g) => g ?? '0')
          .join('.'),
        settling: values.slice(ids.length, 2 * ids.length).some((flag) => flag !== null),
        seq: Number(values[2 * ids.length] ?? 0),
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
      seq: state.seq,
    };
  };

  /** The effects after `since` up to `upTo` of a unit, in order, or null when one is gone. */
  const effectsBetween = async (unit: string, since: number, upTo: number) => {
    let logged: { seq: number; effect: WriteEffect }[] | null;
    if (!redis) logged = effects.get(unit) ?? [];
    else
      logged = await tryRedis(async (r) => {
        const lines = await r.lrange(`${PREFIX}fx:${unit}`, 0, -1);
        return lines.map((line) => {
          const cut = line.indexOf(' ');
          return {
            seq: Number(line.slice(0, cut)),
            effect: JSON.parse(line.slice(cut + 1)) as WriteEffect,
          };
        });
      }, null);
    if (!logged) return null;
    const wanted = logged.filter((one) => one.seq > since && one.seq <= upTo);
    return wanted.length === upTo - since ? wanted.map((one) => one.effect) : null;
  };

  /** A kept reply's bytes with the effects since it was read, or null when not computable. */
  const patched = async (
    operation: string,
    input: unknown,
    unit: string,
    body: Buffer,
    since: number,
    upTo: number,
  ) => {
    const due = await effectsBetween(unit, since, upTo);
    if (!due) return null;
    let out: Buffer | null = body;
    for (const effect of due) {
      out = applyEffect(operation, input, out, effect);
      if (!out) return null;
    }
    return out;
  };

  const lookUp = async (
    key: string,
    request: ReadRequest,
    unit: string,
    seq: number,
  ): Promise<UpstreamReply | null> => {
    const input = { query: undefined, body: undefined, ...(request.input as object) };
    if (!redis) {
      const entry = kept.get(key);
      if (!entry) return null;
      if (entry.until <= Date.now()) {
        drop(key);
        return null;
      }
      if (entry.seq >= seq) return entry.reply;
      const body = await patched(request.operation, input, unit, entry.reply.body, entry.seq, seq);
      // The entry may have gone or been replaced meanwhile: only this one is updated.
      if (kept.get(key) !== entry) return body ? { ...entry.reply, body } : null;
      if (!body) {
        drop(key);
        return null;
      }
      keptBytes += body.length - entry.reply.body.length;
      entry.reply = { ...entry.reply, body };
      entry.seq = seq;
      return entry.reply;
    }
    const value = await tryRedis((r) => r.getBuffer(`${REPLY_PREFIX}${key}`), null);
    if (!value) return null;
    const held = splitSeq(value);
    if (held.seq >= seq) return { status: 200, retryAfter: undefined, body: held.body };
    const body = await patched(request.operation, input, unit, held.body, held.seq, seq);
    if (!body) {
      await tryRedis((r) => r.del(`${REPLY_PREFIX}${key}`), null);
      return null;
    }
    // Kept patched, for as long as it was to be kept anyway.
    // Only while it is still there (XX): a reply gone meanwhile is not brought back for ever.
    await tryRedis(
      (r) => r.set(`${REPLY_PREFIX}${key}`, withSeq(seq, body), 'KEEPTTL', 'XX'),
      null,
    );
    return { status: 200, retryAfter: undefined, body };
  };

  const store = async (
    key: string,
    unit: string,
    reply: UpstreamReply,
    seq: number,
    input: unknown,
  ) => {
    if (!redis) return keep(key, unit, reply, seq, input);
    if (reply.body.length > maxBytes) return;
    await tryRedis(
      (r) => r.set(`${REPLY_PREFIX}${key}`, withSeq(seq, reply.body), 'PX', ttlMs),
      null,
    );
  };

  /** Logs a write's effect for these reads of its client and of no single client. */
  const logEffect = async (clientId: string, reads: readonly string[], effect: WriteEffect) => {
    const units = reads.flatMap((operation) =>
      [clientId, ANY_CLIENT].map((id) => unitOf(id, operation)),
    );
    // Long enough for any kept reply that could need it, and a read that was on its way.
    const lastsMs = ttlMs + 120_000;
    if (!redis) {
      for (const unit of units) {
        const seq = (sequences.get(unit) ?? 0) + 1;
        sequences.set(unit, seq);
        const list = effects.get(unit) ?? [];
        list.push({ seq, effect });
        if (list.length > EFFECTS_KEPT) list.splice(0, list.length - EFFECTS_KEPT);
        effects.set(unit, list);
      }
      return;
    }
    const json = JSON.stringify(effect);
    await tryRedis(async (r) => {
      const many = r.multi();
      for (const unit of units)
        many.eval(
          LOG_EFFECT,
          2,
          `${PREFIX}seq:${unit}`,
          `${PREFIX}fx:${unit}`,
          json,
          String(lastsMs),
          String(EFFECTS_KEPT),
        );
      await many.exec();
    }, undefined);
  };

  /** Clears these reads' kept replies of the client (or every client), and lets them settle. */
  const clear = async (clientId: string | null, reads: readonly string[]) => {
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
  };

  /** Keeps an order's facts: a `whole` one replaces what is kept, another only fills a gap. */
  const learnFacts = async (many: readonly { key: string; value: string; whole: boolean }[]) => {
    if (!redis) {
      for (const { key, value, whole } of many) {
        if (!whole && facts.has(key)) continue;
        facts.delete(key);
        facts.set(key, value);
      }
      for (const oldest of facts.keys()) {
        if (facts.size <= FACTS_KEPT) break;
        facts.delete(oldest);
      }
      return;
    }
    await tryRedis(async (r) => {
      const batch = r.pipeline();
      for (const { key, value, whole } of many)
        if (whole) batch.set(`${PREFIX}order:${key}`, value, 'EX', FACTS_SECONDS);
        else batch.set(`${PREFIX}order:${key}`, value, 'EX', FACTS_SECONDS, 'NX');
      await batch.exec();
    }, undefined);
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
      const { key, keep: mayKeep, seq } = keyed;
      const unit = unitOf(request.clientId ?? ANY_CLIENT, request.operation);
      if (ttlMs > 0 && !request.fresh) {
        const hit = await lookUp(key, request, unit, seq);
        if (hit) return { reply: hit, source: 'kept' };
      }
      // A read after a write never joins one asked before it.
      const flight = `${key}#${seq}`;
      const joining = request.fresh ? undefined : inFlight.get(flight);
      if (joining) return { reply: await joining, source: 'joined' };
      const asking = ask();
      inFlight.set(flight, asking);
      try {
        const reply = await asking;
        // Kept as of the effects it started with: a write meanwhile is applied when it is used.
        if (ttlMs > 0 && mayKeep && reply.status === 200)
          await store(key, unit, reply, seq, request.input);
        return { reply, source: 'upstream' };
      } finally {
        if (inFlight.get(flight) === asking) inFlight.delete(flight);
      }
    },
    /**
     * A write to this client, changing what `reads` show (the contract's `WRITE_CHANGES`). With
     * its effect known (an acknowledged reply or raise), the effect is logged for those reads of
     * the client and of no single client, and applied to their kept replies when next used. Else
     * (and for reads no effect is worked out on) those kept replies are cleared, and none kept
     * while the gateway applies the write; a write whose client is not known does so for every
     * client. Other reads' kept replies stand (a reply changes no finance figure).
     */
    written: async (
      clientId: string | null,
      reads: readonly string[],
      effect: WriteEffect | null = null,
    ) => {
      const patching = clientId && effect ? reads.filter(canPatch) : [];
      if (patching.length > 0) await logEffect(clientId as string, patching, effect as WriteEffect);
      const clearing = reads.filter((operation) => !patching.includes(operation));
      if (clearing.length > 0) await clear(clientId, clearing);
    },
    /**
     * An order's facts that never change (its store, its review), by client, channel and order:
     * what the scope check of a reply or a raise needs, kept rather than asked each time.
     */
    orderFacts: {
      get: async (key: string): Promise<string | null> => {
        if (!redis) return facts.get(key) ?? null;
        return tryRedis((r) => r.get(`${PREFIX}order:${key}`), null);
      },
      set: (key: string, value: string) => learnFacts([{ key, value, whole: true }]),
      /**
       * Many at once, learnt from the gateway's lists: a `whole` one (the review known) replaces
       * what is kept, another only fills a gap.
       */
      learn: (many: readonly { key: string; value: string; whole: boolean }[]) => learnFacts(many),
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
