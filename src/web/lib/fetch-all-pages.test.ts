import { describe, expect, it } from 'vitest';
import { MAX_LIMIT } from '../../contract/common';
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
