import { notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coalesceQueryNotifications } from './query-scheduler';

const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 5));

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

/**
 * Three queries watched as a page watches them (`useQuery` hands its listener to `batchCalls`);
 * what the watchers have been told, in order.
 */
const watched = (client: QueryClient) => {
  const told: string[] = [];
  for (const key of ['overview', 'tax', 'deposits']) {
    const observer = new QueryObserver<number>(client, { queryKey: [key], enabled: false });
    observer.subscribe(notifyManager.batchCalls((result) => told.push(`${key} ${result.data}`)));
  }
  return told;
};

describe('coalesceQueryNotifications', () => {
  it('tells every watcher of a reply, in the order the replies came, after the task they came in', async () => {
    restore = coalesceQueryNotifications();
    const client = new QueryClient();
    const told = watched(client);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    client.setQueryData(['overview'], 1);
    client.setQueryData(['tax'], 2);
    client.setQueryData(['deposits'], 3);
    client.setQueryData(['overview'], 4);
    // Not in the middle of the task that set the data: a page is drawn once it has finished.
    expect(told).toEqual([]);
    // Without a timer of their own (React Query's default starts one per batch).
    expect(timers.mock.calls.filter(([, delay]) => !delay)).toEqual([]);
    timers.mockRestore();
    await nextTurn();
    expect(told).toEqual(['overview 1', 'tax 2', 'deposits 3', 'overview 4']);
    // And again for what comes later.
    client.setQueryData(['tax'], 5);
    await nextTurn();
    expect(told.at(-1)).toBe('tax 5');
  });

  it('tells the other watchers when one of them throws, and reports the error', async () => {
    restore = coalesceQueryNotifications();
    const reported: unknown[] = [];
    const report = vi.fn((error: unknown) => reported.push(error));
    vi.stubGlobal('reportError', report);
    try {
      const client = new QueryClient();
      // A batch of its own (one reply's watchers are told in one batch, as React Query does).
      const failing = new QueryObserver<number>(client, { queryKey: ['pos'], enabled: false });
      failing.subscribe(
        notifyManager.batchCalls(() => {
          throw new Error('a watcher failed');
        }),
      );
      const told = watched(client);
      client.setQueryData(['overview'], 1);
      client.setQueryData(['pos'], 9);
      client.setQueryData(['tax'], 2);
      await nextTurn();
      expect(told).toEqual(['overview 1', 'tax 2']);
      expect(reported).toEqual([new Error('a watcher failed')]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("goes back to React Query's own scheduling, with nothing dropped", async () => {
    restore = coalesceQueryNotifications();
    const client = new QueryClient();
    const told = watched(client);
    client.setQueryData(['tax'], 1);
    restore();
    restore = undefined;
    await nextTurn();
    expect(told).toEqual(['tax 1']);
    client.setQueryData(['tax'], 2);
    await nextTurn();
    expect(told).toEqual(['tax 1', 'tax 2']);
  });
});
