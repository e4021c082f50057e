/** Runs `callback` once the browser is idle (at the latest after `timeout` ms); returns a cancel. */
export const whenIdle = (callback: () => void, timeout: number) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(callback, Math.min(timeout, 1000));
  return () => clearTimeout(timer);
};

/**
 * A value made on first use, or when the browser is next idle if that comes first. For the
 * browser's `Intl` objects: the first of each kind loads its locale data, 15 ms on a laptop and
 * 60 ms on a slow phone, which made as its module first runs lands in the long task that starts
 * every page. Made while idle, it is a short task of its own.
 */
export function madeWhenIdle<T>(make: () => T): () => T {
  let value: T | undefined;
  const get = () => (value ??= make());
  whenIdle(() => void get(), 3000);
  return get;
}
