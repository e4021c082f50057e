import {
  createElement,
  lazy,
  startTransition,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
} from 'react';
import { afterNextPaint, whenIdle } from './schedule';

/**
 * A component that is not on the page's first screen (a dialog, a drawer), or not needed to draw
 * it (the header's client picker and order search): its code stays off the first paint and loads
 * on first use, or earlier with `preload` (see `usePreload`, `useLoadedAfterPaint`), so
 * the first click does not wait for it. A failed load (offline, a new deployment) is tried again
 * on the next use.
 */
export function lazyAfterPaint<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (Component) => {
        loaded = Component;
        return { default: Component };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload) as unknown as ComponentType<P>;
  // Once the code is in, the component itself: a lazy one suspends on its first render even then,
  // and React holds the reveal back up to 300 ms (a dialog opened that much later). Chosen once
  // per mount: switching would mount what shows anew.
  function AfterPaint(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(AfterPaint, { preload, loaded: () => loaded !== undefined });
}

/** What a person does first on a page: a pointer over it or pressed, a key, a focus moved. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `run` once, at the person's first sign of use of the page (`INTENT_EVENTS`) after its next
 * paint (a pointer moving over the page as it loads does not bring code ahead of what it draws).
 * Returns a cancel.
 */
export const onFirstIntent = (run: () => void): (() => void) => {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, go, options);
  };
  function go() {
    stop();
    run();
  }
  const cancelPaint = afterNextPaint(() => {
    for (const type of INTENT_EVENTS) document.addEventListener(type, go, options);
  });
  return () => {
    cancelPaint();
    stop();
  };
};

/**
 * Loads the given components' code after the page's first paint, so it never comes ahead of it:
 * - `'after-paint'`, as soon as the page has painted: for what draws the page's data (a list, a
 *   table), which arrives after the header anyway; the code comes down beside the data. Wrap each
 *   in a `Suspense` whose fallback is its skeleton: data that comes first waits on it there.
 * - `'on-intent'`, at the person's first use of the page (a pointer over it, a press, a key, a
 *   focus): for what a click opens (a dialog, a drawer), so the first click rarely waits for its
 *   code, and a visit that only reads the page never loads it. Loaded when idle instead, a page's
 *   overlays were most of the files and work it did after painting (docs/performance.md).
 */
export function usePreload(
  when: 'after-paint' | 'on-intent',
  ...components: { preload: () => Promise<unknown> }[]
): void {
  useEffect(
    () => {
      const preload = () => {
        for (const component of components) component.preload().catch(() => undefined);
      };
      return when === 'after-paint' ? afterNextPaint(preload) : onFirstIntent(preload);
    },
    // Components are module constants: preloading once per mount is the intent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
}

/**
 * For a control drawn first as a light stand-in of the same size, then as itself: `ready` turns
 * true once its code has loaded, which starts when the browser is idle after the first paint
 * (`'when-idle'`), or at once when the stand-in is used (`load`). Already loaded (a later mount): ready at once,
 * unless it waits for its use (below).
 *
 * `swap: 'on-use'` is for a stand-in that already shows all the control shows until it is used
 * (the header's client picker, a help button): the code loads at the person's first use of the
 * page (`onFirstIntent`: a pointer over it, a key, a focus), and the control takes the stand-in's
 * place only at its own first use. Drawing Mantine's combobox and popover, with
 * their floating layer, was the longest task after a page had painted on a slow phone (about 110
 * ms), for controls most visits never touch.
 *
 * `swap: 'on-intent'` is 'on-use' without the early load: the code comes at the first use
 * (the stand-in's focus or a press on it), which then waits for it. For a phone, where running
 * that code for a visit that never uses it costs most (the header's controls on a phone: with the
 * phone's filter drawer, /listings' main-thread work 1,666 → 1,424 ms in Lighthouse).
 */
export function useLoadedAfterPaint(
  component: {
    preload: () => Promise<unknown>;
    loaded: () => boolean;
  },
  swap: 'when-idle' | 'on-use' | 'on-intent' = 'when-idle',
): { ready: boolean; load: () => void } {
  // With 'on-use', the stand-in shows until used even when the code is in (a later page).
  const [ready, setReady] = useState(() => swap === 'when-idle' && component.loaded());
  const load = useCallback(() => {
    component.preload().then(
      // A transition: what shows keeps showing until the control can (see `Upgraded`).
      () => startTransition(() => setReady(true)),
      // Offline or a new deployment: the stand-in stays, and its next use tries again.
      () => undefined,
    );
  }, [component]);
  useEffect(() => {
    if (ready) return undefined;
    if (swap === 'when-idle') return whenIdle(load, 2000);
    if (swap === 'on-intent') return undefined;
    return onFirstIntent(() => void component.preload().catch(() => undefined));
  }, [ready, load, swap, component]);
  return { ready, load };
}
