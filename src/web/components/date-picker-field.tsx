import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
// Loaded with the calendar, after Mantine's core styles (the order Mantine asks for).
import '@mantine/dates/styles.css';
import { useId, type Ref } from 'react';

export interface DatePickerFieldProps {
  ref?: Ref<HTMLButtonElement>;
  value: DatesRangeValue<string>;
  onChange: (value: DatesRangeValue<string>) => void;
  onDropdownClose: () => void;
  maxDate: string;
}

const ARIA_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

/** The calendar, in its own chunk: `@mantine/dates` loads only on pages that filter by date. */
export function DatePickerField({
  ref,
  value,
  onChange,
  onDropdownClose,
  maxDate,
}: DatePickerFieldProps) {
  // Mantine labels the calendar dialog by the popover's id, but the button takes the input's id:
  // giving both the same id keeps the dialog named (axe: aria-dialog-name).
  const base = useId();
  return (
    <DatePickerInput
      ref={ref}
      id={base}
      popoverProps={{ id: base, withinPortal: false }}
      ariaLabels={ARIA_LABELS}
      hideOutsideDates
      // Mantine paints weekends red (3.3:1 on white): below AA, and no weekend matters more here.
      weekendDays={[]}
      type="range"
      label="Dates"
      value={value}
      onChange={onChange}
      onDropdownClose={onDropdownClose}
      valueFormat="MMM D, YYYY"
      maxDate={maxDate}
      allowSingleDateInRange
    />
  );
}

export default DatePickerField;
