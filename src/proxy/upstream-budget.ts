/**
 * The upstream budget: every instance together sends the gateway at most `limit` requests in any
 * window (a minute), below the gateway's own limit, so people are never refused for it.
 *
 * - **A sliding window of sent requests**, not a bucket: a request holds its place from the moment
 *   it is let go until a window after its reply came back (the gateway counted it somewhere in
 *   between), so no window of the gateway's, however it is aligned, sees more than `limit`. A burst
 *   (the 9 a.m. pages) goes at once while the window has room. Shared through Redis (a sorted set
 *   and atomic Lua scripts, Redis's own clock) when `REDIS_URL` is set, else in this process.
 * - **Priority and a fair share.** Requests wait in this instance's queue: what a person waits for
 *   (foreground) before background work (portfolio rows filling, a bulk raise, configuration
 *   try-outs), and within each, people in turn (round-robin by person), so one person's hundred
 *   requests do not hold up another's one. Background work may fill only
 *   `BACKGROUND_SHARE` of the window: the rest is kept for pages people open meanwhile.
 * - **The gateway's pause.** A 429's `Retry-After` pauses every instance (a shared "paused until"),
 *   and queued requests wait for it rather than meet another 429.
 * - **Never a failed read for Redis.** Redis unreachable or slow (a short command timeout): each
 *   instance keeps to its share of the budget (the budget divided by the instances last seen
 *   sharing it) in memory, says so once, and goes back to Redis when it answers again.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export type Priority = 'foreground' | 'background';

/** What a request asks the budget as: who, how urgent, and its total wait so far. */
export interface Ticket {
  person: string;
  priority: Priority;
  /** When the request's waiting may end at the latest (set at its first wait). */
  deadline?: number;
}

/** A request waited longer than it may (or would): the browser is told when to come back. */
export class BudgetWaitTooLong extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The partner service is busy; the request waited too long for its turn');
  }
}

/** A request's place in the window; `done` once its reply came (or it failed). */
export interface Slot {
  waitedMs: number;
  done: () => void;
}

/** The share of the window background work may fill; the rest is kept for foreground requests. */
export const BACKGROUND_SHARE = 0.8;
/** Members asked for in one step (one Redis round trip). */
const BATCH = 64;
/** The longest the queue sleeps before asking again (another instance may have freed room). */
const MAX_SLEEP_MS = 1000;
/** After a Redis failure, how long this instance keeps to its share before trying Redis again. */
const REDIS_RETRY_MS = 5000;
/** An instance counts as sharing the budget this long after it last asked. */
const INSTANCE_TTL_MS = 30_000;

interface Grant {
  foreground: number;
  background: number;
  /** When nothing more could be granted: how long until there may be room (or the pause ends). */
  waitMs: number;
  paused: boolean;
}

interface Waiter {
  ticket: Ticket;
  since: number;
  resolve: (slot: Slot) => void;
  reject: (error: Error) => void;
}

/** One priority's waiters: people in turn, each person's own requests in order. */
class FairQueue {
  private readonly people = new Map<string, Waiter[]>();
  size = 0;

  push(waiter: Waiter) {
    const own = this.people.get(waiter.ticket.person);
    if (own) own.push(waiter);
    else this.people.set(waiter.ticket.person, [waiter]);
    this.size += 1;
  }

  /** The next `count` waiters in the order they would be served, without serving them. */
  peek(count: number): Waiter[] {
    const out: Waiter[] = [];
    const lists = [...this.people.values()];
    for (let round = 0; out.length < count; round++) {
      let any = false;
      for (const list of lists) {
        const waiter = list[round];
        if (!waiter) continue;
        any = true;
        out.push(waiter);
        if (out.length === count) break;
      }
      if (!any) break;
    }
    return out;
  }

  /** Serves the next waiter: its person goes to the back of the turn. */
  shift(): Waiter | undefined {
    const first = this.people.entries().next();
    if (first.done) return undefined;
    const [person, list] = first.value;
    const waiter = list.shift();
    this.people.delete(person);
    if (list.length > 0) this.people.set(person, list);
    this.size -= 1;
    return waiter;
  }

  /** Takes out the waiters `drop` chooses (those past their time). */
  remove(drop: (waiter: Waiter) => boolean): Waiter[] {
    const removed: Waiter[] = [];
    for (const [person, list] of this.people) {
      const kept = list.filter((waiter) => !drop(waiter) || (removed.push(waiter), false));
      if (kept.length === 0) this.people.delete(person);
      else this.people.set(person, kept);
    }
    this.size -= removed.length;
    return removed;
  }

