import type { TaxDetailsResult } from '../../../contract/finance';
import { moneyColumn, textColumn } from '../../components/table-model';
import type { Named, StoreTableSpec } from './store-table';

type TaxRow = Named<TaxDetailsResult['storeWise'][number]>;

export const TAX_TABLE: StoreTableSpec<TaxDetailsResult['storeWise'][number]> = {
  caption: 'Tax per store',
  columns: [
    textColumn<TaxRow>('store', 'Store', (row) => row.name),
    textColumn<TaxRow>('storeId', 'Store ID', (row) => row.storeId),
    moneyColumn<TaxRow>('state', 'Remitted to the state', (row) => row.taxRemittedToState),
    moneyColumn<TaxRow>('merchant', 'Remitted to you', (row) => row.taxRemittedToMerchant),
  ],
  storeId: (row) => row.storeId,
  defaultSort: 'store',
};
