import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  DepositDetailsResult,
  EstimateVsActualResult,
  PosVsOffPremiseResult,
  TaxDetailsResult,
} from '../../../contract/finance';
import { csvFileName, toCsv } from '../../lib/csv';
import { useClientName } from '../../lib/restaurant-details';
import { DepositsTable, PAYOUT_CSV_COLUMNS } from './deposits-table';
import { ESTIMATE_COLUMNS, EstimateTable } from './estimate-table';
import { financeQueries, type FinanceScope } from './finance-queries';
import { withNames } from './finance-scope';
import { FinanceSection } from './finance-section';
import { PayoutDatesFilter } from './payout-dates-filter';
import { POS_COLUMNS, PosTable } from './pos-table';
import { PosSummary } from './pos-summary';
import { csvColumns } from './table-model';
import { TAX_COLUMNS, TaxTable } from './tax-table';

interface FinanceTablesProps {
  scope: FinanceScope;
  names: ReadonlyMap<string, string>;
  /** Payout dates present in the unfiltered deposits, newest first. */
  payoutDateOptions: readonly string[];
  onPayoutDates: (dates: string[]) => void;
}

/** The four per-store tables. Only deposits take the payout-dates filter (see finance-scope). */
export function FinanceTables({
  scope,
  names,
  payoutDateOptions,
  onPayoutDates,
}: FinanceTablesProps) {
  const whole = useMemo(() => ({ ...scope, payoutDates: [] }), [scope]);
  const tax = useQuery({ ...financeQueries.tax(whole), placeholderData: keepPreviousData });
  const deposits = useQuery({
    ...financeQueries.deposits(scope),
    placeholderData: keepPreviousData,
  });
  const estimate = useQuery({
    ...financeQueries.estimateVsActual(whole),
    placeholderData: keepPreviousData,
  });
  const pos = useQuery({
    ...financeQueries.posVsOffPremise(whole),
    placeholderData: keepPreviousData,
  });
  const clientName = useClientName(scope.clientId);
  const file = (what: string) => csvFileName(`finance-${what}`, clientName, scope.from, scope.to);

  return (
    <Stack gap="md">
      <FinanceSection<TaxDetailsResult>
        id="finance-tax"
        title="Tax"
        description="Tax the marketplaces remitted to the state, and passed to you to remit."
        query={tax}
        isEmpty={(data) => data.storeWise.length === 0}
        csv={(data) => ({
          filename: file('tax'),
          text: toCsv(
            withNames(names, data.storeWise, (r) => r.storeId),
            csvColumns(TAX_COLUMNS),
          ),
        })}
      >
        {(data) => <TaxTable rows={data.storeWise} names={names} />}
      </FinanceSection>
      <FinanceSection<DepositDetailsResult>
        id="finance-deposits"
        title="Deposits"
        description="Net payout per store; open a store for its payouts. Pending payouts have no ID yet."
        query={deposits}
        isEmpty={(data) => data.result.length === 0}
        controls={
          <PayoutDatesFilter
            options={payoutDateOptions}
            value={scope.payoutDates}
            onChange={onPayoutDates}
          />
        }
        csv={(data) => ({
          filename: file('deposits'),
          text: toCsv(
            withNames(names, data.result, (r) => r.storeId).flatMap((row) =>
              row.payouts.map((payout) => ({ ...payout, name: row.name })),
            ),
            PAYOUT_CSV_COLUMNS,
          ),
        })}
      >
        {(data) => (
          <Stack gap="xs">
            {scope.payoutDates.length > 0 && (
              <Text size="sm" c="dimmed">
                Only payouts made on the {scope.payoutDates.length} chosen payout date(s): the total
                is theirs, not the period&apos;s net payout.
              </Text>
            )}
            <DepositsTable rows={data.result} names={names} />
          </Stack>
        )}
      </FinanceSection>
      <FinanceSection<EstimateVsActualResult>
        id="finance-estimate"
        title="Estimated versus actual payout"
        description="Stores whose difference is at least 5 % of their estimated payout are marked."
        query={estimate}
        isEmpty={(data) => data.storeWise.length === 0}
        csv={(data) => ({
          filename: file('estimate-vs-actual'),
          text: toCsv(
            withNames(names, data.storeWise, (r) => r.store),
            csvColumns(ESTIMATE_COLUMNS),
          ),
        })}
      >
        {(data) => <EstimateTable rows={data.storeWise} names={names} />}
      </FinanceSection>
      <FinanceSection<PosVsOffPremiseResult>
        id="finance-pos"
        title="POS versus off-premise"
        description="Orders your POS recorded against those the marketplaces reported."
        query={pos}
        isEmpty={(data) => data.storeWise.length === 0}
        csv={(data) => ({
          filename: file('pos-vs-off-premise'),
          text: toCsv(
            withNames(names, data.storeWise, (r) => r.storeId),
            csvColumns(POS_COLUMNS),
          ),
        })}
      >
        {(data) => (
          <Stack gap="sm">
            <PosSummary result={data} />
            <PosTable rows={data.storeWise} names={names} />
          </Stack>
        )}
      </FinanceSection>
    </Stack>
  );
}
