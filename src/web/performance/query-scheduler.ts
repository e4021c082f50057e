import { notifyManager } from '@tanstack/react-query';

/** At most this long between a reply and its watchers being told, where frames are not drawn. */
const AT_MOST_MS = 100;

/**
 * React Query hands each batch of its notifications to a `setTimeout(…, 0)` of its own: a page's
 * first drawing, with a dozen queries each set again at every render, started well over a hundred
 * timers, and each reply was drawn in a task and a render of its own. Here they wait for the next
 * frame instead: every reply that came in since the last frame is told to its watchers at once,
 * in the order they were scheduled, so React draws them in one render and the browser lays the
 * page out once. A tab that draws no frames (in the background) is told after `AT_MOST_MS`.
 * Returns the way back to React Query's own scheduling.
 */
export function coalesceQueryNotifications(): () => void {
  let waiting: (() => void)[] = [];
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
    frame = undefined;
    timer = undefined;
    const due = waiting;
    waiting = [];
    // Each on its own, as each had its own timer: one that throws does not keep the rest from
    // their watchers (the error is reported as an uncaught one would be).
    for (const callback of due)
      try {
        callback();
      } catch (error) {
        reportError(error);
      }
  };
  notifyManager.setScheduler((callback) => {
    waiting.push(callback);
    if (waiting.length > 1) return;
    if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(flush);
    timer = setTimeout(flush, AT_MOST_MS);
  });
  return () => {
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
    for (const callback of waiting.splice(0)) setTimeout(callback, 0);
  };
}
