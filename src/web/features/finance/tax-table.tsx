import { useMemo } from 'react';
import type { TaxDetailsResult } from '../../../contract/finance';
import { withNames } from './finance-scope';
import { StoreTable } from './store-table';
import { sortOrDefault, type Column, type Sort } from './table-model';

export type TaxRow = TaxDetailsResult['storeWise'][number] & { name: string };

export const TAX_COLUMNS: readonly Column<TaxRow>[] = [
  { id: 'store', header: 'Store', kind: 'text', value: (row) => row.name },
  { id: 'storeId', header: 'Store ID', kind: 'text', value: (row) => row.storeId },
  {
    id: 'state',
    header: 'Remitted to the state',
    kind: 'money',
    value: (row) => row.taxRemittedToState,
  },
  {
    id: 'merchant',
    header: 'Remitted to you',
    kind: 'money',
    value: (row) => row.taxRemittedToMerchant,
  },
];

/** The column sorted by until one is clicked (in its first-click direction). */
export const TAX_DEFAULT_SORT = 'store';

export function TaxTable(props: {
  rows: readonly TaxDetailsResult['storeWise'][number][];
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
      caption="Tax per store"
      rows={rows}
      columns={TAX_COLUMNS}
      rowKey={(row) => row.storeId}
      rowLabel={(row) => row.name}
      sort={sortOrDefault(TAX_COLUMNS, rows, props.sort, TAX_DEFAULT_SORT)}
      onSort={props.onSort}
    />
  );
}
