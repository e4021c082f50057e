import type { ReactNode } from 'react';
import { sumCentsBy } from '../../lib/format';
import type { CsvColumn } from '../../lib/csv';
import {
  amountKind,
  nextSort as nextSortCycle,
  type SortKind,
} from '../../components/sortable-header';

/** One column of a per-store table: how to read, sort, total and export it. */
export type Column<T> = {
  id: string;
  header: string;
} & (
  | { kind: 'money'; value: (row: T) => number; render?: (row: T) => ReactNode }
  | { kind: 'count'; value: (row: T) => number }
  | { kind: 'text'; value: (row: T) => string; render?: (row: T) => ReactNode }
);

/** `id` ascending, `-id` descending. */
export type Sort = string;

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export function sortRows<T>(rows: readonly T[], columns: readonly Column<T>[], sort: Sort): T[] {
  const descending = sort.startsWith('-');
  const column = columns.find((c) => c.id === (descending ? sort.slice(1) : sort));
  if (!column) return [...rows];
  const sign = descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = column.value(a);
    const y = column.value(b);
    return (
      sign *
      (typeof x === 'number' && typeof y === 'number'
        ? x - y
        : collator.compare(String(x), String(y)))
    );
  });
}

/** How a column sorts on its first click: money by what its amounts are (see `amountKind`). */
export const sortKindOf = <T>(column: Column<T>, rows: readonly T[]): SortKind =>
  column.kind === 'text'
    ? 'text'
    : column.kind === 'count'
      ? 'amount'
      : amountKind(rows.map((row) => column.value(row)));

/**
 * The shared sort cycle: text A→Z first, counts and amounts largest first, deductions (all ≤ 0)
 * most negative first; clicking again reverses.
 */
export const nextSort = <T>(
  columns: readonly Column<T>[],
  rows: readonly T[],
  sort: Sort,
  id: string,
): Sort => {
  const column = columns.find((c) => c.id === id);
  return column ? nextSortCycle(sort, id, sortKindOf(column, rows)) : sort;
};

/** The totals row: money in integer cents, counts as integers; text columns have none. */
export const totalsOf = <T>(rows: readonly T[], columns: readonly Column<T>[]) =>
  new Map(
    columns.flatMap((column) =>
      column.kind === 'money'
        ? [[column.id, sumCentsBy(rows, column.value)] as const]
        : column.kind === 'count'
          ? [[column.id, rows.reduce((total, row) => total + column.value(row), 0)] as const]
          : [],
    ),
  );

/** The table's columns for the CSV file: money as dollars with two decimals. */
export const csvColumns = <T>(columns: readonly Column<T>[]): CsvColumn<T>[] =>
  columns.map((column) => ({
    header: column.header,
    value:
      column.kind === 'money'
        ? (row: T) => (Math.round(column.value(row) * 100) / 100).toFixed(2)
        : column.value,
  }));

/** The sort asked for, else the first sort of the table's default column (as its first click). */
export const sortOrDefault = <T>(
  columns: readonly Column<T>[],
  rows: readonly T[],
  sort: Sort,
  defaultColumn: string,
): Sort => sort || nextSort(columns, rows, '', defaultColumn);
