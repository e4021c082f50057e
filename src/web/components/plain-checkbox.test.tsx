import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { PlainCheckbox } from './plain-checkbox';

function Choice({ disabled = false }: { disabled?: boolean }) {
  const [checked, setChecked] = useState(false);
  return (
    <PlainCheckbox
      aria-label="Select Jane D.'s order, $12.40"
      checked={checked}
      disabled={disabled}
      onChange={(event) => setChecked(event.currentTarget.checked)}
    />
  );
}

describe('plain checkbox', () => {
  it('is a checkbox by its name that a click and the space bar check and uncheck', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Choice />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', {
      name: "Select Jane D.'s order, $12.40",
    });
    expect(box.checked).toBe(false);
    await user.click(box);
    expect(box.checked).toBe(true);
    await user.keyboard(' ');
    expect(box.checked).toBe(false);
    await user.tab();
    expect(document.activeElement).not.toBe(box);
  });

  it('when disabled, cannot be checked or reached by Tab', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Choice disabled />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', {
      name: "Select Jane D.'s order, $12.40",
    });
    expect(box.disabled).toBe(true);
    await user.click(box);
    expect(box.checked).toBe(false);
    await user.tab();
    expect(document.activeElement).not.toBe(box);
  });
});
