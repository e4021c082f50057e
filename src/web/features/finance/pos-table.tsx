import type { PosRow } from '../../../contract/finance';
import { countColumn, moneyColumn } from '../../components/table-model';
import { storeColumn, storeTable, type Named } from './store-table';

const count = countColumn<Named<PosRow>>;
const money = moneyColumn<Named<PosRow>>;

export const POS_TABLE = storeTable<PosRow>(
  'POS versus off-premise per store',
  { storeId: (row) => row.storeId, defaultSort: 'claimBack', minWidth: 1000 },
  [
    storeColumn(),
    count('posOrders', 'POS orders', (row) => row.orderDiff.pos),
    count('offPremiseOrders', 'Off-premise orders', (row) => row.orderDiff.offPremise),
    count('missedOrders', 'Missed orders', (row) => row.orderDiff.totalMissedOrders),
    money('posSubtotal', 'POS subtotal', (row) => row.subTotalDiff.pos),
    money('offPremiseSubtotal', 'Off-premise subtotal', (row) => row.subTotalDiff.offPremise),
    money('subtotalDiff', 'Subtotal difference', (row) => row.subTotalDiff.totalDiff),
    count('statusDiff', 'Status differences', (row) => row.statusDifference.totalDiff),
    money('claimBack', 'Revenue to claim back', (row) => row.revenueToClaimBack),
  ],
);
