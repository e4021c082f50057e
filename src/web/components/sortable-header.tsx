import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { alignRight } from './table';
import classes from './table.module.css';

/**
 * What a column holds, for its first click: text A→Z; an amount or a count largest first; a
 * deduction (money that is never positive: fees, error charges) most negative first, so the
 * first click on any money column puts the largest amount that matters on top.
 */
export type SortKind = 'text' | 'amount' | 'deduction';

/** A money column whose amounts are all ≤ 0 (and not all 0) is a deduction. */
export const amountKind = (values: Iterable<number>): 'amount' | 'deduction' => {
  let negative = false;
  for (const value of values) {
    if (value > 0) return 'amount';
    if (value < 0) negative = true;
  }
  return negative ? 'deduction' : 'amount';
};

/**
 * The one sort type of every table, as the URL writes it: `key` ascending, `-key` descending
 * (`parseSort` in table-model reads it as `{ key, dir }`).
 */
export type Sort<Key extends string = string> = Key | `-${Key}`;

/** Every sort of `keys`, both ways (the values a sort param takes). */
export const sortsOf = <const Key extends string>(keys: readonly Key[]): Sort<Key>[] =>
  keys.flatMap((key) => [key, `-${key}` as const]);

/** The sort (`column` ascending, `-column` descending) the first click on a column gives. */
export const firstSort = <Key extends string>(column: Key, kind: SortKind): Sort<Key> =>
  kind === 'amount' ? `-${column}` : column;

/**
 * The one sort cycle: the first click sorts as `firstSort`, the second reverses it; with
 * `reset`, a third goes back to the list's own order (`reset`), else it reverses again.
 */
export function nextSort<Key extends string, Reset extends string = never>(
  sort: string,
  column: Key,
  kind: SortKind,
  reset?: Reset,
): Sort<Key> | Reset {
  const first = firstSort(column, kind);
  const second: Sort<Key> = first === column ? `-${column}` : column;
  if (sort === first) return second;
  if (sort === second) return reset ?? first;
  return first;
}

interface SortableHeaderProps<Key extends string> {
  label: string;
  column: Key;
  /** The URL's sort: `column` ascending, `-column` descending. */
  sort: string;
  onSort: (key: Key) => void;
  /** A column of figures: the header sits on the right, over them. */
  numeric?: boolean;
  /** Keeps the header in view when the table scrolls sideways (the first column). */
  sticky?: boolean;
}

/** A column header that sorts by its column, announcing the direction with `aria-sort`. */
export function SortableHeader<Key extends string>({
  label,
  column,
  sort,
  onSort,
  numeric = false,
  sticky = false,
}: SortableHeaderProps<Key>) {
  const direction =
    sort === column ? 'ascending' : sort === `-${column}` ? 'descending' : undefined;
  const Icon =
    direction === 'ascending'
      ? IconChevronUp
      : direction === 'descending'
        ? IconChevronDown
        : IconSelector;
  return (
    <th
      aria-sort={direction}
      style={numeric ? alignRight : undefined}
      data-sticky={sticky || undefined}
    >
      {/* A plain button (table.module.css): a table's headers were a tenth of its Mantine renders. */}
      <button
        type="button"
        className={`${classes.sortButton} mantine-focus-auto`}
        onClick={() => onSort(column)}
      >
        <span className={classes.sortLabel} data-numeric={numeric || undefined}>
          {label}
          <Icon size={14} aria-hidden />
        </span>
      </button>
    </th>
  );
}
