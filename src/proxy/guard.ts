/**
 * Sign-in throttling, which every instance behind a load balancer must agree on: in memory by
 * default (one instance, nothing to install); in Redis when `REDIS_URL` is set. The throttle is
 * rate-limiter-flexible's limiters over either store. (Sessions, and their ending, are the
 * database's: src/people/sessions.ts.)
 *
 * Sign-in fails closed: when the store cannot be reached or does not answer within its short
 * timeout, no password is checked (a clear 503). Nothing else waits for it.
 *
 * Guesses are counted by address and by email-and-address, so someone who knows an email cannot
 * keep its owner out from elsewhere; a looser count by email alone slows a spread-out attack, and
 * it does not hold back a browser that has signed in to that account before (a device cookie).
 */
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** Wrong passwords for one email from one address before each next one waits (2 s, 4 s… 15 min). */
export const FREE_FAILURES_PER_EMAIL = 3;
/** Wrong passwords for one email from anywhere before each next one waits (known devices excepted). */
export const FREE_FAILURES_PER_EMAIL_ANYWHERE = 10;
/** The same from one client address (it may sign in several people). */
export const FREE_FAILURES_PER_ADDRESS = 20;
/** Wrong passwords from one client address in a day before it waits for the day to end. */
export const DAILY_FAILURES_PER_ADDRESS = 100;
export const MAX_DELAY_SECONDS = 15 * 60;
const DAY_SECONDS = 86_400;
/** Longer than any gateway call (its timeout), so an attempt's hold never ends under it. */
const IN_FLIGHT_SECONDS = 60;

/** The store cannot be reached: sign-in answers 503 rather than check a password unthrottled. */
export class GuardUnavailable extends Error {}

/** Seconds to wait after `failures` consecutive failures with `free` of them allowed. */
export const delayAfter = (failures: number, free: number) =>
  failures <= free ? 0 : Math.min(2 ** (failures - free), MAX_DELAY_SECONDS);

interface Limiters {
  /** One sign-in at a time per email, on every instance: guesses sent at once wait their turn. */
  inFlightByEmail: RateLimiterAbstract;
  failsByEmail: RateLimiterAbstract;
  waitByEmail: RateLimiterAbstract;
  failsByEmailAnywhere: RateLimiterAbstract;
  waitByEmailAnywhere: RateLimiterAbstract;
  failsByAddress: RateLimiterAbstract;
  waitByAddress: RateLimiterAbstract;
  dailyByAddress: RateLimiterAbstract;
}

const limiters = (
  make: (keyPrefix: string, points: number, duration: number) => RateLimiterAbstract,
): Limiters => ({
  // Counters: points no one reaches, kept a day from the first failure (a success clears the
  // email's).
  failsByEmail: make('signin-fails-email-address', 1_000_000, DAY_SECONDS),
  failsByEmailAnywhere: make('signin-fails-email', 1_000_000, DAY_SECONDS),
  // Held while an attempt is with the gateway; expires on its own should an instance die.
  inFlightByEmail: make('signin-inflight-email', 1, IN_FLIGHT_SECONDS),
  failsByAddress: make('signin-fails-address', 1_000_000, DAY_SECONDS),
  // Waits: `block` sets them; a key is waiting while blocked.
  waitByEmail: make('signin-wait-email-address', 1, 1),
  waitByEmailAnywhere: make('signin-wait-email', 1, 1),
  waitByAddress: make('signin-wait-address', 1, 1),
  dailyByAddress: make('signin-daily-address', DAILY_FAILURES_PER_ADDRESS, DAY_SECONDS),
});

export interface Guard {
  /**
   * Seconds to wait before this email may try from this address (`knownDevice`: the browser
   * signed in to this account before); 0: it may, and the attempt is held until `endSignIn` (a
   * second attempt for the email meanwhile waits a second).
   */
  beginSignIn: (email: string, address: string, knownDevice?: boolean) => Promise<number>;
  /** The attempt is over (after `signInFailed` or `signInSucceeded`, or a failure). */
  endSignIn: (email: string) => Promise<void>;
  /**
   * A wrong password: counts it, and sets the waits it earns. Answers the seconds this email
   * must now wait from this address (0: none), so the refusal can say so at once.
   */
  signInFailed: (email: string, address: string) => Promise<number>;
  /** The right password: the email's counts from this address start again. */
  signInSucceeded: (email: string, address: string) => Promise<void>;
  /** Lets go of the store's connection. */
  close: () => Promise<void>;
}

const secondsOf = (res: RateLimiterRes | null) =>
  res && res.consumedPoints > 0 && res.remainingPoints <= 0 && res.msBeforeNext > 0
    ? Math.ceil(res.msBeforeNext / 1000)
    : 0;

