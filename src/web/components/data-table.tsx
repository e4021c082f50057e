import { Text, VisuallyHidden } from '@mantine/core';
import {
  memo,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import { formatCount, formatPercent, toCents } from '../lib/format';
import { nextTask } from '../performance/schedule';
import { Money, plainMoney } from './money';
import { SortableHeader } from './sortable-header';
import { alignRight, Table, TableScroller } from './table';
import classes from './table.module.css';
import { alignOf, nextSortOf, totalsOf, type Column } from './table-model';

interface TableFrameProps extends Omit<
  ComponentPropsWithoutRef<typeof Table>,
  'children' | 'className'
> {
  /** Said to screen readers before the table. */
  caption: string;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  /** Keeps the first column in view while the table scrolls sideways (the default). */
  sticky?: boolean;
  /**
   * Drawn with the page, not when it nears the screen: for a table at the top of its page, on
   * the first screen, where the stand-in height it has until drawn would move what follows it.
   */
  atTop?: boolean;
  children: ReactNode;
}

/**
 * True while the element's content is wider than the element (it scrolls sideways): such a
 * scroller must be reachable from the keyboard; one that does not scroll is no tab stop.
 */
function useScrollsSideways() {
  const [scrolls, setScrolls] = useState(false);
  const stop = useRef<(() => void) | null>(null);
  const ref = useCallback((element: HTMLDivElement | null) => {
    stop.current?.();
    stop.current = null;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // A table off the screen is not laid out (`content-visibility: auto`, table.module.css): its
    // width is unknown then, so the last answer stands, and is checked again once it is drawn.
    let skipped = false;
    const check = () => {
      if (!skipped) setScrolls(element.scrollWidth > element.clientWidth + 1);
    };
    const drawnOrSkipped = (event: Event) => {
      skipped = (event as ContentVisibilityAutoStateChangeEvent).skipped;
      check();
    };
    const observer = new ResizeObserver(check);
    observer.observe(element);
    // No measure here: the observer's first report comes with the table's first layout, so
    // mounting a table forces no layout of the whole page (and no second render in the same task).
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener('contentvisibilityautostatechange', drawnOrSkipped);
    stop.current = () => {
      observer.disconnect();
      element.removeEventListener('contentvisibilityautostatechange', drawnOrSkipped);
    };
  }, []);
  return [ref, scrolls] as const;
}

/**
 * Every table's frame: sideways scrolling (the first column kept in view, and the scroller a
 * named, focusable region while it scrolls), stripes, a caption for screen readers.
 */
export function TableFrame({
  caption,
  minWidth,
  sticky = true,
  atTop = false,
  children,
  ...props
}: TableFrameProps) {
  const [scrollerRef, scrolls] = useScrollsSideways();
  return (
    // Positioned, so that what is positioned inside (the caption's hidden text) scrolls with the
    // table instead of widening the page.
    <TableScroller
      ref={scrollerRef}
      minWidth={minWidth}
      className={atTop ? `${classes.scroller} ${classes.atTop}` : classes.scroller}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
    >
      <Table
        striped
        highlightOnHover
        verticalSpacing={10}
        // Only while it scrolls sideways: a sticky cell in each row costs the browser its own
        // painting step, for nothing while the whole table is in view.
        className={sticky && scrolls ? classes.stickyFirst : undefined}
        {...props}
      >
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        {children}
      </Table>
    </TableScroller>
  );
}

interface ColumnHeaderProps<T> {
  column: Column<T>;
  /** The table's sort (`id` ascending, `-id` descending); without `onSort` no header sorts. */
  sort?: string | undefined;
  /** A click on a column that sorts (one with a value): the table works out the next sort. */
  onSort?: ((id: string) => void) | undefined;
}

/** A column's header: a sort button when the column sorts, on the right over figures. */
export function ColumnHeader<T>({ column, sort = '', onSort }: ColumnHeaderProps<T>) {
  const numeric = alignOf(column) === 'right';
  return column.value && onSort ? (
    <SortableHeader
      label={column.header}
      column={column.id}
      sort={sort}
      onSort={onSort}
      numeric={numeric}
    />
  ) : (
    <th style={numeric ? alignRight : undefined}>{column.header}</th>
  );
}

/** A table's header row: each column's header, sorting by it when given `onSort`. */
export function HeaderRow<T>({
  columns,
  sort,
  onSort,
}: {
  columns: readonly Column<T>[];
  sort?: string | undefined;
  onSort?: ((id: string) => void) | undefined;
}) {
  return (
    <tr>
      {columns.map((column) => (
        <ColumnHeader key={column.id} column={column} sort={sort} onSort={onSort} />
      ))}
    </tr>
  );
}

/** A table's head that sorts its rows: a click on a header asks for the next sort of the cycle. */
export function SortingHead<T>({
  columns,
  rows,
  sort,
  onSort,
}: {
  columns: readonly Column<T>[];
  rows: readonly T[];
  sort: string;
  onSort: (sort: string) => void;
}) {
  return (
    <thead>
      <HeaderRow
        columns={columns}
        sort={sort}
        onSort={(id) => onSort(nextSortOf(columns, rows, sort, id))}
      />
    </thead>
  );
}

/** A cell's content: its own rendering, else the value (money as dollars, counts separated). */
export function cellContent<T>(column: Column<T>, row: T): ReactNode {
  if (column.render) return column.render(row);
  const value = column.value?.(row);
  if (value === undefined) return null;
  if (typeof value === 'number' && Number.isNaN(value)) return '–';
  if (column.kind === 'money') return plainMoney(toCents(Number(value)));
  if (column.kind === 'percent') return formatPercent(Number(value));
  return column.kind === 'count' ? formatCount(Number(value)) : value;
}

/**
 * A column's cell in a row, on the right for figures (`children` in place of its content): a
 * plain cell (a large table has thousands, and a styled component per cell was most of its
 * render time).
 */
export function ColumnCell<T>({
  column,
  row,
  children,
  className,
  style,
  ...props
}: { column: Column<T>; row: T } & ComponentPropsWithoutRef<'td'>) {
  return (
    <td
      className={className}
      style={alignOf(column) === 'right' ? { ...alignRight, ...style } : style}
      {...props}
    >
      {children ?? cellContent(column, row)}
    </td>
  );
}

/**
 * A table's body is drawn in groups of this many rows, each its own `tbody`; when the rows change
 * out of sight, the first group is drawn at once and the others one a frame. Even, so that every
 * group's stripes continue the one before.
 */
const ROWS_PER_FRAME = 20;

/**
 * True while the first group of rows (`first`, its `tbody`) reaches below the screen: then every
 * row after it, drawn or still to come, is below the screen too, as on a page read from the top,
 * where the table's header and its sorts are.
 */
function useRestBelowScreen(first: HTMLTableSectionElement | null) {
  const [below, setBelow] = useState(false);
  useEffect(() => {
    if (!first || typeof IntersectionObserver === 'undefined') return;
    // Watched against the screen and everything above it, told when the group is no longer
    // wholly inside: a jump from the top of the page to far down (a link, a search, the
    // keyboard) passes over the screen in one step, and a watch of the screen alone would not
    // hear that the rows are no longer below.
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        const bottom = entry.rootBounds?.bottom ?? window.innerHeight;
        setBelow(entry.boundingClientRect.bottom > bottom + 1);
      },
      { rootMargin: '1000000px 0px 0px 0px', threshold: [0, 1] },
    );
    observer.observe(first);
    return () => observer.disconnect();
  }, [first]);
  return below;
}

