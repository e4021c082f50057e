import { useMemo } from 'react';
import type { PosRow } from '../../../contract/finance';
import { withNames } from './finance-scope';
import { StoreTable } from './store-table';
import { sortOrDefault, type Column, type Sort } from './table-model';

export type PosTableRow = PosRow & { name: string };

export const POS_COLUMNS: readonly Column<PosTableRow>[] = [
  { id: 'store', header: 'Store', kind: 'text', value: (row) => row.name },
  { id: 'posOrders', header: 'POS orders', kind: 'count', value: (row) => row.orderDiff.pos },
  {
    id: 'offPremiseOrders',
    header: 'Off-premise orders',
    kind: 'count',
    value: (row) => row.orderDiff.offPremise,
  },
  {
    id: 'missedOrders',
    header: 'Missed orders',
    kind: 'count',
    value: (row) => row.orderDiff.totalMissedOrders,
  },
  {
    id: 'posSubtotal',
    header: 'POS subtotal',
    kind: 'money',
    value: (row) => row.subTotalDiff.pos,
  },
  {
    id: 'offPremiseSubtotal',
    header: 'Off-premise subtotal',
    kind: 'money',
    value: (row) => row.subTotalDiff.offPremise,
  },
  {
    id: 'subtotalDiff',
    header: 'Subtotal difference',
    kind: 'money',
    value: (row) => row.subTotalDiff.totalDiff,
  },
  {
    id: 'statusDiff',
    header: 'Status differences',
    kind: 'count',
    value: (row) => row.statusDifference.totalDiff,
  },
  {
    id: 'claimBack',
    header: 'Revenue to claim back',
    kind: 'money',
    value: (row) => row.revenueToClaimBack,
  },
];

/** The column sorted by until one is clicked (in its first-click direction). */
export const POS_DEFAULT_SORT = 'claimBack';

export function PosTable(props: {
  rows: readonly PosRow[];
  names: ReadonlyMap<string, string>;
  sort: Sort;
  onSort: (sort: Sort) => void;
}) {
  const rows = useMemo(
    () => withNames(props.names, props.rows, (r) => r.storeId),
    [props.names, props.rows],
  );
  return (
    <StoreTable
      caption="POS versus off-premise per store"
      rows={rows}
      columns={POS_COLUMNS}
      rowKey={(row) => row.storeId}
      rowLabel={(row) => row.name}
      sort={sortOrDefault(POS_COLUMNS, rows, props.sort, POS_DEFAULT_SORT)}
      onSort={props.onSort}
      minWidth={1000}
    />
  );
}
