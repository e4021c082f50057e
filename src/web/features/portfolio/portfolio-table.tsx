import { memo } from 'react';
import { ColumnCell, SortingHead, TableFrame, TotalsRow } from '../../components/data-table';
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
      <SortingHead columns={columns} rows={rows} sort={sort} onSort={onSort} />
      <tbody>
        {rows.map((row) => (
          <PortfolioTableRow key={row.client.clientId} row={row} columns={columns} />
        ))}
      </tbody>
      <tfoot>
        <TotalsRow
          columns={columns}
          rows={rows}
          label={`Total (${formatCount(rows.length)} clients)`}
          note={(column) => {
            const left = missing(column);
            return left > 0 && <Note>{formatCount(left)} not in it</Note>;
          }}
        />
      </tfoot>
    </TableFrame>
  );
}

interface RowProps {
  row: PortfolioRow;
  columns: readonly PortfolioColumn[];
}

/**
 * One client's row, rendered again only when its own data or loading changes: rows fill in one
 * at a time, and each arrival should not redraw the other 24.
 */
const PortfolioTableRow = memo(
  function PortfolioTableRow({ row, columns }: RowProps) {
    return (
      <tr
        data-client={row.client.clientId}
        aria-busy={row.loading || undefined}
        data-loaded={(row.parts !== undefined && !row.loading) || undefined}
      >
        {columns.map((column, index) =>
          index === 0 ? (
            <th key={column.id} scope="row" style={{ whiteSpace: 'nowrap' }}>
              {column.render?.(row)}
            </th>
          ) : (
            <ColumnCell key={column.id} column={column} row={row} />
          ),
        )}
      </tr>
    );
  },
  (a, b) =>
    a.columns === b.columns &&
    a.row.client === b.row.client &&
    a.row.parts === b.row.parts &&
    a.row.loading === b.row.loading,
);