  earliestDeadline() {
    let earliest = Infinity;
    for (const list of this.people.values())
      for (const waiter of list) earliest = Math.min(earliest, waiter.ticket.deadline ?? Infinity);
    return earliest;
  }
}

/** The window in this process: requests in flight, then the times their places free up. */
const memoryWindow = (windowMs: number) => {
  const inFlight = new Set<string>();
  /** When each answered request's place frees up, in the order they were answered. */
  const frees: number[] = [];
  let head = 0;
  let pausedUntil = 0;
  const used = (now: number) => {
    while (head < frees.length && (frees[head] as number) <= now) head++;
    if (head > 1024 && head * 2 > frees.length) {
      frees.splice(0, head);
      head = 0;
    }
    return inFlight.size + frees.length - head;
  };
  /** How long until `used` is below `limit` (Infinity: only when a reply comes back). */
  const waitBelow = (now: number, limit: number) => {
    const over = used(now) - limit;
    const free = frees[head + over];
    return free === undefined ? Infinity : free - now;
  };
  return {
    take: (limit: number, foreground: string[], background: string[]): Grant => {
      const now = Date.now();
      if (pausedUntil > now)
        return { foreground: 0, background: 0, waitMs: pausedUntil - now, paused: true };
      if (limit === 0)
        return {
          foreground: foreground.length,
          background: background.length,
          waitMs: 0,
          paused: false,
        };
      const fg = Math.min(foreground.length, Math.max(0, limit - used(now)));
      for (const member of foreground.slice(0, fg)) inFlight.add(member);
      const backgroundLimit = Math.max(1, Math.floor(limit * BACKGROUND_SHARE));
      const bg =
        fg < foreground.length
          ? 0
          : Math.min(background.length, Math.max(0, backgroundLimit - used(now)));
      for (const member of background.slice(0, bg)) inFlight.add(member);
      const waitMs =
        fg < foreground.length
          ? waitBelow(now, limit)
          : bg < background.length
            ? waitBelow(now, backgroundLimit)
            : 0;
      return { foreground: fg, background: bg, waitMs, paused: false };
    },
    release: (member: string) => {
      if (inFlight.delete(member)) frees.push(Date.now() + windowMs);
    },
    pause: (ms: number) => {
      pausedUntil = Math.max(pausedUntil, Date.now() + ms);
    },
    pausedFor: () => Math.max(0, pausedUntil - Date.now()),
  };
};

// Redis's own clock (TIME) for every instance, so their clocks need not agree.
const NOW = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

/**
 * KEYS: the window, the pause, the instances. ARGV: limit, background limit, window ms, hold ms
 * (the longest a request may be unanswered), this instance, the number of foreground members,
 * then the members (foreground first). Answers granted foreground, granted background, the wait
 * in ms, the instances sharing the budget, and 1 when paused.
 */
const TAKE = `${NOW}
redis.call('ZADD', KEYS[3], now + ${INSTANCE_TTL_MS}, ARGV[5])
redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', now)
redis.call('PEXPIRE', KEYS[3], ${INSTANCE_TTL_MS})
local instances = redis.call('ZCARD', KEYS[3])
local paused = tonumber(redis.call('GET', KEYS[2]) or '0')
if paused > now then return {0, 0, paused - now, instances, 1} end
local limit = tonumber(ARGV[1])
local fgWanted = tonumber(ARGV[6])
local bgWanted = #ARGV - 6 - fgWanted
if limit == 0 then return {fgWanted, bgWanted, 0, instances, 0} end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local used = redis.call('ZCARD', KEYS[1])
local hold = now + tonumber(ARGV[3]) + tonumber(ARGV[4])
local fg = math.min(fgWanted, math.max(0, limit - used))
for i = 1, fg do redis.call('ZADD', KEYS[1], hold, ARGV[6 + i]) end
used = used + fg
local bgLimit = tonumber(ARGV[2])
local bg = 0
if fg == fgWanted then bg = math.min(bgWanted, math.max(0, bgLimit - used)) end
for i = 1, bg do redis.call('ZADD', KEYS[1], hold, ARGV[6 + fgWanted + i]) end
used = used + bg
if fg + bg > 0 then redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[3]) + tonumber(ARGV[4])) end
local waitMs = 0
local below = nil
if fg < fgWanted then below = limit elseif bg < bgWanted then below = bgLimit end
if below then
  local at = redis.call('ZRANGE', KEYS[1], used - below, used - below, 'WITHSCORES')
  if at[2] then waitMs = tonumber(at[2]) - now else waitMs = 1000 end
end
return {fg, bg, waitMs, instances, 0}`;

/** KEYS: the window. ARGV: window ms, member. The answered request's place frees a window from now. */
const RELEASE = `${NOW}
redis.call('ZADD', KEYS[1], 'XX', now + tonumber(ARGV[1]), ARGV[2])
return 1`;

