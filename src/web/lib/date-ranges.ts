import dayjs, { type Dayjs } from 'dayjs';

/** The wire format of every date filter (`YYYY-MM-DD`). */
export const DATE_FORMAT = 'YYYY-MM-DD';

export interface DateRange {
  from: string;
  to: string;
}

export const DATE_PRESETS = [
  { id: 'last-7', label: 'Last 7 days' },
  { id: 'last-30', label: 'Last 30 days' },
  { id: 'last-90', label: 'Last 90 days' },
  { id: 'this-month', label: 'This month' },
  { id: 'last-month', label: 'Last month' },
] as const;
export type DatePresetId = (typeof DATE_PRESETS)[number]['id'];

/** What an empty URL means; such links stay relative to the day they are opened. */
export const DEFAULT_PRESET: DatePresetId = 'last-30';

const day = (value: Dayjs) => value.format(DATE_FORMAT);

/** "Last N days" include today. */
export function presetRange(id: DatePresetId, today: Dayjs = dayjs()): DateRange {
  switch (id) {
    case 'last-7':
      return { from: day(today.subtract(6, 'day')), to: day(today) };
    case 'last-30':
      return { from: day(today.subtract(29, 'day')), to: day(today) };
    case 'last-90':
      return { from: day(today.subtract(89, 'day')), to: day(today) };
    case 'this-month':
      return { from: day(today.startOf('month')), to: day(today) };
    case 'last-month': {
      const previous = today.subtract(1, 'month');
      return { from: day(previous.startOf('month')), to: day(previous.endOf('month')) };
    }
  }
}

/** The preset a range is, if any (so a shared link still says "Last 7 days" on the same day). */
export function matchPreset(range: DateRange, today: Dayjs = dayjs()): DatePresetId | undefined {
  return DATE_PRESETS.find(({ id }) => {
    const preset = presetRange(id, today);
    return preset.from === range.from && preset.to === range.to;
  })?.id;
}

/* Comparing a range with another: the finance headlines' "against" period. */

export const COMPARE_MODES = [
  { id: 'previous-period', label: 'Previous period' },
  { id: 'previous-month', label: 'Previous month' },
  { id: 'previous-year', label: 'Same period last year' },
] as const;
export type CompareMode = (typeof COMPARE_MODES)[number]['id'];
export const COMPARE_MODE_IDS = COMPARE_MODES.map(({ id }) => id) as [
  CompareMode,
  ...CompareMode[],
];

/** Exactly one calendar month (Oct 1 – Oct 31), such as the "Last month" preset. */
export const isCalendarMonth = ({ from, to }: DateRange) => {
  const start = dayjs(from);
  return start.date() === 1 && day(start.endOf('month')) === to;
};

/** A calendar month compares with the previous calendar month; any other range with the span of
 * equal length just before it (what the upstream's overview calls the previous period). */
export const defaultCompareMode = (range: DateRange): CompareMode =>
  isCalendarMonth(range) ? 'previous-month' : 'previous-period';

/**
 * The range `range` is compared with. A whole month compares with a whole month (Oct → Sep 1–30,
 * not Aug 31 – Sep 30); other ranges move by a month or a year, day for day, the end clamped to
 * the shorter month (Mar 31 → Feb 28).
 */
export function comparedRange(range: DateRange, mode: CompareMode): DateRange {
  const start = dayjs(range.from);
  const end = dayjs(range.to);
  if (mode === 'previous-period') {
    const length = end.diff(start, 'day') + 1;
    return {
      from: day(start.subtract(length, 'day')),
      to: day(start.subtract(1, 'day')),
    };
  }
  const unit = mode === 'previous-month' ? 'month' : 'year';
  if (isCalendarMonth(range)) {
    const month = start.subtract(1, unit);
    return { from: day(month.startOf('month')), to: day(month.endOf('month')) };
  }
  return { from: day(start.subtract(1, unit)), to: day(end.subtract(1, unit)) };
}

const DAY_MS = 86_400_000;

/** The Monday on or before a `YYYY-MM-DD` date (day 0 of the epoch was a Thursday). */
export const weekStart = (date: string): string => {
  const day = Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS;
  return new Date((day - ((day + 3) % 7)) * DAY_MS).toISOString().slice(0, 10);
};
