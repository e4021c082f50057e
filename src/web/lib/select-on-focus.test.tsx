import { NumberInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { selectOnFocus } from './select-on-focus';

describe('selectOnFocus', () => {
  it("selects a number field's text as it takes the focus, before a key typed at once lands", async () => {
    const { user } = renderWithProviders(
      <NumberInput label="Promo value" prefix="$" defaultValue={150} {...selectOnFocus({})} />,
    );
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Promo value' });
    field.focus();
    // No timer has run yet: the text is already selected, so the next key replaces it.
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    await user.keyboard('12');
    expect(field.value).toBe('$12');
  });
});
