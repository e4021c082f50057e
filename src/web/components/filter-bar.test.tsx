import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { presetRange } from '../lib/date-ranges';
import { renderWithProviders } from '../test/render';
import { FilterBar } from './filter-bar';

describe('filter bar', () => {
  it('writes a preset range into the URL, and the default one as no dates at all', async () => {
    const view = renderWithProviders(<FilterBar fields={['dates']} />, {
      url: '/orders?client=c1',
    });
    // The fields come in after the page has painted (their frames first).
    const range = await screen.findByRole('combobox', { name: 'Date range' });
    expect((range as HTMLInputElement).value).toBe('Last 30 days');

    await view.user.click(range);
    await view.user.click(await screen.findByRole('option', { name: 'Last 7 days' }));
    const { from, to } = presetRange('last-7');
    await waitFor(() => expect(view.location()).toBe(`/orders?client=c1&from=${from}&to=${to}`));

    await view.user.click(range);
    await view.user.click(await screen.findByRole('option', { name: 'Last 30 days' }));
    await waitFor(() => expect(view.location()).toBe('/orders?client=c1'));
  });

  it('reads a shared link back: the range it names, and custom dates as Custom', async () => {
    const { from, to } = presetRange('last-month');
    renderWithProviders(<FilterBar fields={['dates']} />, {
      url: `/finance?from=${from}&to=${to}`,
    });
    expect(
      ((await screen.findByRole('combobox', { name: 'Date range' })) as HTMLInputElement).value,
    ).toBe('Last month');
  });

  it('keeps chosen channels in the URL by code, shown by name', async () => {
    const view = renderWithProviders(<FilterBar fields={['channels']} />, {
      url: '/orders?channels=MARKETPLACE_4',
    });
    // Shown as a chosen value (a pill), not only as an option of the list.
    const chosen = (await screen.findAllByText('Marketplace 4 (catering)')).filter(
      (element) => !element.closest('[role="listbox"]'),
    );
    expect(chosen).toHaveLength(1);
    await view.user.click(screen.getByRole('combobox', { name: 'Channels' }));
    await view.user.click(await screen.findByRole('option', { name: 'Marketplace 1 Drive' }));
    await waitFor(() =>
      expect(view.location()).toBe('/orders?channels=MARKETPLACE_4%2CMARKETPLACE_1_DRIVE'),
    );
  });
});
