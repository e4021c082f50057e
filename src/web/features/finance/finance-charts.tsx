import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { DepositRow, EstimateVsActualRow, OverviewResult } from '../../../contract/finance';
import { ColumnGrid } from '../../components/column-grid';
import classes from './finance.module.css';
import { DeductionsBreakdown } from './deductions-breakdown';
import { ErrorChargesByStore } from './error-charges-by-store';
import { PayoutWaterfall } from './payout-waterfall';
import { PayoutsOverTime } from './payouts-over-time';

/** Marks when chart data changes, for `npm run bench` (charts drawn − this mark). */
export const CHART_DATA_MARK = 'finance-charts:data';

interface FinanceChartsProps {
  overview: OverviewResult;
  /** Every deposit of the range (no payout-date filter); undefined while loading. */
  deposits: readonly DepositRow[] | undefined;
  /** The estimate-versus-actual rows (error charges per store); undefined while loading. */
  stores: readonly EstimateVsActualRow[] | undefined;
  names: ReadonlyMap<string, string>;
}

/** The waterfall with the deductions and the error charges by store beside it, payouts below. */
export function FinanceCharts({ overview, deposits, stores, names }: FinanceChartsProps) {
  useMemo(() => {
    // A mark, not state: measuring must not re-render. Runs once per new data.
    if (typeof performance !== 'undefined') performance.mark(CHART_DATA_MARK);
    return [overview.graph, deposits];
  }, [overview.graph, deposits]);
  return (
    <Stack gap="md">
      {/* Two thirds and one third on a wide screen (Mantine's Grid was 1.2 KB of the paint). */}
      <ColumnGrid cols={{ base: 1, lg: 3 }} spacing="md">
        <div className={classes.wideAtLg}>
          <Paper withBorder p="md" h="100%">
            <Text component="h2" fw={700} fz="lg" mb="xs">
              Payout waterfall
            </Text>
            <PayoutWaterfall graph={overview.graph} />
          </Paper>
        </div>
        <div>
          <Stack gap="md" h="100%">
            {/* "Which store lost most to error charges?" first, in view beside the waterfall. */}
            <Paper withBorder p="md">
              {stores ? (
                <ErrorChargesByStore rows={stores} names={names} />
              ) : (
                <Skeleton height={160} />
              )}
            </Paper>
            <Paper withBorder p="md" style={{ flexGrow: 1 }}>
              <DeductionsBreakdown graph={overview.graph} />
            </Paper>
          </Stack>
        </div>
      </ColumnGrid>
      <Paper withBorder p="md">
        <Text component="h2" fw={700} fz="lg">
          Payouts over time
        </Text>
        {deposits ? <PayoutsOverTime rows={deposits} /> : <Skeleton height={280} />}
      </Paper>
    </Stack>
  );
}
