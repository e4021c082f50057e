import { notifyManager } from '@tanstack/react-query';

/**
 * React Query hands each batch of its notifications to a `setTimeout(…, 0)` of its own: a page's
 * first drawing, with a dozen queries each set again at every render, started well over a hundred
 * timers (each a task, and under a profiler each records where it was set). One message per turn
 * carries them all instead: in the order they were scheduled, still after the task that
 * scheduled them, and not held back to once a second in a background tab as timers are.
 * Returns the way back to React Query's own scheduling.
 */
export function coalesceQueryNotifications(): () => void {
  let waiting: (() => void)[] = [];
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
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
    if (waiting.length === 1) channel.port2.postMessage(undefined);
  });
  return () => {
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));
    channel.port1.close();
    for (const callback of waiting.splice(0)) setTimeout(callback, 0);
  };
}
