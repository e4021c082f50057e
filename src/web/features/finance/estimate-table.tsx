import { Badge, Stack } from '@mantine/core';
import { DEDUCTION_PARTS } from '../../../contract/constants';
import type { EstimateVsActualRow } from '../../../contract/finance';
import { moneyColumn, type Column } from '../../components/table-model';
import { isLargeDifference } from '../../entities/finance/payout-estimate';
import { storeColumn, storeTable, type Named } from './store-table';
import { partLabel } from './waterfall-data';

type EstimateRow = Named<EstimateVsActualRow>;
const money = moneyColumn<EstimateRow>;

/** Every column, each deduction part included (the CSV has them all). */
export const ESTIMATE_TABLE = storeTable<EstimateVsActualRow>(
  'Estimated versus actual payout per store',
  { storeId: (row) => row.store, defaultSort: 'difference', minWidth: 1400 },
  [
    storeColumn({
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
    }),
    money('revenue', 'Revenue', (row) => row.revenue),
    ...DEDUCTION_PARTS.map((part) => money(part, partLabel(part), (row) => row.deductions[part])),
    money('deductions', 'Deductions', (row) => row.deductions.total),
    money('tax', 'Tax', (row) => row.tax),
    money('estimated', 'Estimated payout', (row) => row.estimatedPayout),
    money('errorCharges', 'Error charges', (row) => row.difference.errorCharges.total),
    money('adjustments', 'Adjustments', (row) => row.difference.adjustments.total),
    money('refund', 'Refund by the service', (row) => row.difference.refundByService.total),
    money('difference', 'Difference', (row) => row.difference.total.total),
    money('netPayout', 'Net payout', (row) => row.netPayout.total),
  ],
);

const isPart = (id: string): id is (typeof DEDUCTION_PARTS)[number] =>
  (DEDUCTION_PARTS as readonly string[]).includes(id);

/** On screen, deduction parts that are zero for every store are left out (not in the CSV). */
export const shownEstimateColumns = (
  rows: readonly EstimateRow[],
): readonly Column<EstimateRow>[] =>
  ESTIMATE_TABLE.columns.filter(
    ({ id }) => !isPart(id) || rows.some((row) => row.deductions[id] !== 0),
  );

/**
 * The statement's columns: the totals without the deduction parts, so the table fits a printed
 * page (the parts are in the statement's CSV).
 */
export const statementEstimateColumns = (): readonly Column<EstimateRow>[] =>
  ESTIMATE_TABLE.columns.filter(({ id }) => !isPart(id));
