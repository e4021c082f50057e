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

  it('on use: loads the code at the first use of the page, and swaps the control in only when it is used', async () => {
    const { Lazy, loads } = control();
    const { result } = renderHook(() => useLoadedAfterPaint(Lazy, 'on-use'));
    // Idle, and nobody has touched the page: nothing loaded.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loads.count).toBe(0);
    act(() => void document.body.dispatchEvent(new Event('pointerover', { bubbles: true })));
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

  it('preloads after paint, or at the first use of the page, each component once per mount', async () => {
    const afterPaint = control();
    const onIntent = control();
    const second = control();
    const paint = renderHook(() => usePreload('after-paint', afterPaint.Lazy));
    const intent = renderHook(() => usePreload('on-intent', onIntent.Lazy, second.Lazy));
    // Nothing in the render's own task.
    expect([afterPaint.loads.count, onIntent.loads.count, second.loads.count]).toEqual([0, 0, 0]);
    await waitFor(() => expect(afterPaint.loads.count).toBe(1));
    // Painted and idle, and nobody has used the page: what a click opens is not loaded.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect([onIntent.loads.count, second.loads.count]).toEqual([0, 0]);
    // A pointer comes over the page: both, once, however much more it moves.
    act(() => {
      document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
      document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
    });
    await waitFor(() => expect([onIntent.loads.count, second.loads.count]).toEqual([1, 1]));
    intent.rerender();
    act(() => void document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(onIntent.loads.count).toBe(1);
    paint.unmount();
    intent.unmount();
  });

  it('loads nothing at a use after the page has gone', async () => {
    const onIntent = control();
    const page = renderHook(() => usePreload('on-intent', onIntent.Lazy));
    page.unmount();
    act(() => void document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true })));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(onIntent.loads.count).toBe(0);
  });
});
