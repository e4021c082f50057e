import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

interface ListingsSearchProps {
  /** The URL's `q` when this input mounted (remount it, by `key`, to reset it). */
  initialValue: string;
  onSearch: (q: string) => void;
}

/**
 * The text is typed into local state and written to the URL a moment later: a router navigation
 * per keystroke would lag behind the caret.
 */
export function ListingsSearch({ initialValue, onSearch }: ListingsSearchProps) {
  const [text, setText] = useState(initialValue);
  const commit = useDebouncedCallback(onSearch, { delay: 250, flushOnUnmount: true });
  return (
    <TextInput
      type="search"
      label="Search listings"
      placeholder="Brand, restaurant, listing ID or store name"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      maw={420}
    />
  );
}
