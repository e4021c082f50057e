import { Badge, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { DEDUCTION_PARTS, type EstimateVsActualRow } from '../../../contract/finance';
import { toCents } from '../../lib/format';
import { withNames } from './finance-scope';
import { StoreTable } from './store-table';
import { sortOrDefault, type Column, type Sort } from './table-model';
import { partLabel } from './waterfall-data';

export type EstimateRow = EstimateVsActualRow & { name: string };

/**
 * Decision: a difference is large when it is at least 5 % of the estimated payout (and at least
 * a dollar), so a store losing a noticeable share of its payout stands out.
 */
export const LARGE_SHARE = 0.05;
export const isLargeDifference = (row: EstimateVsActualRow) => {
  const difference = Math.abs(toCents(row.difference.total.total));
  return difference >= 100 && difference >= LARGE_SHARE * Math.abs(toCents(row.estimatedPayout));
};

/** Every column, each deduction part included (the CSV has them all). */
export const ESTIMATE_COLUMNS: readonly Column<EstimateRow>[] = [
  {
    id: 'store',
    header: 'Store',
    kind: 'text',
    value: (row) => row.name,
    render: (row) => (
      <Stack gap={2} align="flex-start">
        {row.name}
        {isLargeDifference(row) && (
          <Badge variant="default" size="sm" tt="none">
            Large difference
          </Badge>
        )}
      </Stack>
    ),
  },
  { id: 'revenue', header: 'Revenue', kind: 'money', value: (row) => row.revenue },
  ...DEDUCTION_PARTS.map((part): Column<EstimateRow> => ({
    id: part,
    header: partLabel(part),
    kind: 'money',
    value: (row) => row.deductions[part],
  })),
  { id: 'deductions', header: 'Deductions', kind: 'money', value: (row) => row.deductions.total },
  { id: 'tax', header: 'Tax', kind: 'money', value: (row) => row.tax },
  {
    id: 'estimated',
    header: 'Estimated payout',
    kind: 'money',
    value: (row) => row.estimatedPayout,
  },
  {
    id: 'errorCharges',
    header: 'Error charges',
    kind: 'money',
    value: (row) => row.difference.errorCharges.total,
  },
  {
    id: 'adjustments',
    header: 'Adjustments',
    kind: 'money',
    value: (row) => row.difference.adjustments.total,
  },
  {
    id: 'refund',
    header: 'Refund by the service',
    kind: 'money',
    value: (row) => row.difference.refundByService.total,
  },
  {
    id: 'difference',
    header: 'Difference',
    kind: 'money',
    value: (row) => row.difference.total.total,
  },
  { id: 'netPayout', header: 'Net payout', kind: 'money', value: (row) => row.netPayout.total },
];

const PART_IDS = new Set<string>(DEDUCTION_PARTS);

/** On screen, deduction parts that are zero for every store are left out (not in the CSV). */
/** The column sorted by until one is clicked (in its first-click direction). */
export const ESTIMATE_DEFAULT_SORT = 'difference';

export function EstimateTable(props: {
  rows: readonly EstimateVsActualRow[];
  names: ReadonlyMap<string, string>;
  sort: Sort;
  onSort: (sort: Sort) => void;
}) {
  const rows = useMemo(
    () => withNames(props.names, props.rows, (r) => r.store),
    [props.names, props.rows],
  );
  const columns = useMemo(
    () =>
      ESTIMATE_COLUMNS.filter(
        (column) =>
          !PART_IDS.has(column.id) ||
          rows.some((row) => row.deductions[column.id as (typeof DEDUCTION_PARTS)[number]] !== 0),
      ),
    [rows],
  );
  return (
    <StoreTable
      caption="Estimated versus actual payout per store"
      rows={rows}
      columns={columns}
      rowKey={(row) => row.store}
      rowLabel={(row) => row.name}
      sort={sortOrDefault(ESTIMATE_COLUMNS, rows, props.sort, ESTIMATE_DEFAULT_SORT)}
      onSort={props.onSort}
      highlight={isLargeDifference}
      minWidth={1400}
    />
  );
}
