import { MultiSelect } from '@mantine/core';
import { useTakeFocus } from '../../performance/upgraded';

export interface PayoutDatesSelectProps {
  data: { value: string; label: string }[];
  value: string[];
  onChange: (dates: string[]) => void;
  placeholder: string | undefined;
  /** Its list open on mount: it takes over from a stand-in that was pressed. */
  opened: boolean;
  /** Focus on mount: it takes over from a stand-in that had the focus. */
  takeFocus: boolean;
}

/**
 * The payout dates, Mantine's searchable multi-select: its code (the combobox, the pills, the
 * popover and the floating layer) loads at the person's first use of the page, and it takes the
 * place of its stand-in at the stand-in's first use (payout-dates-filter.tsx).
 */
export function PayoutDatesSelect({ opened, takeFocus, ...props }: PayoutDatesSelectProps) {
  const input = useTakeFocus<HTMLInputElement>(takeFocus);
  return (
    <MultiSelect
      {...props}
      ref={input}
      label="Payout dates"
      defaultDropdownOpened={opened}
      clearable
      searchable
      w={280}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
