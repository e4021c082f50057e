import { Group } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import {
  cellContent,
  ColumnCell,
  SortingHead,
  TableFrame,
  TotalsRow,
} from '../../components/data-table';
import {
  sortOrDefault,
  sortRows,
  textColumn,
  type Column,
  type ColumnExtra,
} from '../../components/table-model';
import { ActionIcon } from '../../components/plain-button';
import { formatCount } from '../../lib/format';
import classes from './finance.module.css';
import { withNames } from '../../entities/finance/finance-scope';

/** A row's cell: called, not a component of its own (a page's store tables have hundreds). */
function cell<T>(column: Column<T>, row: T, lead?: ReactNode) {
  if (column.kind !== 'text') return <ColumnCell key={column.id} column={column} row={row} />;
  const content = cellContent(column, row);
  return (
    <ColumnCell key={column.id} column={column} row={row} style={{ whiteSpace: 'nowrap' }}>
      {lead ? (
        <Group gap={4} wrap="nowrap">
          {lead}
          <div>{content}</div>
        </Group>
      ) : (
        content
      )}
    </ColumnCell>
  );
}

interface StoreTableProps<T> {
  caption: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  /** Row label for the expand button and screen readers, e.g. the store name. */
  rowLabel: (row: T) => string;
  /** The sort (`id` ascending, `-id` descending), kept by the page so its CSV follows it. */
  sort: string;
  onSort: (sort: string) => void;
  /** Rows to single out (e.g. a large difference). */
  highlight?: (row: T) => boolean;
  /** Details shown under a row when it is expanded. */
  expand?: (row: T) => ReactNode;
  /** Keys of the expanded rows, when the page keeps them (e.g. in the URL); else kept here. */
  open?: readonly string[];
  onOpen?: (keys: string[]) => void;
  minWidth?: number;
}

/**
 * A sortable per-store table with a totals row summed in integer cents. Its first column (the
 * store, with the expand button) stays in view when the table scrolls sideways.
 */
export function StoreTable<T>(props: StoreTableProps<T>) {
  const {
    caption,
    rows,
    columns,
    rowKey,
    rowLabel,
    sort,
    onSort,
    highlight,
    expand,
    minWidth = 640,
  } = props;
  const [ownOpen, setOwnOpen] = useState<readonly string[]>([]);
  const open = props.open ?? ownOpen;
  const setOpen = props.onOpen ?? setOwnOpen;
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const toggle = (key: string) =>
    setOpen(open.includes(key) ? open.filter((item) => item !== key) : [...open, key]);

  return (
    <TableFrame caption={caption} minWidth={minWidth} sticky data-store-table>
      <SortingHead columns={columns} rows={rows} sort={sort} onSort={onSort} />
      <tbody>
        {sorted.map((row) => {
          const key = rowKey(row);
          const expanded = open.includes(key);
          const flagged = highlight?.(row) ?? false;
          const button = expand && (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-expanded={expanded}
              aria-label={`${expanded ? 'Hide' : 'Show'} payouts of ${rowLabel(row)}`}
              onClick={() => toggle(key)}
            >
              {expanded ? (
                <IconChevronDown size={16} aria-hidden />
              ) : (
                <IconChevronRight size={16} aria-hidden />
              )}
            </ActionIcon>
          );
          return (
            <Fragment key={key}>
              <tr
                data-flagged={flagged || undefined}
                data-row={key}
                className={flagged ? classes.flagged : undefined}
              >
                {columns.map((column, index) =>
                  cell(column, row, index === 0 ? button : undefined),
                )}
              </tr>
              {expand && expanded && (
                <tr data-details={key}>
                  <td colSpan={columns.length} style={{ padding: 0 }}>
                    {expand(row)}
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
      <tfoot>
        <TotalsRow
          columns={columns}
          rows={rows}
          label={`Total (${formatCount(rows.length)} stores)`}
        />
      </tfoot>
    </TableFrame>
  );
}

/** A store's row with its name, as the per-store tables and their CSV files show it. */
export type Named<R> = R & { name: string };

/** What makes one per-store table: its rows' store, its columns and its default sort. */
export interface StoreTableSpec<R extends object> {
  caption: string;
  /** Every column, in the CSV's order. */
  columns: readonly Column<Named<R>>[];
  storeId: (row: R) => string;
  /** The column sorted by until one is clicked (in its first-click direction). */
  defaultSort: string;
  minWidth?: number;
}

/** A per-store table: its caption, its rows' store and default sort, and its columns. */
export const storeTable = <R extends object>(
  caption: string,
  options: Pick<StoreTableSpec<R>, 'storeId' | 'defaultSort' | 'minWidth'>,
  columns: readonly Column<Named<R>>[],
): StoreTableSpec<R> => ({ caption, ...options, columns });

/** The store's name, the first column of every per-store table. */
export const storeColumn = <R extends object>(extra?: ColumnExtra<Named<R>>): Column<Named<R>> =>
  textColumn<Named<R>>('store', 'Store', (row) => row.name, extra);

/** The rows with their store names, in the order the table shows them (its CSV's order). */
export function orderedRows<R extends object>(
  spec: StoreTableSpec<R>,
  names: ReadonlyMap<string, string>,
  rows: readonly R[],
  sort: string,
): Named<R>[] {
  const named = withNames(names, rows, spec.storeId);
  return sortRows(named, spec.columns, sortOrDefault(spec.columns, named, sort, spec.defaultSort));
}

export type PerStoreTableProps<R extends object> = {
  spec: StoreTableSpec<R>;
  rows: readonly R[];
  names: ReadonlyMap<string, string>;
  /** The URL's sort ('' the spec's default). */
  sort: string;
  onSort: (sort: string) => void;
  /** The columns shown, when not every one (e.g. without parts that are zero everywhere). */
  shown?: (rows: readonly Named<R>[]) => readonly Column<Named<R>>[];
} & Pick<StoreTableProps<Named<R>>, 'highlight' | 'expand' | 'open' | 'onOpen'>;

/** One per-store table of the finance page, laid out by its spec. */
export function PerStoreTable<R extends object>({
  spec,
  rows,
  names,
  sort,
  shown,
  ...rest
}: PerStoreTableProps<R>) {
  const named = useMemo(() => withNames(names, rows, spec.storeId), [names, rows, spec]);
  const columns = useMemo(() => shown?.(named) ?? spec.columns, [shown, named, spec]);
  return (
    <StoreTable
      caption={spec.caption}
      rows={named}
      columns={columns}
      rowKey={spec.storeId}
      rowLabel={(row) => row.name}
      sort={sortOrDefault(spec.columns, named, sort, spec.defaultSort)}
      minWidth={spec.minWidth}
      {...rest}
    />
  );
}
