/**
 * At most `max` tasks at once, the rest waiting their turn in order: what the portfolio uses to
 * load a few clients at a time, so 25 clients do not ask the upstream for 200 things at once.
 * A task whose signal aborts while it waits leaves the queue without running.
 */
export function createLimit(max: number) {
  let active = 0;
  const waiting: { start: () => void; signal: AbortSignal | undefined }[] = [];

  const next = () => {
    while (active < max && waiting.length > 0) {
      const head = waiting.shift();
      if (head && !head.signal?.aborted) {
        active += 1;
        head.start();
      }
    }
  };

  return async function run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (active >= max || waiting.length > 0) {
      await new Promise<void>((resolve, reject) => {
        const entry = { start: resolve, signal };
        waiting.push(entry);
        signal?.addEventListener(
          'abort',
          () => {
            const at = waiting.indexOf(entry);
            if (at >= 0) waiting.splice(at, 1);
            reject(signal.reason instanceof Error ? signal.reason : new Error('Aborted'));
          },
          { once: true },
        );
      });
    } else {
      active += 1;
    }
    try {
      return await task();
    } finally {
      active -= 1;
      next();
    }
  };
}
