import { addDays, addMonths, daysBetween, endOfMonth, startOfMonth, todayOf } from './calendar';

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

/** "Last N days" include today. */
export function presetRange(id: DatePresetId, today: string = todayOf()): DateRange {
  switch (id) {
    case 'last-7':
      return { from: addDays(today, -6), to: today };
    case 'last-30':
      return { from: addDays(today, -29), to: today };
    case 'last-90':
      return { from: addDays(today, -89), to: today };
    case 'this-month':
      return { from: startOfMonth(today), to: today };
    case 'last-month': {
      const previous = addMonths(today, -1);
      return { from: startOfMonth(previous), to: endOfMonth(previous) };
    }
  }
}

/** The preset a range is, if any (so a shared link still says "Last 7 days" on the same day). */
export function matchPreset(range: DateRange, today: string = todayOf()): DatePresetId | undefined {
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
export const isCalendarMonth = ({ from, to }: DateRange) =>
  from === startOfMonth(from) && to === endOfMonth(from);

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
  const { from, to } = range;
  if (mode === 'previous-period') {
    const length = daysBetween(from, to) + 1;
    return { from: addDays(from, -length), to: addDays(from, -1) };
  }
  const months = mode === 'previous-month' ? -1 : -12;
  if (isCalendarMonth(range)) {
    const month = addMonths(from, months);
    return { from: startOfMonth(month), to: endOfMonth(month) };
  }
  return { from: addMonths(from, months), to: addMonths(to, months) };
}