const throttle = (l: Limiters, ready: () => Promise<void> = async () => undefined) => {
  const unavailable = (error: unknown): never => {
    if (error instanceof RateLimiterRes) throw new Error('unexpected limiter rejection');
    throw new GuardUnavailable(error instanceof Error ? error.message : String(error));
  };
  const count = async (limiter: RateLimiterAbstract, key: string) => {
    try {
      return (await limiter.consume(key)).consumedPoints;
    } catch (error) {
      // The daily limiter rejects past its points: that is a count too.
      if (error instanceof RateLimiterRes) return error.consumedPoints;
      return unavailable(error);
    }
  };
  return {
    beginSignIn: async (email: string, address: string, knownDevice = false) => {
      try {
        await ready();
        // A browser that signed in to this account before is not held back by the email's
        // waits (someone else's guesses); the address's own waits still hold.
        const [byEmail, byAddress, daily, anywhere] = await Promise.all([
          knownDevice ? null : l.waitByEmail.get(`${email}|${address}`),
          l.waitByAddress.get(address),
          l.dailyByAddress.get(address),
          knownDevice ? null : l.waitByEmailAnywhere.get(email),
        ]);
        const wait = Math.max(
          secondsOf(byEmail),
          secondsOf(byAddress),
          secondsOf(daily),
          secondsOf(anywhere),
        );
        if (wait > 0) return wait;
      } catch (error) {
        return unavailable(error);
      }
      try {
        await l.inFlightByEmail.consume(email);
        return 0;
      } catch (error) {
        if (error instanceof RateLimiterRes) return 1;
        return unavailable(error);
      }
    },
    endSignIn: async (email: string) => {
      await l.inFlightByEmail.delete(email);
    },
    signInFailed: async (email: string, address: string) => {
      await ready().catch(unavailable);
      const [byEmail, byAddress, , anywhere] = await Promise.all([
        count(l.failsByEmail, `${email}|${address}`),
        count(l.failsByAddress, address),
        count(l.dailyByAddress, address),
        count(l.failsByEmailAnywhere, email),
      ]);
      const emailWait = delayAfter(byEmail, FREE_FAILURES_PER_EMAIL);
      const addressWait = delayAfter(byAddress, FREE_FAILURES_PER_ADDRESS);
      const anywhereWait = delayAfter(anywhere, FREE_FAILURES_PER_EMAIL_ANYWHERE);
      try {
        await Promise.all([
          emailWait > 0 ? l.waitByEmail.block(`${email}|${address}`, emailWait) : undefined,
          addressWait > 0 ? l.waitByAddress.block(address, addressWait) : undefined,
          anywhereWait > 0 ? l.waitByEmailAnywhere.block(email, anywhereWait) : undefined,
        ]);
      } catch (error) {
        unavailable(error);
      }
      return Math.max(emailWait, addressWait, anywhereWait);
    },
    signInSucceeded: async (email: string, address: string) => {
      try {
        await Promise.all([
          l.failsByEmail.delete(`${email}|${address}`),
          l.waitByEmail.delete(`${email}|${address}`),
        ]);
      } catch (error) {
        unavailable(error);
      }
    },
  };
};

/** One instance: everything in this process. */
export const createMemoryGuard = (): Guard => ({
  ...throttle(
    limiters(
      (keyPrefix, points, duration) => new RateLimiterMemory({ keyPrefix, points, duration }),
    ),
  ),
  close: async () => undefined,
});

/** Many instances: the counters and revocations in Redis, so every instance agrees. */
export const createRedisGuard = (
  url: string,
  log: (message: string) => void = console.warn,
): Guard => {
  // Commands fail at once while the connection is down (no queue): sign-in can say so.
  // A stalled Redis (paused, not down) fails each command after half a second.
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 500,
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log(
      `Shared state (Redis) unreachable: ${error.message}. Sign-in answers 503 until it is back.`,
    );
  });
  redis.on('ready', () => {
    if (down) log('Shared state (Redis) reachable again.');
    down = false;
  });
  /**
   * The first connection, given two seconds from start: a fresh instance's first requests wait
   * for it (once, one listener); after that, or once it was lost, "not connected" is said at once
   * rather than a second late on every request.
   */
  const firstConnection = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 2000);
    timer.unref();
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  const ready = async () => {
    if (redis.status === 'ready') return;
    await firstConnection;
    // (Read again: it may have changed while waiting.)
    if ((redis.status as string) !== 'ready') throw new GuardUnavailable('Redis is not connected');
  };
  const make = (keyPrefix: string, points: number, duration: number) =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `dash:${keyPrefix}`,
      points,
      duration,
      rejectIfRedisNotReady: true,
    });
  return {
    ...throttle(limiters(make), ready),
    close: async () => {
      redis.disconnect();
    },
  };
};
