import { notifyManager } from '@tanstack/react-query';

/** How long notifications wait for a frame before going out anyway (a hidden tab draws none). */
const AT_MOST_MS = 100;

/**
 * React Query hands each batch of its notifications to a `setTimeout(…, 0)` of its own: a page's
 * first drawing, with a dozen queries each set again at every render, started well over a hundred
 * timers (each a task), and replies that came in a few milliseconds apart were each drawn on their
 * own (a render, a commit, a style recalculation and a layout each). Here they all wait for the
 * next frame and go out together, just before it is drawn: whatever arrived since the last frame
 * is drawn once, in the frame's own task. In the order they were scheduled, still after the task
 * that scheduled them; in a hidden tab, which draws no frames, after `AT_MOST_MS`.
 * Returns the way back to React Query's own scheduling.
 */
export function coalesceQueryNotifications(): () => void {
  let waiting: (() => void)[] = [];
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
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
    if (waiting.push(callback) > 1) return;
    frame = requestAnimationFrame(flush);
    timer = setTimeout(flush, AT_MOST_MS);
  });
  // What is waiting still goes out, at the frame or the timer already asked for.
  return () => notifyManager.setScheduler((callback) => setTimeout(callback, 0));
}
