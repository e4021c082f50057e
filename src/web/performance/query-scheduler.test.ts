import { notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalesceQueryNotifications } from './query-scheduler';

const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 5));

/** The browser's frames, drawn when the test says (`drawFrame`). */
let frames: FrameRequestCallback[] = [];
const drawFrame = () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(performance.now());
};
beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    frames[id - 1] = () => undefined;
  });
});

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
  vi.unstubAllGlobals();
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
  it('tells every watcher of what arrived since the last frame together, in order, as the next frame is drawn', async () => {
    restore = coalesceQueryNotifications();
    const client = new QueryClient();
    const told = watched(client);
    client.setQueryData(['overview'], 1);
    client.setQueryData(['tax'], 2);
    // Not in the middle of the task that set the data, nor in a turn of its own before the frame.
    expect(told).toEqual([]);
    await nextTurn();
    client.setQueryData(['deposits'], 3);
    client.setQueryData(['overview'], 4);
    await nextTurn();
    expect(told).toEqual([]);
    drawFrame();
    expect(told).toEqual(['overview 1', 'tax 2', 'deposits 3', 'overview 4']);
    // And again for what comes later, at the frame after.
    client.setQueryData(['tax'], 5);
    expect(told.at(-1)).toBe('overview 4');
    drawFrame();
    expect(told.at(-1)).toBe('tax 5');
  });

  it('tells them without a frame after a moment (a hidden tab draws none)', async () => {
    restore = coalesceQueryNotifications();
    const client = new QueryClient();
    const told = watched(client);
    client.setQueryData(['tax'], 1);
    await vi.waitFor(() => expect(told).toEqual(['tax 1']), { timeout: 1000, interval: 10 });
    // Told once, not again when the frame comes.
    drawFrame();
    expect(told).toEqual(['tax 1']);
  });

  it('tells the other watchers when one of them throws, and reports the error', () => {
    restore = coalesceQueryNotifications();
    const reported: unknown[] = [];
    vi.stubGlobal(
      'reportError',
      vi.fn((error: unknown) => reported.push(error)),
    );
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
    drawFrame();
    expect(told).toEqual(['overview 1', 'tax 2']);
    expect(reported).toEqual([new Error('a watcher failed')]);
  });

  it("goes back to React Query's own scheduling, with nothing dropped", async () => {
    restore = coalesceQueryNotifications();
    const client = new QueryClient();
    const told = watched(client);
    client.setQueryData(['tax'], 1);
    restore();
    restore = undefined;
    drawFrame();
    expect(told).toEqual(['tax 1']);
    client.setQueryData(['tax'], 2);
    await nextTurn();
    expect(told).toEqual(['tax 1', 'tax 2']);
  });
});