/** The same rows in the same order (a parent that made its list anew on an unrelated render). */
const sameRows = <T,>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((row, index) => row === b[index]);

/**
 * The rows to draw. Normally all. When the rows change (a sort, another page, a filter) while the
 * rows past the first group are below the screen, the first group is drawn at once and the others
 * one a frame, below the screen: the browser's style and layout of a hundred rich rows in one
 * frame was the long task of a re-sort (45-75 ms on a laptop, budget 50), and a group added in a
 * body of its own costs less layout than rows added to one body. A table drawn anew, or changed
 * while its lower rows are in view, is drawn whole at once: nothing the reader sees goes missing,
 * and the page keeps its height where the reader is.
 */
function useRowsByFrame<T>(rows: readonly T[], first: HTMLTableSectionElement | null) {
  const [drawn, setDrawn] = useState({ rows, count: rows.length });
  const restBelow = useRestBelowScreen(first);
  let now = drawn;
  if (drawn.rows !== rows) {
    const count = sameRows(drawn.rows, rows)
      ? drawn.count
      : restBelow
        ? Math.min(rows.length, ROWS_PER_FRAME)
        : rows.length;
    now = { rows, count };
    setDrawn(now);
  }
  useEffect(() => {
    if (drawn.count >= drawn.rows.length) return;
    let stopped = false;
    // After this frame is painted: the next group in a task of its own, drawn in the next frame.
    const frame = requestAnimationFrame(() => {
      void nextTask().then(() => {
        if (stopped) return;
        setDrawn((last) =>
          last === drawn ? { rows: last.rows, count: last.count + ROWS_PER_FRAME } : last,
        );
      });
    });
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
    };
  }, [drawn]);
  const groups: (readonly T[])[] = [];
  for (let start = 0; start < Math.min(now.count, now.rows.length); start += ROWS_PER_FRAME)
    groups.push(now.rows.slice(start, Math.min(start + ROWS_PER_FRAME, now.count)));
  return groups.length > 0 ? groups : [[]];
}

