import type {
  DepositDetailsResult,
  EstimateVsActualResult,
  PosVsOffPremiseResult,
  TaxDetailsResult,
} from '../../../contract/finance';
import { csvColumns } from '../../components/table-model';
import { toCsv } from '../../lib/csv';
import { DEPOSITS_TABLE, PAYOUT_CSV_COLUMNS } from './deposits-table';
import { ESTIMATE_TABLE } from './estimate-table';
import { POS_TABLE } from './pos-table';
import { orderedRows } from './store-table';
import { TAX_TABLE } from './tax-table';

type Names = ReadonlyMap<string, string>;

/**
 * The CSV of each per-store table, in the order the table shows (`sort`, '' its default): the
 * finance page's exports and the statement's ZIP are these. The deposits' CSV lists each payout.
 */
export const FINANCE_CSV = {
  tax: (names: Names, data: TaxDetailsResult, sort = '') =>
    toCsv(orderedRows(TAX_TABLE, names, data.storeWise, sort), csvColumns(TAX_TABLE.columns)),
  deposits: (names: Names, data: DepositDetailsResult, sort = '') =>
    toCsv(
      orderedRows(DEPOSITS_TABLE, names, data.result, sort).flatMap((row) =>
        row.payouts.map((payout) => ({ ...payout, name: row.name })),
      ),
      csvColumns(PAYOUT_CSV_COLUMNS),
    ),
  estimate: (names: Names, data: EstimateVsActualResult, sort = '') =>
    toCsv(
      orderedRows(ESTIMATE_TABLE, names, data.storeWise, sort),
      csvColumns(ESTIMATE_TABLE.columns),
    ),
  pos: (names: Names, data: PosVsOffPremiseResult, sort = '') =>
    toCsv(orderedRows(POS_TABLE, names, data.storeWise, sort), csvColumns(POS_TABLE.columns)),
};
