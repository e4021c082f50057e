import { Select, type SelectProps } from '@mantine/core';
import { useTakeFocus } from '../../performance/upgraded';

export type AuditSelectProps = Pick<
  SelectProps,
  'label' | 'placeholder' | 'data' | 'value' | 'onChange' | 'clearable' | 'searchable' | 'w'
> & {
  /** Its list open on mount: it takes over from a stand-in that was pressed. */
  opened: boolean;
  /** Focus on mount: it takes over from a stand-in that had the focus. */
  takeFocus: boolean;
};

/**
 * One of the log's filters, Mantine's searchable select: its code (the combobox, the popover and
 * the floating layer) loads at the person's first use of the page, and it takes the place of its stand-in at the
 * stand-in's first use (audit-filters.tsx).
 */
export function AuditSelect({ opened, takeFocus, ...props }: AuditSelectProps) {
  const input = useTakeFocus<HTMLInputElement>(takeFocus);
  return (
    <Select
      {...props}
      ref={input}
      defaultDropdownOpened={opened}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
