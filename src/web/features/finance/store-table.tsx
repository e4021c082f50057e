import { ActionIcon, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { Money } from '../../components/money';
import { SortableHeader } from '../../components/sortable-header';
import { stickyFirstColumn } from '../../components/sticky-table';
import { formatCount } from '../../lib/format';
import classes from './finance.module.css';
import { nextSort, sortRows, totalsOf, type Column, type Sort } from './table-model';

function Cell<T>({ column, row, lead }: { column: Column<T>; row: T; lead?: ReactNode }) {
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
  const content = column.render?.(row) ?? column.value(row);
  return (
    <Table.Td style={{ whiteSpace: 'nowrap' }}>
      {lead ? (
        <Group gap={4} wrap="nowrap">
          {lead}
          <div>{content}</div>
        </Group>
      ) : (
        content
      )}
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
  /** The sort (`id` ascending, `-id` descending), kept by the page so its CSV follows it. */
  sort: Sort;
  onSort: (sort: Sort) => void;
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
  const totals = useMemo(() => totalsOf(rows, columns), [rows, columns]);
  const toggle = (key: string) =>
    setOpen(open.includes(key) ? open.filter((item) => item !== key) : [...open, key]);

  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        data-store-table
        className={stickyFirstColumn}
      >
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <SortableHeader
                key={column.id}
                label={column.header}
                column={column.id}
                sort={sort}
                onSort={(id) => onSort(nextSort(columns, rows, sort, id))}
                numeric={column.kind !== 'text'}
              />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
                <Table.Tr
                  data-flagged={flagged || undefined}
                  data-row={key}
                  className={flagged ? classes.flagged : undefined}
                >
                  {columns.map((column, index) => (
                    <Cell
                      key={column.id}
                      column={column}
                      row={row}
                      lead={index === 0 ? button : undefined}
                    />
                  ))}
                </Table.Tr>
                {expand && expanded && (
                  <Table.Tr data-details={key}>
                    <Table.Td colSpan={columns.length} p={0}>
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
