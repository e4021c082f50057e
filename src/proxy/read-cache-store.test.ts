/**
 * The kept replies on their own: bounded in memory (oldest out), cleared by writes or patched
 * with their known effect (in memory and through Redis), and with Redis out of reach every read
 * still answered by the gateway.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startRedis, type LocalRedis } from './local-redis';
import { createReadCache, stableJson, type ReadCache } from './read-cache';
import type { UpstreamReply } from './upstream';
import type { WriteEffect } from './write-effects';

const reply = (text: string): UpstreamReply => ({
  status: 200,
  retryAfter: undefined,
  body: Buffer.from(text),
});
const read = (clientId: string | null, n: number) => ({
  operation: 'listOrders',
  input: { query: { clientId, n } },
  clientId,
  fresh: false,
});

describe('kept replies', () => {
  it('are keyed by a JSON whose keys are in order', () => {
    expect(stableJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      stableJson({ a: { c: null, d: [2, { e: 0, f: 1 }] }, b: 1 }),
    );
    expect(stableJson({ a: 1, b: undefined })).toBe(stableJson({ a: 1 }));
  });

  it('are bounded: past the limit the oldest is let go', async () => {
    const cache = createReadCache({ seconds: 60, maxEntries: 3 });
    let asked = 0;
    const ask = async () => reply(`reply ${++asked}`);
    for (let n = 0; n < 5; n++) await cache.read(read('c-1', n), ask);
    expect(cache.size().entries).toBe(3);
    expect((await cache.read(read('c-1', 4), ask)).source).toBe('kept');
    expect((await cache.read(read('c-1', 0), ask)).source).toBe('upstream');
    expect(asked).toBe(6);
  });

  it('are bounded in bytes too', async () => {
    const cache = createReadCache({ seconds: 60, maxBytes: 100 });
    for (let n = 0; n < 5; n++) await cache.read(read('c-1', n), async () => reply('x'.repeat(40)));
    expect(cache.size().bytes).toBeLessThanOrEqual(100);
    expect(cache.size().entries).toBe(2);
  });

  it("a write clears the replies it changes, of its client and of no single client; one of no known client, every client's", async () => {
    const cache = createReadCache({ seconds: 60, settleSeconds: 0 });
    const ask = async () => reply('{}');
    const finance = (clientId: string) => ({
      ...read(clientId, 0),
      operation: 'getFinanceOverview',
    });
    for (const client of ['c-1', 'c-2', null]) await cache.read(read(client, 0), ask);
    await cache.read(finance('c-1'), ask);
    await cache.written('c-1', ['listOrders']);
    expect((await cache.read(read('c-1', 0), ask)).source).toBe('upstream');
    expect((await cache.read(read(null, 0), ask)).source).toBe('upstream');
    expect((await cache.read(read('c-2', 0), ask)).source).toBe('kept');
    // What the write does not change stays kept.
    expect((await cache.read(finance('c-1'), ask)).source).toBe('kept');
    await cache.written(null, ['listOrders']);
    expect((await cache.read(read('c-2', 0), ask)).source).toBe('upstream');
    expect((await cache.read(finance('c-1'), ask)).source).toBe('kept');
  });

  it("after a write, the client's reads are asked again, not kept, until the gateway has settled", async () => {
    const cache = createReadCache({ seconds: 60, settleSeconds: 1 });
    const ask = async () => reply('{}');
    for (const client of ['c-1', 'c-2']) await cache.read(read(client, 0), ask);
    await cache.written('c-1', ['listOrders']);
    expect((await cache.read(read('c-1', 0), ask)).source).toBe('upstream');
    expect((await cache.read(read('c-1', 0), ask)).source).toBe('upstream');
    // Another client's are kept all along.
    expect((await cache.read(read('c-2', 0), ask)).source).toBe('kept');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await cache.read(read('c-1', 0), ask)).source).toBe('upstream');
    expect((await cache.read(read('c-1', 0), ask)).source).toBe('kept');
  });

  it('keep nothing but a 200', async () => {
    const cache = createReadCache({ seconds: 60 });
    const failed = async (): Promise<UpstreamReply> => ({ ...reply('{}'), status: 502 });
    await cache.read(read('c-1', 0), failed);
    expect((await cache.read(read('c-1', 0), failed)).source).toBe('upstream');
  });

  it('with Redis out of reach, every read is still answered, by the gateway', async () => {
    const cache = createReadCache({
      seconds: 60,
      redisUrl: `redis://127.0.0.1:${await freePort()}`,
      log: () => undefined,
    });
    try {
      let asked = 0;
      for (let i = 0; i < 3; i++) {
        const { reply: answer, source } = await cache.read(read('c-1', 0), async () =>
          reply(`reply ${++asked}`),
        );
        expect(source).toBe('upstream');
        expect(answer.body.toString()).toBe(`reply ${asked}`);
      }
      await cache.written('c-1', ['listOrders']);
      expect(await cache.redisReady()).toBe(false);
    } finally {
      await cache.close();
    }
  });
});

/** A kept disputes list of client c-1: one order open to a dispute, one not named by the write. */
const disputes = (status = 'not_disputed') =>
  JSON.stringify({
    status: true,
    statusCode: 200,
    message: 'ok',
    result: {
      total: 2,
      orders: [
        { deliveryUUID: 'd-1', disputeStatus: status, disputeDate: '' },
        { deliveryUUID: 'd-2', disputeStatus: 'not_disputed', disputeDate: '' },
      ],
    },
    error: null,
  });
