import type { ReactNode } from 'react';
import type { CsvColumn } from '../lib/csv';
import { sumCentsBy } from '../lib/format';
import { amountKind, nextSort as nextSortCycle, type Sort, type SortKind } from './sortable-header';
import { once } from '../performance/schedule';

/*
 * The one column model of every table (listings, orders, disputes, finance, automatic disputes)
 * and of its CSV: a column says what it is, how its cell shows, what it sorts by and what the
 * CSV holds for it.
 */

/**
 * Text sits left and sorts A→Z first; money, counts and percentages (ratios, 0.5 = 50 %) sit
 * right and sort largest first. Money and counts have a total; percentages have none.
 */
export type ColumnKind = 'text' | 'money' | 'count' | 'percent';

/**
 * A figure a row does not have (not loaded, failed, no base for a rate): shown as "–", sorted
 * last in both directions, left out of totals, empty in the CSV.
 */
export const NO_FIGURE = Number.NaN;
const isMissing = (value: string | number) => typeof value === 'number' && Number.isNaN(value);

export interface Column<T> {
  id: string;
  header: string;
  kind: ColumnKind;
  /** Where the header and cells sit, when not where the kind puts them. */
  align?: 'left' | 'right';
  /** What the column sorts by (and totals by, for money and counts); without one it does not sort. */
  value?: (row: T) => string | number;
  /** The cell; by default the value, money as dollars and counts with separators. */
  render?: (row: T) => ReactNode;
  /**
   * The CSV's cell; by default the value, money as dollars with two decimals. A column with
   * neither is left out of the CSV (e.g. a button).
   */
  csv?: (row: T) => string | number | null | undefined;
}

/** What a column may add to its kind and value: its own cell, CSV cell or alignment. */
export type ColumnExtra<T> = Pick<Column<T>, 'render' | 'csv' | 'align'>;

/** A text column sorted by `value`. */
export const textColumn = <T>(
  id: string,
  header: string,
  value: (row: T) => string,
  extra: ColumnExtra<T> = {},
): Column<T> => ({ id, header, kind: 'text', value, ...extra });

/** A money column (dollars) sorted and totalled by `value`. */
export const moneyColumn = <T>(
  id: string,
  header: string,
  value: (row: T) => number,
  extra: ColumnExtra<T> = {},
): Column<T> => ({ id, header, kind: 'money', value, ...extra });

/** A percentage column (ratios, 0.5 = 50 %) sorted by `value`. */
export const percentColumn = <T>(
  id: string,
  header: string,
  value: (row: T) => number,
  extra: ColumnExtra<T> = {},
): Column<T> => ({ id, header, kind: 'percent', value, ...extra });

/** A count column sorted and totalled by `value`. */
export const countColumn = <T>(
  id: string,
  header: string,
  value: (row: T) => number,
  extra: ColumnExtra<T> = {},
): Column<T> => ({ id, header, kind: 'count', value, ...extra });

/** Money and counts are figures: their header and cells sit on the right, over them. */
export const isNumeric = (column: { kind: ColumnKind }) => column.kind !== 'text';

/** Where a column's header and cells sit: `align`, else right for figures, else left. */
export const alignOf = (column: Pick<Column<never>, 'kind' | 'align'>) =>
  column.align ?? (isNumeric(column) ? 'right' : 'left');

/** `id` ascending or `-id` descending, as the URL writes it, read back. */
export const parseSort = (sort: string): { key: string; dir: 'asc' | 'desc' } =>
  sort.startsWith('-') ? { key: sort.slice(1), dir: 'desc' } : { key: sort, dir: 'asc' };

/**
 * Text compared as people read it (numbers by value, case ignored); one for every table: made
 * when a table first sorts by text (the first costs its collation data; a page whose tables sort
 * by figures or dates never pays it).
 */
export const collator = once(() => new Intl.Collator('en', { numeric: true, sensitivity: 'base' }));

/** The rows in the sort's order (stable: ties keep their order); unchanged for no known column. */
export function sortRows<T>(rows: readonly T[], columns: readonly Column<T>[], sort: string): T[] {
  const { key, dir } = parseSort(sort);
  const value = columns.find((c) => c.id === key)?.value;
  if (!value) return [...rows];
  const sign = dir === 'desc' ? -1 : 1;
  const { compare } = collator();
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (isMissing(x) || isMissing(y)) return Number(isMissing(x)) - Number(isMissing(y));
    return (
      sign *
      (typeof x === 'number' && typeof y === 'number' ? x - y : compare(String(x), String(y)))
    );
  });
}

/** How a column sorts on its first click: money by what its amounts are (see `amountKind`). */
export const sortKindOf = <T>(column: Column<T>, rows: readonly T[]): SortKind => {
  const { value } = column;
  if (column.kind === 'text' || !value) return 'text';
  return column.kind === 'money'
    ? amountKind(rows.map((row) => Number(value(row))).filter((amount) => !Number.isNaN(amount)))
    : 'amount';
};

/**
 * The sort after a click on column `id`: the shared cycle (see `nextSort` in sortable-header),
 * with `reset` (the list's own order) after the second click when the list has one.
 */
export const nextSortOf = <T>(
  columns: readonly Column<T>[],
  rows: readonly T[],
  sort: string,
  id: string,
  reset?: string,
): Sort => {
  const column = columns.find((c) => c.id === id);
  return column ? nextSortCycle(sort, id, sortKindOf(column, rows), reset) : sort;
};

/** The sort asked for, else the first sort of the table's default column (as its first click). */
export const sortOrDefault = <T>(
  columns: readonly Column<T>[],
  rows: readonly T[],
  sort: string,
  defaultColumn: string,
): Sort => sort || nextSortOf(columns, rows, '', defaultColumn);

/**
 * The totals row: money in integer cents, counts as integers, over the rows that have the figure;
 * text and percentage columns have none.
 */
export const totalsOf = <T>(rows: readonly T[], columns: readonly Column<T>[]) =>
  new Map(
    columns.flatMap(({ id, kind, value }) => {
      if (!value || kind === 'text' || kind === 'percent') return [];
      const amount = (row: T) => {
        const figure = Number(value(row));
        return Number.isNaN(figure) ? 0 : figure;
      };
      return kind === 'money'
        ? [[id, sumCentsBy(rows, amount)] as const]
        : [[id, rows.reduce((total, row) => total + amount(row), 0)] as const];
    }),
  );

/** Dollars as the CSV writes them: two decimals, no currency sign. */
export const csvDollars = (dollars: number) => (Math.round(dollars * 100) / 100).toFixed(2);

/**
 * The columns' CSV: each column's `csv`, else its value (money as dollars with two decimals,
 * percentages as percent with one).
 */
export const csvColumns = <T>(columns: readonly Column<T>[]): CsvColumn<T>[] =>
  columns.flatMap(({ header, kind, value, csv }) => {
    if (csv) return [{ header, value: csv }];
    if (!value) return [];
    const cell = (row: T) => {
      const figure = value(row);
      if (isMissing(figure)) return '';
      if (kind === 'money') return csvDollars(Number(figure));
      return kind === 'percent' ? (Number(figure) * 100).toFixed(1) : figure;
    };
    return [{ header: kind === 'percent' ? `${header} (%)` : header, value: cell }];
  });
