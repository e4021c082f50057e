import { useMemo } from 'react';
import { Chevron, PlainTextInput } from '../../components/plain-input';
import { formatDate } from '../../lib/format';
import { lazyAfterPaint, useLoadedAfterPaint } from '../../performance/load-after-paint';
import { Upgraded, useStandInTrigger } from '../../performance/upgraded';

interface PayoutDatesFilterProps {
  /** Payout dates present in the deposits (YYYY-MM-DD), newest first. */
  options: readonly string[];
  value: readonly string[];
  onChange: (dates: string[]) => void;
}

/*
 * Drawn as a light stand-in of the same size, name and value until it is used: the real one
 * brings Mantine's combobox and floating layer, which the finance page does not need to draw (with
 * it, the page loaded the idle controls' file as it opened). Using the stand-in (a press, a key,
 * the focus) swaps the real one in and hands over the focus and the open list.
 */
const FullSelect = lazyAfterPaint(() =>
  import('./payout-dates-select').then((module) => module.PayoutDatesSelect),
);

/** Keep only payouts made on the chosen dates; empty means every date. */
export function PayoutDatesFilter({ options, value, onChange }: PayoutDatesFilterProps) {
  const data = useMemo(() => {
    // A date from the URL that is not in this range's deposits stays visible, so it can be removed.
    const all = [...new Set([...options, ...value])].sort().reverse();
    return all.map((date) => ({ value: date, label: formatDate(date) }));
  }, [options, value]);
  const { ready, load } = useLoadedAfterPaint(FullSelect, 'on-use');
  const { used, pressing, triggerProps } = useStandInTrigger(load);
  const placeholder = value.length === 0 ? 'All payout dates' : undefined;
  const standIn = (
    <PlainTextInput
      label="Payout dates"
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      readOnly
      pointer
      value={value.map(formatDate).join('; ')}
      placeholder={placeholder}
      rightSection={<Chevron />}
      rightSectionPointerEvents="none"
      w={280}
      {...triggerProps}
    />
  );
  return (
    <Upgraded ready={ready && used !== null && !pressing} standIn={standIn}>
      <FullSelect
        data={data}
        value={[...value]}
        onChange={(next) => onChange([...next].sort())}
        placeholder={placeholder}
        opened={used === 'open'}
        takeFocus={used !== null}
      />
    </Upgraded>
  );
}
