import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { PlainPagination } from './plain-pagination';

const LABELS = {
  previous: 'Previous page',
  next: 'Next page',
  page: (page: number) => `Page ${page}`,
};
const pagesShown = () =>
  screen
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'))
    .filter((label) => label?.startsWith('Page '));

describe('plain pagination', () => {
  it('asks for the page pressed, and for the one before and after', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <PlainPagination total={12} value={6} onChange={onChange} labels={LABELS} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Page 7' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange.mock.calls).toEqual([[7], [5], [7]]);
    expect(screen.getByRole('button', { name: 'Page 6' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('shows the first and last pages and those around the current one', () => {
    renderWithProviders(
      <PlainPagination total={12} value={6} onChange={() => undefined} labels={LABELS} />,
    );
    expect(pagesShown()).toEqual(['Page 1', 'Page 5', 'Page 6', 'Page 7', 'Page 12']);
  });

  it('cannot go before the first page or past the last', () => {
    const onChange = vi.fn();
    const { unmount } = renderWithProviders(
      <PlainPagination total={3} value={1} onChange={onChange} labels={LABELS} />,
    );
    const previous = screen.getByRole<HTMLButtonElement>('button', { name: 'Previous page' });
    expect(previous.disabled).toBe(true);
    fireEvent.click(previous);
    expect(onChange).not.toHaveBeenCalled();
    expect(pagesShown()).toEqual(['Page 1', 'Page 2', 'Page 3']);
    unmount();
    renderWithProviders(
      <PlainPagination total={3} value={3} onChange={onChange} labels={LABELS} />,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(
      true,
    );
  });
});
