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
