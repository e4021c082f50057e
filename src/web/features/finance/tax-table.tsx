import type { TaxDetailsResult } from '../../../contract/finance';
import { moneyColumn, textColumn } from '../../components/table-model';
import { storeColumn, storeTable, type Named } from './store-table';

type TaxRow = TaxDetailsResult['storeWise'][number];

export const TAX_TABLE = storeTable<TaxRow>(
  'Tax per store',
  { storeId: (row) => row.storeId, defaultSort: 'store' },
  [
    storeColumn(),
    textColumn<Named<TaxRow>>('storeId', 'Store ID', (row) => row.storeId),
    moneyColumn<Named<TaxRow>>('state', 'Remitted to the state', (row) => row.taxRemittedToState),
    moneyColumn<Named<TaxRow>>('merchant', 'Remitted to you', (row) => row.taxRemittedToMerchant),
  ],
);