const disputesRead = (clientId: string) => ({
  operation: 'listDisputedOrders',
  input: { query: { clientId, limit: 500 } },
  clientId,
  fresh: false,
});
const raised: WriteEffect = {
  kind: 'raise',
  deliveryUUID: 'd-1',
  reason: 'Item missing',
  description: null,
  day: '2026-11-18',
};
const statusIn = (body: Buffer) =>
  (
    JSON.parse(body.toString()) as { result: { orders: { disputeStatus: string }[] } }
  ).result.orders.map((order) => order.disputeStatus);

/** What a write's known effect does to kept replies, with one instance or many (Redis). */
const effectCases = (
  make: () => Promise<{ a: ReadCache; b: ReadCache; close: () => Promise<void> }>,
) => {
  it("a write's known effect is applied to the kept replies, on every instance, not cleared", async () => {
    const { a, b, close } = await make();
    try {
      let asked = 0;
      const ask = async () => (asked++, reply(disputes()));
      await a.read(disputesRead('c-1'), ask);
      await b.written('c-1', ['listDisputedOrders', 'listAutoDisputeConfigs'], raised);
      for (const cache of [a, b]) {
        const after = await cache.read(disputesRead('c-1'), ask);
        expect(after.source).toBe('kept');
        expect(statusIn(after.reply.body)).toEqual(['pending', 'not_disputed']);
      }
      expect(asked).toBe(1);
    } finally {
      await close();
    }
  });

  it('a read on its way when the write happened is never kept without it, nor joined by a read after it', async () => {
    const { a, b, close } = await make();
    try {
      let release: (value: UpstreamReply) => void = () => undefined;
      const slow = a.read(
        disputesRead('c-1'),
        () => new Promise<UpstreamReply>((resolve) => (release = resolve)),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      await b.written('c-1', ['listDisputedOrders'], raised);
      // Asked after the write: not joined to the one before it.
      let asked = 0;
      const later = a.read(disputesRead('c-1'), async () => (asked++, reply(disputes('pending'))));
      await new Promise((resolve) => setTimeout(resolve, 50));
      // The gateway answers the earlier read with the state before the write.
      release(reply(disputes()));
      expect(statusIn((await slow).reply.body)).toEqual(['not_disputed', 'not_disputed']);
      expect((await later).source).toBe('upstream');
      expect(asked).toBe(1);
      const next = await a.read(disputesRead('c-1'), async () => reply('{}'));
      expect(next.source).toBe('kept');
      expect(statusIn(next.reply.body)).toEqual(['pending', 'not_disputed']);
    } finally {
      await close();
    }
  });

  it('a kept reply the effect cannot be worked out on is let go and asked again', async () => {
    const { a, b, close } = await make();
    try {
      const reviewsRead = {
        operation: 'listReviews',
        input: { query: { limit: 1, offset: 0 }, body: { listingIds: ['L1'] } },
        clientId: 'c-1',
        fresh: false,
      };
      const unknown = JSON.stringify({
        status: true,
        statusCode: 200,
        message: 'ok',
        result: {
          total: 900,
          reviews: [],
          totalUnAnswered: 900,
          unAnsweredReviews: [],
          totalReviewSite: 0,
          reviewSiteReviews: [],
          unansweredReviewSite: 0,
          unansweredReviewsReviewSite: [],
        },
        error: null,
      });
      let asked = 0;
      const ask = async () => (asked++, reply(unknown));
      await a.read(reviewsRead, ask);
      expect((await a.read(reviewsRead, ask)).source).toBe('kept');
      await b.written('c-1', ['listReviews'], {
        kind: 'reply',
        deliveryUUID: 'd-9',
        channel: 'MARKETPLACE_1',
        listingId: 'L1',
        comment: 'Thanks',
        promo: 0,
        at: 0,
      });
      expect((await a.read(reviewsRead, ask)).source).toBe('upstream');
      expect(asked).toBe(2);
    } finally {
      await close();
    }
  });
};

describe("a write's effect, one instance (memory)", () => {
  effectCases(async () => {
    const cache = createReadCache({ seconds: 60, settleSeconds: 0 });
    return { a: cache, b: cache, close: () => cache.close() };
  });
});

describe("a write's effect, two instances (Redis)", () => {
  let redis: LocalRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });
  effectCases(async () => {
    await new Redis(redis.url).flushall().then(() => undefined);
    const a = createReadCache({ seconds: 60, settleSeconds: 0, redisUrl: redis.url });
    const b = createReadCache({ seconds: 60, settleSeconds: 0, redisUrl: redis.url });
    for (let i = 0; i < 50 && !((await a.redisReady()) && (await b.redisReady())); i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    return { a, b, close: async () => void (await Promise.all([a.close(), b.close()])) };
  });

  it('a patched reply keeps the time it had left, and the effect counter never expires', async () => {
    const client = new Redis(redis.url);
    const cache = createReadCache({ seconds: 60, settleSeconds: 0, redisUrl: redis.url });
    try {
      await client.flushall();
      for (let i = 0; i < 50 && !(await cache.redisReady()); i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      await cache.read(disputesRead('c-1'), async () => reply(disputes()));
      await cache.written('c-1', ['listDisputedOrders'], raised);
      expect((await cache.read(disputesRead('c-1'), async () => reply('{}'))).source).toBe('kept');
      const [key] = await client.keys('dash:read:checked:listDisputedOrders:*');
      const left = await client.pttl(key as string);
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(60_000);
      expect(await client.pttl('dash:read:seq:c-1|listDisputedOrders')).toBe(-1);
    } finally {
      client.disconnect();
      await cache.close();
    }
  });
});
