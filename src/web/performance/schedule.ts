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
 * Resolves in a task of its own: work after it does not lengthen the task that awaited it. On a
 * slow phone a burst of requests (`fetch` itself takes a few milliseconds each) or a page's first
 * imports made one long task when started together. A message, as React's scheduler yields: unlike
 * a timer, it is not held back to once a second in a background tab.
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/** A value made on first use only (an `Intl` object a page may never need). */
export const once = <T>(make: () => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

/** After the next frame has been drawn. */
export const afterNextPaint = (callback: () => void) => {
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