/** KEYS: the pause. ARGV: ms. Pauses until then, unless already paused for longer; answers ms left. */
const PAUSE = `${NOW}
local untilMs = now + tonumber(ARGV[1])
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if untilMs > current then
  redis.call('SET', KEYS[1], untilMs, 'PX', tonumber(ARGV[1]))
  return tonumber(ARGV[1])
end
return current - now`;

type BudgetRedis = Redis & {
  budgetTake: (...args: (string | number)[]) => Promise<number[]>;
  budgetRelease: (...args: (string | number)[]) => Promise<number>;
  budgetPause: (...args: (string | number)[]) => Promise<number>;
};

const PREFIX = 'dash:budget:';

export interface UpstreamBudgetOptions {
  /** Requests in any window, for every instance together; 0: no budget (pauses still hold). */
  limit: number;
  windowMs: number;
  /** The longest a request may wait, in all. */
  maxWaitMs: number;
  /** The longest an upstream request may stay unanswered (its place is held that long at most). */
  holdMs: number;
  redisUrl?: string | undefined;
  log: { info: (message: string) => void; warn: (message: string) => void };
}

export const createUpstreamBudget = ({
  limit,
  windowMs,
  maxWaitMs,
  holdMs,
  redisUrl,
  log,
}: UpstreamBudgetOptions) => {
  const instance = randomBytes(6).toString('base64url');
  let sequence = 0;
  const queues: Record<Priority, FairQueue> = {
    foreground: new FairQueue(),
    background: new FairQueue(),
  };
  const memory = memoryWindow(windowMs);

  const redis = redisUrl
    ? (new Redis(redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        commandTimeout: 250,
      }) as BudgetRedis)
    : null;
  redis?.defineCommand('budgetTake', { numberOfKeys: 3, lua: TAKE });
  redis?.defineCommand('budgetRelease', { numberOfKeys: 1, lua: RELEASE });
  redis?.defineCommand('budgetPause', { numberOfKeys: 1, lua: PAUSE });
  // Without Redis's word yet, assume two instances share the budget (the least with Redis).
  let instancesSeen = 2;
  let down = false;
  let redisAgainAt = 0;
  const share = () =>
    redis ? (limit === 0 ? 0 : Math.max(1, Math.floor(limit / Math.max(1, instancesSeen)))) : limit;
  const redisFailed = (error: unknown) => {
    redisAgainAt = Date.now() + REDIS_RETRY_MS;
    if (down) return;
    down = true;
    log.warn(
      `Upstream budget: Redis unreachable (${error instanceof Error ? error.message : String(error)}); this instance keeps to its share (${share()} requests a window) meanwhile`,
    );
  };
  redis?.on('error', (error: Error) => {
    if (!down) redisFailed(error);
  });
  const redisAnswered = () => {
    if (!down) return;
    down = false;
    log.info('Upstream budget: Redis reachable again; the budget is shared again');
  };
  const useRedis = () => redis !== null && redis.status === 'ready' && Date.now() >= redisAgainAt;

  /** Asks for places for these members; where the places were taken, for their release. */
  const grant = async (
    foreground: string[],
    background: string[],
  ): Promise<Grant & { where: 'redis' | 'memory' }> => {
    if (redis && useRedis()) {
      try {
        const [fg, bg, waitMs, instances, paused] = await redis.budgetTake(
          `${PREFIX}window`,
          `${PREFIX}paused`,
          `${PREFIX}instances`,
          limit,
          Math.max(1, Math.floor(limit * BACKGROUND_SHARE)),
          windowMs,
          holdMs,
          instance,
          foreground.length,
          ...foreground,
          ...background,
        );
        redisAnswered();
        instancesSeen = Math.max(1, instances ?? 1);
        return {
          foreground: fg ?? 0,
          background: bg ?? 0,
          waitMs: waitMs ?? 0,
          paused: paused === 1,
          where: 'redis',
        };
      } catch (error) {
        redisFailed(error);
      }
    }
    return { ...memory.take(share(), foreground, background), where: 'memory' };
  };

  let pumping = false;
  let wake: (() => void) | null = null;
  let closed = false;
  const kick = () => wake?.();
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  /** Refuses the waiters who are past their time, or who a pause would keep past it. */
  const refuseLate = (pausedMs: number, waitMs: number) => {
    const now = Date.now();
    for (const queue of Object.values(queues)) {
      for (const waiter of queue.remove((w) => (w.ticket.deadline ?? Infinity) <= now + pausedMs)) {
        const wait = Number.isFinite(waitMs) ? waitMs : 0;
        const seconds = Math.ceil(Math.max(pausedMs, wait, 1000) / 1000);
        waiter.reject(new BudgetWaitTooLong(Math.min(seconds, 3600)));
      }
    }
  };

  const slotOf = (waiter: Waiter | undefined, member: string, where: 'redis' | 'memory'): Slot => {
    let released = false;
    return {
      waitedMs: waiter ? Date.now() - waiter.since : 0,
      done: () => {
        if (released) return;
        released = true;
        if (where === 'memory') {
          memory.release(member);
          kick();
        } else if (redis)
          redis.budgetRelease(`${PREFIX}window`, windowMs, member).then(kick, () => {
            // Its place stays held until the longest an answer may take: on the safe side.
          });
      },
    };
  };

  /** Should the queue ever fail, nobody is left waiting for it. */
  const failEveryone = (error: unknown) => {
    for (const queue of Object.values(queues))
      for (const waiter of queue.remove(() => true))
        waiter.reject(error instanceof Error ? error : new Error(String(error)));
  };

  const pump = async () => {
    if (pumping) return;
    pumping = true;
    try {
      let lastWait = 0;
      while (!closed && queues.foreground.size + queues.background.size > 0) {
        refuseLate(memory.pausedFor(), lastWait);
        const fgWaiters = queues.foreground.peek(BATCH);
        const bgWaiters = queues.background.peek(BATCH - fgWaiters.length);
        if (fgWaiters.length + bgWaiters.length === 0) break;
        const member = () => `${instance}:${(++sequence).toString(36)}`;
        const fgMembers = fgWaiters.map(member);
        const bgMembers = bgWaiters.map(member);
        const got = await grant(fgMembers, bgMembers);
        // Places are alike: the granted ones go to whoever is next now (a newcomer may have
        // taken a turn meanwhile); one nobody waits for any more (closing) is let go at once.
        const serve = (queue: FairQueue, members: string[], count: number) => {
          for (const member of members.slice(0, count)) {
            const waiter = queue.shift();
            const slot = slotOf(waiter, member, got.where);
            if (waiter) waiter.resolve(slot);
            else slot.done();
          }
        };
        serve(queues.foreground, fgMembers, got.foreground);
        serve(queues.background, bgMembers, got.background);
        if (got.foreground + got.background > 0) continue;
        if (got.paused) memory.pause(got.waitMs);
        lastWait = got.waitMs;
        refuseLate(got.paused ? got.waitMs : 0, got.waitMs);
        const earliest = Math.min(
          queues.foreground.earliestDeadline(),
          queues.background.earliestDeadline(),
        );
        await sleep(Math.max(5, Math.min(got.waitMs, MAX_SLEEP_MS, earliest - Date.now())));
      }
    } finally {
      pumping = false;
    }
  };

  return {
    /**
     * Waits for this request's place in the window: its turn among the waiting (priority, then
     * people in turn), room in the window, and the end of any pause. Rejects with
     * `BudgetWaitTooLong` once the request has waited (or a pause would make it wait) longer
     * than it may in all.
     */
    take: (ticket: Ticket): Promise<Slot> => {
      ticket.deadline ??= Date.now() + maxWaitMs;
      return new Promise<Slot>((resolve, reject) => {
        if (closed) return reject(new Error('The upstream budget is closed'));
        queues[ticket.priority].push({ ticket, since: Date.now(), resolve, reject });
        if (pumping) kick();
        else void pump().catch(failEveryone);
      });
    },
    /** The gateway answered 429: every instance pauses for `ms`. */
    pause: async (ms: number) => {
      memory.pause(ms);
      kick();
      if (redis && useRedis())
        await redis.budgetPause(`${PREFIX}paused`, ms).then(redisAnswered, redisFailed);
    },
    /** Requests waiting in this instance, by priority. */
    queued: (): Record<Priority, number> => ({
      foreground: queues.foreground.size,
      background: queues.background.size,
    }),
    close: async () => {
      closed = true;
      kick();
      for (const queue of Object.values(queues))
        for (const waiter of queue.remove(() => true))
          waiter.reject(new Error('The server is shutting down'));
      redis?.disconnect();
    },
  };
};
export type UpstreamBudget = ReturnType<typeof createUpstreamBudget>;

/** `Retry-After` (seconds, or an HTTP date) in ms: at least a second, at most an hour. */
export const retryAfterMs = (value: string | undefined, now = Date.now()) => {
  const seconds = Number(value);
  const ms = Number.isFinite(seconds)
    ? seconds * 1000
    : value && !Number.isNaN(Date.parse(value))
      ? Date.parse(value) - now
      : 1000;
  return Math.min(3_600_000, Math.max(1000, ms));
};