interface DataRowProps<T> {
  row: T;
  columns: readonly Column<T>[];
  rowProps?:
    ((row: T) => Record<`data-${string}`, string | number | boolean | undefined>) | undefined;
}

/**
 * A row, drawn again only when it, its columns or its `rowProps` change: not as other groups are
 * added, and not when the page draws the table again, where the caller's `rowProps` and columns
 * keep their identity (module-level or memoised, as the orders' and disputes' tables do).
 */
const DataRow = memo(function DataRow<T>({ row, columns, rowProps }: DataRowProps<T>) {
  return (
    <tr {...rowProps?.(row)}>
      {columns.map((column) => (
        <ColumnCell key={column.id} column={column} row={row} />
      ))}
    </tr>
  );
}) as <T>(props: DataRowProps<T>) => ReactNode;

interface DataTableProps<T> extends Omit<TableFrameProps, 'children'> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  /** Data attributes of a row (what tests and styles find it by). */
  rowProps?: (row: T) => Record<`data-${string}`, string | number | boolean | undefined>;
  sort?: string | undefined;
  onSort?: ((id: string) => void) | undefined;
}

/** A table of `rows` laid out by `columns`, sorting by its headers when given `onSort`. */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  rowProps,
  sort,
  onSort,
  ...frame
}: DataTableProps<T>) {
  const [first, setFirst] = useState<HTMLTableSectionElement | null>(null);
  const groups = useRowsByFrame(rows, first);
  return (
    <TableFrame {...frame}>
      <thead>
        <HeaderRow columns={columns} sort={sort} onSort={onSort} />
      </thead>
      {groups.map((group, index) => (
        // A group is a place in the table (its rows are keyed by themselves).
        <tbody key={index} ref={index === 0 ? setFirst : undefined}>
          {group.map((row) => (
            <DataRow key={rowKey(row)} row={row} columns={columns} rowProps={rowProps} />
          ))}
        </tbody>
      ))}
    </TableFrame>
  );
}

interface TotalsRowProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  /** The first cell, e.g. "Total (12 stores)". */
  label: ReactNode;
  /** A note under a column's total, e.g. that some rows are missing from it. */
  note?: (column: Column<T>) => ReactNode;
}

/** A table's totals row: money summed in integer cents, counts as integers (see `totalsOf`). */
export function TotalsRow<T>({ columns, rows, label, note }: TotalsRowProps<T>) {
  const totals = totalsOf(rows, columns);
  return (
    <tr data-totals style={{ fontWeight: 700 }}>
      {columns.map((column, index) => {
        const total = totals.get(column.id);
        if (index === 0) {
          return (
            <th key={column.id} scope="row">
              {label}
            </th>
          );
        }
        if (total === undefined) return <td key={column.id} />;
        return (
          <td key={column.id} style={alignRight} data-column={column.id}>
            {column.kind === 'money' ? (
              <Money cents={total} fw={700} />
            ) : (
              <Text span inherit>
                {formatCount(total)}
              </Text>
            )}
            {note?.(column)}
          </td>
        );
      })}
    </tr>
  );
}
