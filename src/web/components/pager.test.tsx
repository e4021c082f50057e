import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_SIZES } from '../lib/page-size';
import { renderWithProviders } from '../test/render';
import { Pager } from './pager';

describe('pager', () => {
  it('offers the page sizes in the platform list and reports the one chosen', async () => {
    const onSize = vi.fn();
    const view = renderWithProviders(
      <Pager
        sizes={PAGE_SIZES}
        paging={{ page: 1, size: 25, onPage: () => {}, onSize }}
        count={120}
        shown={25}
      />,
    );
    const sizes = screen.getByRole('combobox', { name: 'Rows per page' });
    expect((sizes as HTMLSelectElement).value).toBe('25');
    expect(screen.getByText('Showing 1–25 of 120')).toBeTruthy();
    await view.user.selectOptions(sizes, '50');
    expect(onSize).toHaveBeenCalledWith('50');
  });
});
