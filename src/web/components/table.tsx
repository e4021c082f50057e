import type { ComponentPropsWithRef, CSSProperties } from 'react';
import classes from './table.module.css';

interface TableProps extends ComponentPropsWithRef<'table'> {
  /** Every other body row shaded. */
  striped?: boolean;
  /** A body row shaded under the pointer. */
  highlightOnHover?: boolean;
  /** A line under each row (the default). */
  withRowBorders?: boolean;
  /** Space above and below each cell's content, in pixels (7 by default; Mantine's `xs` is 10). */
  verticalSpacing?: number;
}

/**
 * A table in Mantine's Table look (its sizes and colours, table.module.css), drawn with the plain
 * elements: `thead`, `tr`, `th`, `td` inside it are styled as Mantine's `Table.*` parts. Mantine's
 * Table was 6.4 KB of every table page's first paint (its scroll area came with it), and a styled
 * component per row and header cell was work a large table repeats thousands of times.
 */
export function Table({
  striped = false,
  highlightOnHover = false,
  withRowBorders = true,
  verticalSpacing,
  className,
  style,
  ...props
}: TableProps) {
  return (
    <table
      className={className ? `${classes.table} ${className}` : classes.table}
      data-striped={striped || undefined}
      data-hover={highlightOnHover || undefined}
      data-row-borders={withRowBorders || undefined}
      style={
        verticalSpacing === undefined
          ? style
          : ({ '--table-vertical-spacing': `${verticalSpacing}px`, ...style } as CSSProperties)
      }
      {...props}
    />
  );
}

/** Figures on the right: a cell's alignment as a style, for `style={…}` of a `th` or `td`. */
export const alignRight: CSSProperties = { textAlign: 'right' };

interface TableScrollerProps extends ComponentPropsWithRef<'div'> {
  /** Below this width (pixels) the table scrolls sideways inside the scroller. */
  minWidth: number;
}

/** A table's sideways scroller (Mantine's native `Table.ScrollContainer`): the table inside. */
export function TableScroller({ minWidth, className, children, ...props }: TableScrollerProps) {
  return (
    <div className={className ? `${classes.scrollX} ${className}` : classes.scrollX} {...props}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
