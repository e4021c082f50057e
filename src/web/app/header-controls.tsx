import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { startTransition, useState } from 'react';
import { useClientChoice } from '../components/client-choice';
import { Upgraded } from '../components/upgraded';
import { lazyAfterPaint, useLoadedAfterPaint } from '../lib/lazy-after-paint';
import classes from './header-controls.module.css';

/*
 * The header's two controls are drawn first as light stand-ins of the same size and name, and
 * become themselves once the page has painted: the real ones bring Mantine's combobox, popover
 * and floating layer (about 40 KB of gzip), which no page needs to draw. Using a stand-in (a
 * click, a key, typing) loads the real control at once and hands over what was done: the focus,
 * the open list, the text typed.
 */

const FullClientPicker = lazyAfterPaint(() =>
  import('../components/client-picker').then((module) => module.ClientPicker),
);
const FullOrderSearch = lazyAfterPaint(() =>
  import('./order-search').then((module) => module.OrderSearch),
);

/** Select's own chevron (both ways), so the stand-in looks like the picker it becomes. */
const chevron = (
  <svg className={classes.chevron} viewBox="0 0 15 15" fill="none" aria-hidden>
    <path
      d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
      fill="currentColor"
      fillRule="evenodd"
      clipRule="evenodd"
    />
  </svg>
);

const PICKER_WIDTH = { base: 150, xs: 220, sm: 260 };

/** The client every page is scoped to: its name in a stand-in, then the searchable picker. */
export function HeaderClientPicker() {
  const { ready, load } = useLoadedAfterPaint(FullClientPicker);
  const [used, setUsed] = useState<'focus' | 'open' | null>(null);
  // Not swapped in the middle of a press: the press would end on the real picker, not on what
  // it started on, and no click would open it.
  const [pressing, setPressing] = useState(false);
  const { selected, placeholder, error, disabled } = useClientChoice({ late: false });
  const use = (how: 'focus' | 'open') => {
    setUsed((was) => (was === 'open' ? was : how));
    load();
  };
  const standIn = (
    <TextInput
      aria-label="Client"
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      readOnly
      pointer
      value={selected?.clientName ?? ''}
      placeholder={placeholder}
      error={error}
      disabled={disabled}
      rightSection={chevron}
      rightSectionPointerEvents="none"
      w={PICKER_WIDTH}
      onFocus={() => use('focus')}
      onPointerDown={() => {
        setPressing(true);
        load();
        // After the click that ends the press (it comes right after `pointerup`).
        window.addEventListener(
          'pointerup',
          () => setTimeout(() => startTransition(() => setPressing(false))),
          {
            once: true,
          },
        );
      }}
      onClick={() => use('open')}
      onKeyDown={(event) => {
        if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
          event.preventDefault();
          use('open');
        }
      }}
    />
  );
  return (
    <Upgraded ready={ready && !pressing} standIn={standIn}>
      <FullClientPicker
        aria-label="Client"
        w={PICKER_WIDTH}
        takeFocus={used !== null}
        defaultDropdownOpened={used === 'open'}
      />
    </Upgraded>
  );
}

/** Find an order by its ID: a plain box (a button on a phone) first, then the search. */
export function HeaderOrderSearch() {
  const { ready, load } = useLoadedAfterPaint(FullOrderSearch);
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [opened, setOpened] = useState(false);
  const standIn = (
    <>
      <Group visibleFrom="sm">
        <TextInput
          type="search"
          aria-label="Find an order by ID"
          placeholder="Order ID"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onFocus={() => {
            setFocused(true);
            load();
          }}
          onBlur={() => setFocused(false)}
          w={{ base: '100%', sm: 200, lg: 240 }}
        />
      </Group>
      <ActionIcon
        hiddenFrom="sm"
        variant="default"
        size="lg"
        aria-label="Find an order by ID"
        aria-expanded={false}
        onClick={() => {
          setOpened(true);
          load();
        }}
      >
        <IconSearch size={18} aria-hidden />
      </ActionIcon>
    </>
  );
  return (
    <Upgraded ready={ready} standIn={standIn}>
      <FullOrderSearch initialText={text} takeFocus={focused} defaultOpened={opened} />
    </Upgraded>
  );
}
