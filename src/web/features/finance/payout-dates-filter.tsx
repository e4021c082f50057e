import { MultiSelect } from '@mantine/core';
import { useMemo } from 'react';
import { formatDate } from '../../lib/format';

interface PayoutDatesFilterProps {
  /** Payout dates present in the deposits (YYYY-MM-DD), newest first. */
  options: readonly string[];
  value: readonly string[];
  onChange: (dates: string[]) => void;
}

/** Keep only payouts made on the chosen dates; empty means every date. */
export function PayoutDatesFilter({ options, value, onChange }: PayoutDatesFilterProps) {
  const data = useMemo(() => {
    // A date from the URL that is not in this range's deposits stays visible, so it can be removed.
    const all = [...new Set([...options, ...value])].sort().reverse();
    return all.map((date) => ({ value: date, label: formatDate(date) }));
  }, [options, value]);
  return (
    <MultiSelect
      label="Payout dates"
      placeholder={value.length === 0 ? 'All payout dates' : undefined}
      data={data}
      value={[...value]}
      onChange={(next) => onChange([...next].sort())}
      clearable
      searchable
      w={280}
      maxDropdownHeight={280}
    />
  );
}
