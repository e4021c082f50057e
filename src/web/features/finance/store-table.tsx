import { ActionIcon, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { Money } from '../../components/money';
import { SortableHeader } from '../../components/sortable-header';
import { formatCount } from '../../lib/format';
import classes from './finance.module.css';
import { nextSort, sortRows, totalsOf, type Column, type Sort } from './table-model';

function Cell<T>({ column, row }: { column: Column<T>; row: T }) {
  if (column.kind === 'count') {
    return <Table.Td ta="right">{formatCount(column.value(row))}</Table.Td>;
  }
  if (column.kind === 'money') {
    return (
      <Table.Td ta="right">
        {column.render?.(row) ?? <Money dollars={column.value(row)} />}
      </Table.Td>
    );
  }
  return (
    <Table.Td style={{ whiteSpace: 'nowrap' }}>
      {column.render?.(row) ?? column.value(row)}
    </Table.Td>
  );
}

interface StoreTableProps<T> {
  caption: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  /** Row label for the expand button and screen readers, e.g. the store name. */
  rowLabel: (row: T) => string;
  defaultSort: Sort;
  /** Rows to single out (e.g. a large difference). */
  highlight?: (row: T) => boolean;
  /** Details shown under a row when it is expanded. */
  expand?: (row: T) => ReactNode;
  minWidth?: number;
}

/** A sortable per-store table with a totals row summed in integer cents. */
export function StoreTable<T>(props: StoreTableProps<T>) {
  const {
    caption,
    rows,
    columns,
    rowKey,
    rowLabel,
    defaultSort,
    highlight,
    expand,
    minWidth = 640,
  } = props;
  const [sort, setSort] = useState<Sort>(defaultSort);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const totals = useMemo(() => totalsOf(rows, columns), [rows, columns]);
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const span = columns.length + (expand ? 1 : 0);

  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="xs" data-store-table>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            {expand && (
              <Table.Th w={40}>
                <VisuallyHidden>Details</VisuallyHidden>
              </Table.Th>
            )}
            {columns.map((column) => (
              <SortableHeader
                key={column.id}
                label={column.header}
                column={column.id}
                sort={sort}
                onSort={(id) => setSort(nextSort(columns, sort, id))}
                numeric={column.kind !== 'text'}
              />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row) => {
            const key = rowKey(row);
            const expanded = open.has(key);
            const flagged = highlight?.(row) ?? false;
            return (
              <Fragment key={key}>
                <Table.Tr
                  data-flagged={flagged || undefined}
                  className={flagged ? classes.flagged : undefined}
                >
                  {expand && (
                    <Table.Td>
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
                    </Table.Td>
                  )}
                  {columns.map((column) => (
                    <Cell key={column.id} column={column} row={row} />
                  ))}
                </Table.Tr>
                {expand && expanded && (
                  <Table.Tr>
                    <Table.Td colSpan={span} p={0}>
                      {expand(row)}
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-totals fw={700}>
            {expand && <Table.Td />}
            {columns.map((column, index) => {
              const total = totals.get(column.id);
              return column.kind === 'text' ? (
                index === 0 ? (
                  <Table.Th key={column.id} scope="row">
                    Total ({formatCount(rows.length)} stores)
                  </Table.Th>
                ) : (
                  <Table.Td key={column.id} />
                )
              ) : (
                <Table.Td key={column.id} ta="right" data-column={column.id}>
                  {total === undefined ? null : column.kind === 'money' ? (
                    <Money cents={total} fw={700} />
                  ) : (
                    <Text span inherit>
                      {formatCount(total)}
                    </Text>
                  )}
                </Table.Td>
              );
            })}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
