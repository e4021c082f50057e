import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  endOfMonth,
  formatDate,
  formatDateTime,
  formatDay,
  formatMonth,
  startOfMonth,
  todayOf,
  weekStart,
} from './calendar';

// Every day of four years, a leap year among them, and every month end: what dayjs (the date
// picker's library, which these replace on the first paint) says is what the pages say.
const DAYS = Array.from({ length: 4 * 366 }, (_, index) =>
  dayjs('2023-01-01').add(index, 'day').format('YYYY-MM-DD'),
);

describe('calendar dates', () => {
  it('moves by days and months as dayjs does, months clamped to the shorter month', () => {
    for (const date of DAYS) {
      const day = dayjs(date);
      for (const days of [-400, -90, -29, -1, 1, 14, 35])
        expect(addDays(date, days)).toBe(day.add(days, 'day').format('YYYY-MM-DD'));
      for (const months of [-13, -12, -1, 1, 12])
        expect(addMonths(date, months)).toBe(day.add(months, 'month').format('YYYY-MM-DD'));
      expect(startOfMonth(date)).toBe(day.startOf('month').format('YYYY-MM-DD'));
      expect(endOfMonth(date)).toBe(day.endOf('month').format('YYYY-MM-DD'));
      expect(daysBetween('2024-02-29', date)).toBe(day.diff(dayjs('2024-02-29'), 'day'));
      expect(formatDate(date)).toBe(day.format('MMM D, YYYY'));
    }
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2024-02-29', -12)).toBe('2023-02-28');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30'); // over a clock change in Europe
  });

  it('reads today at the user’s clock, and date-times at it too', () => {
    expect(todayOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    const at = new Date(2026, 9, 1, 15, 5);
    expect(formatDateTime(at.toISOString())).toBe('Oct 1, 2026 3:05 PM');
    expect(formatDateTime(new Date(2026, 9, 1, 0, 7).toISOString())).toBe('Oct 1, 2026 12:07 AM');
    expect(formatDateTime(new Date(2026, 9, 1, 12, 0).toISOString())).toBe('Oct 1, 2026 12:00 PM');
    expect(formatDate(at.toISOString())).toBe(dayjs(at).format('MMM D, YYYY'));
  });

  it('labels days and months', () => {
    expect(formatDay('2026-09-07')).toBe('Sep 7, 2026');
    expect(formatDay('2026-09-07', false)).toBe('Sep 7');
    expect(formatMonth('2026-10')).toBe('October 2026');
    expect(formatMonth('2027-01')).toBe('January 2027');
  });

  it('finds the Monday on or before a date, across months and years', () => {
    expect(weekStart('2026-11-16')).toBe('2026-11-16'); // a Monday
    expect(weekStart('2026-11-22')).toBe('2026-11-16'); // the Sunday after
    expect(weekStart('2026-03-01')).toBe('2026-02-23');
    expect(weekStart('2026-01-01')).toBe('2025-12-29');
  });
});
