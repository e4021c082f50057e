import { MAX_LIMIT } from '../../contract/constants';
import { isApiError } from './api-error';

/** Pages asked for at once after the first: enough to be quick, few enough to spare the upstream. */
export const FETCH_ALL_CONCURRENCY = 4;
/** Tries of one page answered 429 before its failure stands. */
export const RATE_LIMIT_TRIES = 3;
/** The wait after a 429 that says no `Retry-After`. */
const DEFAULT_RETRY_AFTER_SECONDS = 1;

export interface PagedResult<T> {
  total: number;
  orders: T[];
}

export interface FetchAllOptions {
  /** Stops asking for pages (and the waits between them) once aborted. */
  signal?: AbortSignal;
  /** Pages in flight at once after the first. */
  concurrency?: number;
  /** Told after every page: the rows fetched so far and how many there are in all. */
  onProgress?: (progress: { fetched: number; total: number }) => void;
}

const aborted = (signal: AbortSignal | undefined) =>
  signal?.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError');

/** Waits `ms`, or rejects at once when the signal aborts. */
const wait = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(aborted(signal));
    const done = () => {
      signal?.removeEventListener('abort', stop);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(aborted(signal));
    };
    signal?.addEventListener('abort', stop, { once: true });
  });

/** One request (a page, or any call), asked again after the upstream's `Retry-After` when it answers 429. */
export async function withRateLimit<R>(ask: () => Promise<R>, signal: AbortSignal | undefined) {
  for (let attempt = 1; ; attempt += 1) {
    if (signal?.aborted) throw aborted(signal);
    try {
      return await ask();
    } catch (error) {
      if (!isApiError(error) || error.status !== 429 || attempt >= RATE_LIMIT_TRIES) throw error;
      await wait((error.retryAfter ?? DEFAULT_RETRY_AFTER_SECONDS) * 1000, signal);
    }
  }
}

/**
 * Every row behind a paged list (`limit`/`offset`), in pages of MAX_LIMIT: the first says how
 * many, the rest follow a few at a time (`concurrency`), and come back in the list's own order.
 * The one way the web app fetches a whole list: abortable, bounded, reporting its progress, and
 * honouring `Retry-After` when the upstream answers 429. `options` may be the concurrency alone.
 */
export async function fetchAllPages<T>(
  page: (offset: number, limit: number) => Promise<PagedResult<T>>,
  options: FetchAllOptions | number = {},
): Promise<PagedResult<T>> {
  const {
    signal,
    concurrency = FETCH_ALL_CONCURRENCY,
    onProgress,
  } = typeof options === 'number' ? { concurrency: options } : options;
  const first = await withRateLimit(() => page(0, MAX_LIMIT), signal);
  let fetched = first.orders.length;
  onProgress?.({ fetched, total: first.total });
  const offsets: number[] = [];
  for (let offset = MAX_LIMIT; offset < first.total; offset += MAX_LIMIT) offsets.push(offset);
  const rest: T[][] = new Array<T[]>(offsets.length);
  let next = 0;
  const worker = async () => {
    while (next < offsets.length) {
      const index = next;
      next += 1;
      const { orders } = await withRateLimit(
        () => page(offsets[index] as number, MAX_LIMIT),
        signal,
      );
      rest[index] = orders;
      fetched += orders.length;
      onProgress?.({ fetched, total: first.total });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, offsets.length) }, worker));
  return { total: first.total, orders: [...first.orders, ...rest.flat()] };
}
