import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInApi } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { renderWithProviders } from '../test/render';
import { HeaderClientPicker, HeaderOrderSearch } from './header-controls';

// One file of its own: the real controls' code loads once per file, and these tests start from
// the stand-ins, before it has.
describe('header controls', () => {
  it('shows the client in the stand-in, and a click opens the real list at once', async () => {
    mockApi(signedInApi);
    const view = renderWithProviders(<HeaderClientPicker />, {
      url: '/orders?client=client-summit',
    });
    const standIn = await screen.findByDisplayValue('Summit Eats');
    // The stand-in: no list of its own yet.
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();

    await view.user.click(standIn);
    await view.user.click(await screen.findByRole('option', { name: 'Harbor Group' }));
    await waitFor(() => expect(view.location()).toBe('/orders?client=client-harbor'));
  });

  it('keeps what was typed into the order search while its code loads, and the focus', async () => {
    mockApi(signedInApi);
    const view = renderWithProviders(<HeaderOrderSearch />, {
      url: '/orders?client=client-harbor',
    });
    const standIn = screen.getByRole('searchbox', { name: 'Find an order by ID' });
    expect(standIn.getAttribute('aria-haspopup')).toBeNull();

    await view.user.type(standIn, 'z');
    // The real search took over: same text, the focus, and its list of what it found.
    await screen.findByText(/Type at least \d+ characters of an order ID/);
    const box = screen.getByRole('searchbox', { name: 'Find an order by ID' });
    expect(box).not.toBe(standIn);
    expect((box as HTMLInputElement).value).toBe('z');
    expect(document.activeElement).toBe(box);
  });
});
