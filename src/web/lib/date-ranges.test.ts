import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { comparedRange, defaultCompareMode, presetRange } from './date-ranges';

describe('comparing a range', () => {
  const october = { from: '2026-10-01', to: '2026-10-31' };

  it('compares "Last month" with the month before it, not the 31 days before it', () => {
    const lastMonth = presetRange('last-month', dayjs('2026-11-18'));
    expect(lastMonth).toEqual(october);
    expect(defaultCompareMode(lastMonth)).toBe('previous-month');
    expect(comparedRange(lastMonth, 'previous-month')).toEqual({
      from: '2026-09-01',
      to: '2026-09-30',
    });
    expect(comparedRange({ from: '2026-03-01', to: '2026-03-31' }, 'previous-month')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
  });

  it('offers the previous period of equal length and the same period last year', () => {
    expect(comparedRange(october, 'previous-period')).toEqual({
      from: '2026-08-31',
      to: '2026-09-30',
    });
    expect(comparedRange(october, 'previous-year')).toEqual({
      from: '2025-10-01',
      to: '2025-10-31',
    });
    expect(comparedRange({ from: '2024-02-01', to: '2024-02-29' }, 'previous-year')).toEqual({
      from: '2023-02-01',
      to: '2023-02-28',
    });
  });

  it('compares any other range with the period just before it, or moves it day for day', () => {
    const range = { from: '2026-11-01', to: '2026-11-10' };
    expect(defaultCompareMode(range)).toBe('previous-period');
    expect(comparedRange(range, 'previous-period')).toEqual({
      from: '2026-10-22',
      to: '2026-10-31',
    });
    expect(comparedRange(range, 'previous-month')).toEqual({
      from: '2026-10-01',
      to: '2026-10-10',
    });
  });
});
