import { toCents } from './format';

/*
 * Money arithmetic in integer cents. Dollars arrive with at most two decimals; adding them as
 * floats drifts (0.1 + 0.2), so every total is made from cents and only formatted at the end.
 */

/** Σ of `pick(row)` over `rows`, in cents. */
export const sumCentsBy = <T>(rows: readonly T[], pick: (row: T) => number): number =>
  rows.reduce((total, row) => total + toCents(pick(row)), 0);

/** a − b, in cents. */
export const subtractCents = (a: number, b: number): number => toCents(a) - toCents(b);

export interface Change {
  /** current − previous, in cents. */
  cents: number;
  /** Relative to |previous|, e.g. 0.125 for +12.5 %; null when previous is 0 (no base). */
  ratio: number | null;
}

/** The change from `previous` to `current` (dollars), exact in cents. */
export const changeOf = (current: number, previous: number): Change => {
  const base = toCents(previous);
  const cents = toCents(current) - base;
  return { cents, ratio: base === 0 ? null : cents / Math.abs(base) };
};
