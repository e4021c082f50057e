import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconUser } from '@tabler/icons-react';
import { useState } from 'react';

interface CustomerFilterProps {
  /** The URL's value. */
  value: string;
  onChange: (value: string) => void;
}

/** Whether a customer's name holds the text typed (any case, anywhere in the name). */
export const matchesCustomer = (name: string, text: string) =>
  text === '' || name.toLocaleLowerCase().includes(text.trim().toLocaleLowerCase());

/**
 * A list's customer-name filter. The text is typed into local state and written to the URL a
 * moment later (a navigation per keystroke would lag behind the caret, and the URL trims it); a
 * change of the URL from elsewhere (back, a link) shows here.
 */
export function CustomerFilter({ value, onChange }: CustomerFilterProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }
  const commit = useDebouncedCallback(onChange, { delay: 250, flushOnUnmount: true });
  return (
    <TextInput
      type="search"
      label="Customer"
      placeholder="Customer name"
      leftSection={<IconUser size={16} aria-hidden />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label="Clear the customer filter"
            onClick={() => {
              setText('');
              commit.cancel();
              onChange('');
            }}
          />
        ) : undefined
      }
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      w={240}
    />
  );
}
