import { Combobox, Input, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { drawnShape } from '../test/element-shape';
import { INPUT_CLASSES, PlainNativeSelect, PlainTextInput } from './plain-input';

const drawn = (ui: ReactElement) => drawnShape(ui, `.${INPUT_CLASSES.root}`);

describe('plain inputs', () => {
  it("use Mantine's class names", () => {
    expect(INPUT_CLASSES).toEqual({
      root: Input.classes.root,
      label: Input.classes.label,
      wrapper: Input.classes.wrapper,
      input: Input.classes.input,
      section: Input.classes.section,
      error: Input.classes.error,
      chevron: Combobox.classes.chevron,
    });
  });

  it('draw a search box as Mantine TextInput does', () => {
    const props = {
      type: 'search',
      label: 'Search listings',
      placeholder: 'Brand',
      leftSection: <IconSearch size={16} aria-hidden />,
      rightSection: <button type="button">Clear</button>,
      value: 'Med',
      onChange: () => undefined,
    };
    expect(drawn(<PlainTextInput {...props} />)).toEqual(drawn(<TextInput {...props} />));
  });

  it('draw a read-only picker with an error as Mantine TextInput does', () => {
    const props = {
      'aria-label': 'Client',
      role: 'combobox',
      readOnly: true,
      pointer: true,
      disabled: true,
      value: 'Saffron Eats Co.',
      error: 'The clients could not be loaded',
      rightSection: <span>v</span>,
      rightSectionPointerEvents: 'none' as const,
    };
    expect(drawn(<PlainTextInput {...props} />)).toEqual(drawn(<TextInput {...props} />));
  });

  it('draw selects, small and extra small, as Mantine NativeSelect does', () => {
    const data = ['10', { value: '25', label: '25 rows' }];
    for (const props of [
      { label: 'Rows per page', size: 'xs' as const },
      { 'aria-label': 'Compare with', size: 'xs' as const },
      { label: 'Status' },
    ])
      expect(
        drawn(<PlainNativeSelect {...props} data={data} value="25" onChange={() => undefined} />),
      ).toEqual(
        drawn(<NativeSelect {...props} data={data} value="25" onChange={() => undefined} />),
      );
  });
});
