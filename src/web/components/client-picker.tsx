import { Select, type SelectProps } from '@mantine/core';
import { useRef } from 'react';
import { useClientChoice } from './client-choice';
import { useTakeFocus } from '../performance/upgraded';

type ClientPickerProps = Pick<
  SelectProps,
  'w' | 'maw' | 'size' | 'label' | 'aria-label' | 'defaultDropdownOpened'
> & {
  /** Focus on mount: it takes over from a stand-in that had the focus. */
  takeFocus?: boolean;
};

/**
 * The client every page is scoped to (`?client=`). With none in the URL the first client is
 * shown; the shell's loader writes it into the URL so links always name it.
 */
export function ClientPicker({ takeFocus = false, ...props }: ClientPickerProps) {
  const input = useTakeFocus<HTMLInputElement>(takeFocus);
  const { clients, selected, placeholder, error, disabled, choose } = useClientChoice({
    late: true,
  });
  // The box shows the current client's name; a person who clicks it and types means a search, not
  // an addition to that name. So the name is selected when the box takes the focus (typing then
  // replaces it), and the release of the click that gave the focus does not put a caret in it.
  const focusedByPress = useRef(false);

  return (
    <Select
      {...props}
      ref={input}
      data={clients.map((client) => ({ value: client.clientId, label: client.clientName }))}
      value={selected?.clientId ?? null}
      onChange={(clientId) => clientId && choose(clientId)}
      allowDeselect={false}
      selectFirstOptionOnChange
      onFocus={(event) => event.currentTarget.select()}
      onMouseDown={(event) => {
        focusedByPress.current = document.activeElement !== event.currentTarget;
      }}
      onMouseUp={(event) => {
        if (focusedByPress.current) event.preventDefault();
        focusedByPress.current = false;
      }}
      searchable
      nothingFoundMessage="No client matches"
      placeholder={placeholder}
      error={error}
      disabled={disabled}
      comboboxProps={{
        width: 'max-content',
        position: 'bottom-start',
        withinPortal: false,
        keepMounted: false,
      }}
    />
  );
}
