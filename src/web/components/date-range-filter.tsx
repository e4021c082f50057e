import { Select, TextInput } from '@mantine/core';
import type { DatesRangeValue } from '@mantine/dates';
import dayjs from 'dayjs';
import { lazy, Suspense, useRef, useState } from 'react';
import { formatDateRange } from '../lib/format';
import {
  DATE_FORMAT,
  DATE_PRESETS,
  DEFAULT_PRESET,
  matchPreset,
  presetRange,
  type DatePresetId,
} from '../lib/date-ranges';
import { useFilters } from '../lib/url-state';

const CUSTOM = 'custom';
const RANGE_OPTIONS = [
  ...DATE_PRESETS.map(({ id, label }) => ({ value: id, label })),
  { value: CUSTOM, label: 'Custom' },
];
const DatePickerField = lazy(() => import('./date-picker-field'));

const isPreset = (value: string): value is DatePresetId =>
  DATE_PRESETS.some((preset) => preset.id === value);

/**
 * `?from=&to=`: a preset, or custom dates from the calendar. The default preset is written as
 * no dates at all, so such a link stays "the last 30 days" whenever it is opened; any other
 * choice is written as its dates.
 */
export function DateRangeFilter() {
  const [filters, setFilters] = useFilters();
  const pickerRef = useRef<HTMLButtonElement>(null);
  // Only UI state: "Custom" chosen while the dates still equal a preset, and a half-picked range.
  const [customChosen, setCustomChosen] = useState(false);
  const [draft, setDraft] = useState<DatesRangeValue<string> | null>(null);

  const preset = filters.defaultRange ? DEFAULT_PRESET : matchPreset(filters);
  const selected = customChosen || !preset ? CUSTOM : preset;

  const choose = (value: string | null) => {
    if (!value) return;
    if (value === CUSTOM) {
      setCustomChosen(true);
      // After the select has closed and handed focus back, open the calendar.
      window.setTimeout(() => pickerRef.current?.click(), 0);
      return;
    }
    if (!isPreset(value)) return;
    setCustomChosen(false);
    const range =
      value === DEFAULT_PRESET ? { from: undefined, to: undefined } : presetRange(value);
    setFilters(range);
  };

  const pick = (value: DatesRangeValue<string>) => {
    const [from, to] = value;
    if (!from || !to) {
      setDraft(value);
      return;
    }
    setDraft(null);
    setCustomChosen(true);
    setFilters({ from: dayjs(from).format(DATE_FORMAT), to: dayjs(to).format(DATE_FORMAT) });
  };

  return (
    <>
      <Select
        label="Date range"
        data={RANGE_OPTIONS}
        value={selected}
        onChange={choose}
        allowDeselect={false}
      />
      <Suspense
        fallback={
          <TextInput label="Dates" value={formatDateRange(filters.from, filters.to)} readOnly />
        }
      >
        <DatePickerField
          ref={pickerRef}
          value={draft ?? [filters.from, filters.to]}
          onChange={pick}
          onDropdownClose={() => setDraft(null)}
          maxDate={dayjs().format(DATE_FORMAT)}
        />
      </Suspense>
    </>
  );
}
