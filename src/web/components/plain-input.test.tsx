import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { PlainNativeSelect, PlainTextInput } from './plain-input';

function Search() {
  const [text, setText] = useState('');
  return (
    <PlainTextInput
      type="search"
      label="Search listings"
      placeholder="Brand"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
    />
  );
}

describe('plain inputs', () => {
  it('a text box is found by its label and takes what is typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Search />);
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search listings' });
    expect(box.placeholder).toBe('Brand');
    await user.click(box);
    await user.keyboard('Med');
    expect(box.value).toBe('Med');
  });

  it('a box with an error is marked invalid and described by it; a disabled one takes nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <PlainTextInput
        aria-label="Client"
        disabled
        defaultValue="Saffron Eats Co."
        error="The clients could not be loaded"
      />,
    );
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Client' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The clients could not be loaded',
    );
    await user.type(box, 'x');
    expect(box.value).toBe('Saffron Eats Co.');
  });

  it('a select shows its options by their labels and takes the one chosen', async () => {
    const user = userEvent.setup();
    function Rows() {
      const [value, setValue] = useState('25');
      return (
        <PlainNativeSelect
          label="Rows per page"
          size="xs"
          data={['10', { value: '25', label: '25 rows' }]}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
      );
    }
    renderWithProviders(<Rows />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Rows per page' });
    expect([...select.options].map((option) => option.textContent)).toEqual(['10', '25 rows']);
    await user.selectOptions(select, '10');
    expect(select.value).toBe('10');
  });
});
