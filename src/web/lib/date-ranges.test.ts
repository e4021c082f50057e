import { describe, expect, it } from 'vitest';
import { comparedRange, defaultCompareMode, presetRange } from './date-ranges';

/** A range, written as it reads. */
const span = (from: string, to: string) => ({ from, to });

describe('comparing a range', () => {
  const october = span('2026-10-01', '2026-10-31');

  it('compares "Last month" with the month before it, not the 31 days before it', () => {
    const lastMonth = presetRange('last-month', '2026-11-18');
    expect(lastMonth).toEqual(october);
    expect(defaultCompareMode(lastMonth)).toBe('previous-month');
    expect(comparedRange(lastMonth, 'previous-month')).toEqual(span('2026-09-01', '2026-09-30'));
    expect(comparedRange(span('2026-03-01', '2026-03-31'), 'previous-month')).toEqual(
      span('2026-02-01', '2026-02-28'),
    );
  });

  it('offers the previous period of equal length and the same period last year', () => {
    expect(comparedRange(october, 'previous-period')).toEqual(span('2026-08-31', '2026-09-30'));
    expect(comparedRange(october, 'previous-year')).toEqual(span('2025-10-01', '2025-10-31'));
    expect(comparedRange(span('2024-02-01', '2024-02-29'), 'previous-year')).toEqual(
      span('2023-02-01', '2023-02-28'),
    );
  });

  it('compares any other range with the period just before it, or moves it day for day', () => {
    const range = span('2026-11-01', '2026-11-10');
    expect(defaultCompareMode(range)).toBe('previous-period');
    expect(comparedRange(range, 'previous-period')).toEqual(span('2026-10-22', '2026-10-31'));
    expect(comparedRange(range, 'previous-month')).toEqual(span('2026-10-01', '2026-10-10'));
  });
});
