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
    for (const date of DAYS)
      expect(formatMonth(date.slice(0, 7))).toBe(dayjs(date).format('MMMM YYYY'));
  });

  it('finds the Monday on or before a date, across months and years', () => {
    expect(weekStart('2026-11-16')).toBe('2026-11-16'); // a Monday
    expect(weekStart('2026-11-22')).toBe('2026-11-16'); // the Sunday after
    expect(weekStart('2026-03-01')).toBe('2026-02-23');
    expect(weekStart('2026-01-01')).toBe('2025-12-29');
  });

  // The user's clock may be anywhere: a zone with daylight saving, one half an hour off the hour,
  // one a day ahead of most. Calendar arithmetic is the same in each; today and date-times are read
  // at that clock.
  // Each zone with its offset on Jul 1, 2026 (minutes behind UTC), so the zone is known to have
  // switched: Node reads TZ again when it is set, and each test file runs in a process of its own.
  it.each([
    ['America/New_York', 240],
    ['Asia/Kolkata', -330],
    ['Pacific/Kiritimati', -840],
    ['America/St_Johns', 150],
  ] as const)('reads the same calendar in %s', (zone, offset) => {
    const was = process.env.TZ;
    process.env.TZ = zone;
    try {
      expect(new Date(2026, 6, 1).getTimezoneOffset()).toBe(offset);
      for (const date of DAYS.filter((_, index) => index % 7 === 0)) {
        const day = dayjs(date);
        expect(addDays(date, 1)).toBe(day.add(1, 'day').format('YYYY-MM-DD'));
        expect(addMonths(date, -1)).toBe(day.add(-1, 'month').format('YYYY-MM-DD'));
        expect(daysBetween('2024-02-29', date)).toBe(day.diff(dayjs('2024-02-29'), 'day'));
      }
      expect(todayOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
      // A date-time with an offset is shown at the user's clock, as dayjs shows it.
      for (const at of [
        '2026-10-01T23:30:00-05:00',
        '2026-03-08T06:59:00Z',
        '2026-12-31T20:00:00Z',
      ])
        expect(formatDate(at)).toBe(dayjs(at).format('MMM D, YYYY'));
      expect(formatDateTime('2026-10-01T12:00:00Z')).toBe(
        dayjs('2026-10-01T12:00:00Z').format('MMM D, YYYY h:mm A'),
      );
    } finally {
      if (was === undefined) delete process.env.TZ;
      else process.env.TZ = was;
    }
  });
});
