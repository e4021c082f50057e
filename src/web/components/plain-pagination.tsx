import { useMantineTheme } from '@mantine/core';
import { usePagination } from '@mantine/hooks';
import type { CSSProperties, ReactNode } from 'react';
import { contrastOnPrimary } from './primary-contrast';
import classes from './plain-pagination.module.css';

/*
 * A small pagination of our own (previous, the pages with dots between, next) with its own CSS
 * module: the paged lists draw it before they paint, and Mantine's brought its root, context,
 * items, edges, label and icons (docs/performance.md). The range is Mantine's own hook's.
 */

const Icon = ({ d, rotates = true }: { d: string; rotates?: boolean }) => (
  <svg
    viewBox="0 0 16 16"
    aria-hidden
    className={[classes.icon, rotates && 'mantine-rotate-rtl'].filter(Boolean).join(' ')}
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
      className={['mantine-focus-auto', !disabled && 'mantine-active', classes.control]
        .filter(Boolean)
        .join(' ')}
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

/** A small pagination: previous, the pages (with dots between), next. */
export function PlainPagination({ total, value, onChange, labels }: PlainPaginationProps) {
  const theme = useMantineTheme();
  const { range, active, next, previous, setPage } = usePagination({
    total,
    page: value,
    onChange,
  });
  if (total <= 0) return null;
  const colors = { '--pagination-active-color': contrastOnPrimary(theme) } as CSSProperties;
  return (
    <div style={colors} className={classes.root}>
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
          <div key={`dots-${index}`} className={classes.dots}>
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
    </div>
  );
}
