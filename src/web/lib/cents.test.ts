import { describe, expect, it } from 'vitest';
import { changeOf, subtractCents, sumCentsBy } from './cents';

describe('cents', () => {
  it('sums a column exactly, where floats drift', () => {
    const rows = [{ v: 0.1 }, { v: 0.2 }, { v: 1613.79 }, { v: -0.01 }];
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumCentsBy(rows, (r) => r.v)).toBe(161408);
    expect(sumCentsBy([], (r: { v: number }) => r.v)).toBe(0);
  });

  it('sums many small amounts without drift', () => {
    const rows = Array.from({ length: 10_000 }, () => 0.07);
    expect(sumCentsBy(rows, (v) => v)).toBe(70_000);
  });

  it('subtracts in cents', () => {
    expect(subtractCents(4136.83, 4478)).toBe(-34117);
    expect(subtractCents(0.3, 0.1)).toBe(20);
  });

  it('gives the change against the previous period, signed against |previous|', () => {
    expect(changeOf(110, 100)).toEqual({ cents: 1000, ratio: 0.1 });
    // Deductions are negative: less negative is an increase.
    expect(changeOf(-90, -100)).toEqual({ cents: 1000, ratio: 0.1 });
    expect(changeOf(-110, -100)).toEqual({ cents: -1000, ratio: -0.1 });
    expect(changeOf(5, 0)).toEqual({ cents: 500, ratio: null });
    expect(changeOf(0, 0)).toEqual({ cents: 0, ratio: null });
  });
});
