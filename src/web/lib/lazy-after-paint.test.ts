import { describe, expect, it } from 'vitest';
import { lazyAfterPaint } from './lazy-after-paint';

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
