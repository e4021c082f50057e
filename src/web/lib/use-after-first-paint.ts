import { useEffect, useState } from 'react';

let firstPage = true;

/** After the next frame has been drawn. */
const afterNextPaint = (callback: () => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => (timer = setTimeout(callback)))
      : undefined;
  if (frame === undefined) timer = setTimeout(callback);
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};

/**
 * False for the first render of the app's first page, then true once that render has been
 * painted: the page's header and filters reach the screen on their own, small and fast, and its
 * body (tables, cards, figures) follows in the next task. Rendered together, the first screen
 * waited for the whole page. Pages mounted after the first (a click in the app, cached data)
 * render at once: no flash of a skeleton.
 *
 * A plain update, not a transition: a transition can be held back by anything else pending on
 * the page (the reviews page under a rate limit waited for ever), and this must always land.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(() => !firstPage);
  useEffect(() => {
    firstPage = false;
    if (painted) return undefined;
    return afterNextPaint(() => setPainted(true));
  }, [painted]);
  return painted;
}
