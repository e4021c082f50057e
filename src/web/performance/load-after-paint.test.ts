// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyAfterPaint, useLoadedAfterPaint, usePreload } from './load-after-paint';

const Dialog = () => null;

describe('lazyAfterPaint', () => {
  it('loads the code once, however often it is asked for', async () => {
    let loads = 0;
    const Lazy = lazyAfterPaint(async () => {
      loads += 1;
      return Dialog;
    });
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    await Lazy.preload();
    expect(loads).toBe(1);
  });

  it('tries again after a failed load (offline, a new deployment) instead of failing for good', async () => {
    let loads = 0;
    const Lazy = lazyAfterPaint(async () => {
      loads += 1;
      if (loads === 1) throw new Error('Failed to fetch dynamically imported module');
      return Dialog;
    });
    await expect(Lazy.preload()).rejects.toThrow('Failed to fetch');
    await expect(Lazy.preload()).resolves.toEqual({ default: Dialog });
    expect(loads).toBe(2);
  });
});

describe('useLoadedAfterPaint', () => {
  // The browser's idle moment, at once.
  beforeEach(() => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
    vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
  });
  afterEach(() => vi.unstubAllGlobals());

  const control = () => {
    const loads = { count: 0 };
    const Lazy = lazyAfterPaint(async () => {
      loads.count += 1;
      return Dialog;
    });
    return { Lazy, loads };
  };

  it('swaps the control in once the page is idle', async () => {
    const { Lazy, loads } = control();
    const { result } = renderHook(() => useLoadedAfterPaint(Lazy));
    expect(result.current.ready).toBe(false);
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(loads.count).toBe(1);
  });

  it('on use: loads the code when idle, and swaps the control in only when it is used', async () => {
    const { Lazy, loads } = control();
    const { result } = renderHook(() => useLoadedAfterPaint(Lazy, 'on-use'));
    await waitFor(() => expect(loads.count).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    // In, and still the stand-in.
    expect(Lazy.loaded()).toBe(true);
    expect(result.current.ready).toBe(false);
    act(() => result.current.load());
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(loads.count).toBe(1);

    // A later page: the code is in, and the control still waits for its use there.
    const later = renderHook(() => useLoadedAfterPaint(Lazy, 'on-use'));
    expect(later.result.current.ready).toBe(false);
    act(() => later.result.current.load());
    await waitFor(() => expect(later.result.current.ready).toBe(true));
    // While a control that swaps in when idle is itself at once.
    expect(renderHook(() => useLoadedAfterPaint(Lazy)).result.current.ready).toBe(true);
  });

  it('preloads after paint or when idle, each component once per mount, not before', async () => {
    const afterPaint = control();
    const whenIdle = control();
    const second = control();
    const paint = renderHook(() => usePreload('after-paint', afterPaint.Lazy));
    const idle = renderHook(() => usePreload('when-idle', whenIdle.Lazy, second.Lazy));
    // Nothing in the render's own task.
    expect([afterPaint.loads.count, whenIdle.loads.count, second.loads.count]).toEqual([0, 0, 0]);
    await waitFor(() =>
      expect([afterPaint.loads.count, whenIdle.loads.count, second.loads.count]).toEqual([1, 1, 1]),
    );
    idle.rerender();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(whenIdle.loads.count).toBe(1);
    paint.unmount();
    idle.unmount();
  });
});
