import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { MoneyLeftHelp } from './money-left-help';

describe('money left help', () => {
  it('opens its explanation on the first press, even before the popover code has loaded', async () => {
    const view = renderWithProviders(<MoneyLeftHelp />);
    await view.user.click(screen.getByRole('button', { name: 'How this is counted' }));
    expect(await screen.findByText('Money left on the table')).toBeTruthy();
    expect(screen.getByText(/Lost for good/)).toBeTruthy();
    // The keyboard stays on the button (the real one now), and its next press closes the
    // explanation.
    const button = screen.getByRole('button', { name: 'How this is counted' });
    await waitFor(() => expect(document.activeElement).toBe(button));
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Money left on the table')).toBeNull());
  });
});
