import type { ComponentPropsWithoutRef, CSSProperties, ElementType } from 'react';
import classes from './column-grid.module.css';

/** Columns from a breakpoint up (Mantine's: sm 48em, md 62em, lg 75em, xl 88em). */
export interface Columns {
  base: number;
  sm?: number;
  md?: number;
  lg?: number;
  xl?: number;
}

type ColumnGridProps<C extends ElementType> = {
  component?: C;
  cols: Columns;
  /** The gap, as Mantine's spacing: `sm` (12 px) or `md` (16 px). */
  spacing?: 'sm' | 'md';
} & Omit<ComponentPropsWithoutRef<C>, 'component'>;

/**
 * Equal columns, more of them on wider screens (Mantine's SimpleGrid, as a CSS grid of our own: its
 * code was on every page's first paint for the filter bar's layout alone).
 */
export function ColumnGrid<C extends ElementType = 'div'>({
  component,
  cols,
  spacing = 'sm',
  className,
  style,
  ...props
}: ColumnGridProps<C>) {
  const Component: ElementType = component ?? 'div';
  const sm = cols.sm ?? cols.base;
  const md = cols.md ?? sm;
  const lg = cols.lg ?? md;
  const xl = cols.xl ?? lg;
  const variables = {
    '--grid-gap': `var(--mantine-spacing-${spacing})`,
    '--cols-base': cols.base,
    '--cols-sm': sm,
    '--cols-md': md,
    '--cols-lg': lg,
    '--cols-xl': xl,
    ...style,
  } as CSSProperties;
  return (
    <Component
      className={className ? `${classes.grid} ${className}` : classes.grid}
      style={variables}
      {...props}
    />
  );
}
