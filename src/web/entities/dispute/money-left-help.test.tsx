import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { MoneyLeftHelp } from './money-left-help';

describe('money left help', () => {
  it('opens its explanation on the first press, even before the popover code has loaded', async () => {
    const view = renderWithProviders(<MoneyLeftHelp />);
    await view.user.click(screen.getByRole('button', { name: 'How this is counted' }));
    expect(await screen.findByText('Money left on the table')).toBeTruthy();
    expect(screen.getByText(/Lost for good/)).toBeTruthy();
  });
});
