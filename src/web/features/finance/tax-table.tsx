import { useMemo } from 'react';
import type { TaxDetailsResult } from '../../../contract/finance';
import { withNames } from './finance-scope';
import { StoreTable } from './store-table';
import type { Column } from './table-model';

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

export function TaxTable(props: {
  rows: readonly TaxDetailsResult['storeWise'][number][];
  names: ReadonlyMap<string, string>;
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
      defaultSort="store"
    />
  );
}
