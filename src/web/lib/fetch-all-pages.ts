import { MAX_LIMIT } from '../../contract/common';

/** Pages asked for at once after the first: enough to be quick, few enough to spare the upstream. */
export const FETCH_ALL_CONCURRENCY = 4;

export interface PagedResult<T> {
  total: number;
  orders: T[];
}

/**
 * Every row behind a paged list (`limit`/`offset`), in pages of MAX_LIMIT: the first says how
 * many, the rest follow a few at a time, and come back in the list's own order.
 */
export async function fetchAllPages<T>(
  page: (offset: number, limit: number) => Promise<PagedResult<T>>,
  concurrency = FETCH_ALL_CONCURRENCY,
): Promise<PagedResult<T>> {
  const first = await page(0, MAX_LIMIT);
  const offsets: number[] = [];
  for (let offset = MAX_LIMIT; offset < first.total; offset += MAX_LIMIT) offsets.push(offset);
  const rest: T[][] = new Array<T[]>(offsets.length);
  let next = 0;
  const worker = async () => {
    while (next < offsets.length) {
      const index = next;
      next += 1;
      rest[index] = (await page(offsets[index] as number, MAX_LIMIT)).orders;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, offsets.length) }, worker));
  return { total: first.total, orders: [...first.orders, ...rest.flat()] };
}
