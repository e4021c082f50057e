import { describe, expect, it, vi } from 'vitest';
import { MAX_LIMIT } from '../../contract/common';
import { ApiError } from './api-error';
import { fetchAllPages } from './fetch-all-pages';

describe('fetchAllPages', () => {
  it('returns every row in order, with at most `concurrency` pages in flight', async () => {
    const total = MAX_LIMIT * 6 + 7;
    const all = Array.from({ length: total }, (_, index) => index);
    let inFlight = 0;
    let most = 0;
    const result = await fetchAllPages(async (offset, limit) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      // Later pages answer sooner: the order must still be the list's.
      await new Promise((resolve) => setTimeout(resolve, 10 - offset / MAX_LIMIT));
      inFlight -= 1;
      return { total, orders: all.slice(offset, offset + limit) };
    }, 3);
    expect(result.total).toBe(total);
    expect(result.orders).toEqual(all);
    expect(most).toBeLessThanOrEqual(3);
  });
});

describe('fetchAllPages, when the upstream pushes back', () => {
  const pages = (total: number) => (offset: number, limit: number) =>
    Promise.resolve({
      total,
      orders: Array.from({ length: Math.min(limit, total - offset) }, (_, i) => offset + i),
    });

  it('waits as long as Retry-After says after a 429, then asks again', async () => {
    vi.useFakeTimers();
    try {
      const all = pages(MAX_LIMIT + 3);
      let refused = false;
      const asked: number[] = [];
      const result = fetchAllPages(async (offset, limit) => {
        asked.push(offset);
        if (offset > 0 && !refused) {
          refused = true;
          throw new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'slow', retryAfter: 2 });
        }
        return all(offset, limit);
      });
      await vi.advanceTimersByTimeAsync(1_999);
      expect(asked).toEqual([0, MAX_LIMIT]);
      await vi.advanceTimersByTimeAsync(1);
      expect((await result).orders).toHaveLength(MAX_LIMIT + 3);
      expect(asked).toEqual([0, MAX_LIMIT, MAX_LIMIT]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports its progress page by page', async () => {
    const seen: { fetched: number; total: number }[] = [];
    await fetchAllPages(pages(MAX_LIMIT * 2 + 1), { onProgress: (step) => seen.push(step) });
    expect(seen.at(0)).toEqual({ fetched: MAX_LIMIT, total: MAX_LIMIT * 2 + 1 });
    expect(seen.at(-1)).toEqual({ fetched: MAX_LIMIT * 2 + 1, total: MAX_LIMIT * 2 + 1 });
    expect(seen).toHaveLength(3);
  });

  it('stops asking once aborted, also while it waits out a 429', async () => {
    const controller = new AbortController();
    let asked = 0;
    const result = fetchAllPages(
      async (offset, limit) => {
        asked += 1;
        if (offset > 0) {
          controller.abort();
          throw new ApiError({
            status: 429,
            code: 'RATE_LIMITED',
            message: 'slow',
            retryAfter: 60,
          });
        }
        return pages(MAX_LIMIT * 3)(offset, limit);
      },
      { signal: controller.signal, concurrency: 1 },
    );
    await expect(result).rejects.toThrow();
    expect(asked).toBe(2);
  });
});
