import type { PosRow } from '../../../contract/finance';
import { countColumn, moneyColumn, textColumn } from '../../components/table-model';
import type { Named, StoreTableSpec } from './store-table';

type PosTableRow = Named<PosRow>;
const count = countColumn<PosTableRow>;
const money = moneyColumn<PosTableRow>;

export const POS_TABLE: StoreTableSpec<PosRow> = {
  caption: 'POS versus off-premise per store',
  columns: [
    textColumn<PosTableRow>('store', 'Store', (row) => row.name),
    count('posOrders', 'POS orders', (row) => row.orderDiff.pos),
    count('offPremiseOrders', 'Off-premise orders', (row) => row.orderDiff.offPremise),
    count('missedOrders', 'Missed orders', (row) => row.orderDiff.totalMissedOrders),
    money('posSubtotal', 'POS subtotal', (row) => row.subTotalDiff.pos),
    money('offPremiseSubtotal', 'Off-premise subtotal', (row) => row.subTotalDiff.offPremise),
    money('subtotalDiff', 'Subtotal difference', (row) => row.subTotalDiff.totalDiff),
    count('statusDiff', 'Status differences', (row) => row.statusDifference.totalDiff),
    money('claimBack', 'Revenue to claim back', (row) => row.revenueToClaimBack),
  ],
  storeId: (row) => row.storeId,
  defaultSort: 'claimBack',
  minWidth: 1000,
};
