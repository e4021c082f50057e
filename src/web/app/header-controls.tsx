import { Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useClientChoice } from '../components/client-choice';
import { ActionIcon } from '../components/plain-button';
import { Chevron, PlainTextInput } from '../components/plain-input';
import { Upgraded, useStandInTrigger } from '../performance/upgraded';
import { lazyAfterPaint, useLoadedAfterPaint } from '../performance/load-after-paint';
import { usePhone } from '../lib/use-phone';

/*
 * The header's two controls are drawn as light stand-ins of the same size and name until they
 * are used: the real ones bring Mantine's combobox, popover and floating layer (about 40 KB of
 * gzip), which no page needs to draw, and drawing them is a long task on a slow phone. Their
 * code loads once the page is idle; using a stand-in (a click, a key, typing) swaps the real
 * control in (loading it first if it is not in yet) and hands over what was done: the focus, the
 * open list, the text typed.
 */

const FullClientPicker = lazyAfterPaint(() =>
  import('../components/client-picker').then((module) => module.ClientPicker),
);
const FullOrderSearch = lazyAfterPaint(() =>
  import('./order-search').then((module) => module.OrderSearch),
);

const PICKER_WIDTH = { base: 150, xs: 220, sm: 260 };

/** The client every page is scoped to: its name in a stand-in, the searchable picker once used. */
export function HeaderClientPicker() {
  // On a phone, loaded at the first use, not when idle (load-after-paint.ts, 'on-intent').
  const { ready, load } = useLoadedAfterPaint(
    FullClientPicker,
    usePhone() ? 'on-intent' : 'on-use',
  );
  const { used, pressing, triggerProps } = useStandInTrigger(load);
  const { selected, placeholder, error, disabled } = useClientChoice({ late: false });
  const standIn = (
    <PlainTextInput
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
      rightSection={<Chevron />}
      rightSectionPointerEvents="none"
      w={PICKER_WIDTH}
      {...triggerProps}
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

/** Find an order by its ID: a plain box (a button on a phone) until used, then the search. */
export function HeaderOrderSearch() {
  const { ready, load } = useLoadedAfterPaint(FullOrderSearch, usePhone() ? 'on-intent' : 'on-use');
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [opened, setOpened] = useState(false);
  const standIn = (
    <>
      <Group visibleFrom="sm">
        <PlainTextInput
          type="search"
          aria-label="Find an order by ID"
          placeholder="Order or payout ID"
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
