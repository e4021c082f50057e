import { describe, expect, it } from 'vitest';
import { createLimit } from './limit';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLimit', () => {
  it('runs at most `max` tasks at once, and every task in the end', async () => {
    const run = createLimit(2);
    let active = 0;
    let most = 0;
    const done: number[] = [];
    const task = (id: number) => async () => {
      active += 1;
      most = Math.max(most, active);
      await tick();
      active -= 1;
      done.push(id);
      return id;
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map((id) => run(task(id))));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('frees its place when a task fails', async () => {
    const run = createLimit(1);
    await expect(run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(run(() => Promise.resolve('yes'))).resolves.toBe('yes');
  });

  it('drops a waiting task whose signal aborts, without running it', async () => {
    const run = createLimit(1);
    let release: () => void = () => {};
    const first = run(() => new Promise<void>((resolve) => (release = resolve)));
    const controller = new AbortController();
    let ran = false;
    const second = run(async () => {
      ran = true;
    }, controller.signal);
    controller.abort(new Error('left the page'));
    await expect(second).rejects.toThrow('left the page');
    release();
    await first;
    await expect(run(() => Promise.resolve(3))).resolves.toBe(3);
    expect(ran).toBe(false);
  });
});
