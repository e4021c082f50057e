import { lazy, useEffect, type ComponentType } from 'react';

/**
 * A component that is not on the page's first screen (a dialog, a drawer): its code stays off
 * the first paint and loads on first use, or earlier with `preload` (see `usePreloadWhenIdle`),
 * so the first click does not wait for it. A failed load (offline, a new deployment) is tried
 * again on the next use.
 */
export function lazyAfterPaint<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(lazy(preload), { preload });
}

/** Loads the given components' code once the page is idle after its first paint. */
export function usePreloadWhenIdle(...components: { preload: () => Promise<unknown> }[]): void {
  useEffect(() => {
    const run = () => {
      for (const component of components) component.preload().catch(() => undefined);
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(run, 1000);
    return () => clearTimeout(timer);
    // Components are module constants: preloading once per mount is the intent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
