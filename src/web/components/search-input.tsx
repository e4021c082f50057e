import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { CloseButton } from './plain-button';
import { PlainTextInput } from './plain-input';

interface SearchInputProps {
  /** The URL's value. */
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  /** What is being searched: a person (a customer) or anything else. */
  icon?: 'person' | 'search';
  /** The clear button's name. */
  clearLabel?: string;
  w?: number | string;
  maw?: number | string;
}

/**
 * A list's search box, its text kept in the URL. The text is typed into local state and written
 * to the URL a moment later (a navigation per keystroke would lag behind the caret, and the URL
 * trims it); a change of the URL from elsewhere (back, a link, a "clear") shows here.
 */
export function SearchInput(props: SearchInputProps) {
  const {
    value,
    onChange,
    label,
    placeholder,
    icon,
    clearLabel = 'Clear the search',
    w,
    maw,
  } = props;
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // What this box last sent: the URL catching up with it (while more is typed) is not a change
  // from elsewhere, and must not take back the letters typed since.
  const [sent, setSent] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== sent.trim() && value !== text.trim()) setText(value);
  }
  const commit = useDebouncedCallback(
    (next: string) => {
      setSent(next);
      onChange(next);
    },
    { delay: 250, flushOnUnmount: true },
  );
  const Icon = icon === 'person' ? IconUser : IconSearch;
  return (
    <PlainTextInput
      type="search"
      label={label}
      placeholder={placeholder}
      leftSection={<Icon size={16} aria-hidden />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={clearLabel}
            onClick={() => {
              setText('');
              commit.cancel();
              setSent('');
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
      w={w}
      maw={maw}
    />
  );
}

/** The customer-name filter of the orders, disputes and reviews lists. */
export const CustomerFilter = (props: Pick<SearchInputProps, 'value' | 'onChange'>) => (
  <SearchInput
    {...props}
    label="Customer"
    placeholder="Part of a name"
    icon="person"
    clearLabel="Clear the customer filter"
    w={220}
  />
);
