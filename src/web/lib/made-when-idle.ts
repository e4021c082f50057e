/**
 * A value made on first use, or when the browser is next idle if that comes first. For the
 * browser's `Intl` objects: the first of each kind loads its locale data, 15 ms on a laptop and
 * 60 ms on a slow phone, which made as its module first runs lands in the long task that starts
 * every page. Made while idle, it is a short task of its own.
 */
export function madeWhenIdle<T>(make: () => T): () => T {
  let value: T | undefined;
  const get = () => (value ??= make());
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void get());
  return get;
}
