import { Group, useMantineTheme } from '@mantine/core';
import { usePagination } from '@mantine/hooks';
import type { CSSProperties, ReactNode } from 'react';
import { BUTTON_CLASSES, contrastOnPrimary } from './plain-button';

/*
 * Mantine's Pagination (small, with its previous and next controls), drawn with the same elements,
 * classes and variables (the unit test holds the tree equal to Mantine's): the paged lists draw
 * it before they paint, and Mantine's brought its root, context, items, edges, label and icons
 * with it, 2.5 KB of gzip of each paged page's first paint. The range is Mantine's own hook's.
 */

/** Mantine's classes (Pagination.css is in the app's stylesheet); the unit test checks them. */
export const PAGINATION_CLASSES = { root: 'm_4addd315', control: 'm_326d024a', dots: 'm_4ad7767d' };

const ICON_STYLE: CSSProperties = {
  width: 'calc(var(--pagination-control-size) / 1.8)',
  height: 'calc(var(--pagination-control-size) / 1.8)',
};

const Icon = ({ d, rotates = true }: { d: string; rotates?: boolean }) => (
  <svg
    viewBox="0 0 16 16"
    style={ICON_STYLE}
    className={rotates ? 'mantine-rotate-rtl' : undefined}
  >
    <path d={d} fill="currentColor" />
  </svg>
);
const PREVIOUS = 'M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z';
const NEXT = 'M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z';
const DOTS =
  'M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z';

function Control({
  label,
  active = false,
  disabled = false,
  withPadding,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  withPadding: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={[
        'mantine-focus-auto',
        !disabled && 'mantine-active',
        PAGINATION_CLASSES.control,
        'mantine-Pagination-control',
        BUTTON_CLASSES.unstyled,
        'mantine-UnstyledButton-root',
      ]
        .filter(Boolean)
        .join(' ')}
      data-active={active || undefined}
      data-disabled={disabled || undefined}
      data-with-padding={withPadding || undefined}
      disabled={disabled}
      aria-current={active ? 'page' : undefined}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

export interface PlainPaginationProps {
  total: number;
  value: number;
  onChange: (page: number) => void;
  /** Each control's and page's accessible name. */
  labels: { previous: string; next: string; page: (page: number) => string };
}

/** A small pagination in Mantine's look: previous, the pages (with dots between), next. */
export function PlainPagination({ total, value, onChange, labels }: PlainPaginationProps) {
  const theme = useMantineTheme();
  const { range, active, next, previous, setPage } = usePagination({
    total,
    page: value,
    onChange,
  });
  if (total <= 0) return null;
  const vars = {
    '--pagination-control-size': 'var(--pagination-control-size-sm)',
    '--pagination-control-fz': 'var(--mantine-font-size-sm)',
    '--pagination-active-color': contrastOnPrimary(theme),
  } as CSSProperties;
  return (
    <div
      style={vars}
      className={`${PAGINATION_CLASSES.root} mantine-Pagination-root`}
      data-size="sm"
    >
      <Group gap={8}>
        <Control
          label={labels.previous}
          disabled={active === 1}
          withPadding={false}
          onClick={previous}
        >
          <Icon d={PREVIOUS} />
        </Control>
        {range.map((page, index) =>
          page === 'dots' ? (
            <div
              key={`dots-${index}`}
              className={`${PAGINATION_CLASSES.dots} mantine-Pagination-dots`}
            >
              <Icon d={DOTS} rotates={false} />
            </div>
          ) : (
            <Control
              key={page}
              label={labels.page(page)}
              active={page === active}
              withPadding
              onClick={() => setPage(page)}
            >
              {page}
            </Control>
          ),
        )}
        <Control label={labels.next} disabled={active === total} withPadding={false} onClick={next}>
          <Icon d={NEXT} />
        </Control>
      </Group>
    </div>
  );
}
