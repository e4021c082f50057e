import { Pagination } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { drawnShape } from '../test/element-shape';
import { renderWithProviders } from '../test/render';
import { PAGINATION_CLASSES, PlainPagination } from './plain-pagination';

const drawn = (ui: ReactElement) => drawnShape(ui, `.${PAGINATION_CLASSES.root}`);
const LABELS = {
  previous: 'Previous page',
  next: 'Next page',
  page: (page: number) => `Page ${page}`,
};

describe('plain pagination', () => {
  it("uses Mantine's class names", () => {
    const { root, control, dots } = Pagination.classes;
    expect(PAGINATION_CLASSES).toEqual({ root, control, dots });
  });

  it('draws as Mantine Pagination does, at the ends, in the middle, with few pages', () => {
    for (const [total, value] of [
      [12, 1],
      [12, 6],
      [12, 12],
      [3, 2],
      [1, 1],
    ] as const)
      expect(
        drawn(
          <PlainPagination
            total={total}
            value={value}
            onChange={() => undefined}
            labels={LABELS}
          />,
        ),
        `${value} of ${total}`,
      ).toEqual(
        drawn(
          <Pagination
            total={total}
            value={value}
            onChange={() => undefined}
            size="sm"
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? LABELS.previous : LABELS.next,
            })}
            getItemProps={(page) => ({ 'aria-label': LABELS.page(page) })}
          />,
        ),
      );
  });

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
});
