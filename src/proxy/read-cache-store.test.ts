/**
 * The kept replies on their own: bounded in memory (oldest out), cleared by writes, and with
 * Redis out of reach every read still answered by the gateway.
 */
import { describe, expect, it } from 'vitest';
import { freePort } from './local-redis';
import { createReadCache, stableJson } from './read-cache';
import type { UpstreamReply } from './upstream';

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
