import { Table } from '@mantine/core';
import { ColumnCell, ColumnHeader, TableFrame, TotalsRow } from '../../components/data-table';
import { nextSortOf } from '../../components/table-model';
import { formatCount } from '../../lib/format';
import { Note } from './portfolio-cells';
import { failureOf, type PortfolioRow } from './portfolio-figures';
import type { PortfolioColumn } from './portfolio-columns';

interface PortfolioTableProps {
  /** Sorted already (the CSV follows the same order). */
  rows: readonly PortfolioRow[];
  columns: readonly PortfolioColumn[];
  sort: string;
  onSort: (sort: string) => void;
}

/** One row per client, its name kept in view when the table scrolls sideways; a totals row. */
export function PortfolioTable({ rows, columns, sort, onSort }: PortfolioTableProps) {
  /** Rows a column's total leaves out: still loading, or one of its parts failed. */
  const missing = (column: PortfolioColumn) =>
    rows.filter(
      (row) =>
        !row.parts || (column.parts ?? []).some((part) => failureOf(row, part) !== undefined),
    ).length;
  return (
    <TableFrame
      caption="Every client, over the chosen dates and channels"
      minWidth={1280}
      sticky
      data-portfolio
    >
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <ColumnHeader
              key={column.id}
              column={column}
              sort={sort}
              onSort={(id) => onSort(nextSortOf(columns, rows, sort, id))}
            />
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr
            key={row.client.clientId}
            data-client={row.client.clientId}
            aria-busy={row.loading || undefined}
          >
            {columns.map((column, index) =>
              index === 0 ? (
                <Table.Th key={column.id} scope="row" style={{ whiteSpace: 'nowrap' }}>
                  {column.render?.(row)}
                </Table.Th>
              ) : (
                <ColumnCell key={column.id} column={column} row={row} />
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <TotalsRow
          columns={columns}
          rows={rows}
          label={`Total (${formatCount(rows.length)} clients)`}
          note={(column) => {
            const left = missing(column);
            return left > 0 && <Note>{formatCount(left)} not in it</Note>;
          }}
        />
      </Table.Tfoot>
    </TableFrame>
  );
}
