import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  DepositDetailsResult,
  EstimateVsActualResult,
  PosVsOffPremiseResult,
  TaxDetailsResult,
} from '../../../contract/finance';
import { csvFileName } from '../../lib/csv';
import { useClientName } from '../../lib/restaurant-details';
import { isIdentifier, param, useSearchState } from '../../lib/url-state';
import { DEPOSITS_TABLE, DepositsTable } from './deposits-table';
import { isLargeDifference } from '../../entities/finance/payout-estimate';
import { ESTIMATE_TABLE, shownEstimateColumns } from './estimate-table';
import { financeQueries, type FinanceScope } from '../../entities/finance/finance-queries';
import { FINANCE_CSV } from './finance-csv';
import { FinanceSection } from './finance-section';
import { PayoutDatesFilter } from './payout-dates-filter';
import { POS_TABLE } from './pos-table';
import { PosSummary } from './pos-summary';
import { PerStoreTable, type StoreTableSpec } from './store-table';
import { TAX_TABLE } from './tax-table';

/**
 * Each table's sort (`column` ascending, `-column` descending; empty: its default), and the
 * stores whose payouts are open in the deposits table (`stores=`, so a payout's link opens its
 * store). In the URL, so a reload or a shared link shows the same, and each CSV follows its
 * table's order.
 */
const sortOf = <R extends object>(spec: StoreTableSpec<R>) =>
  param.sort(spec.columns.map((column) => column.id));

export const tablesShape = {
  taxSort: sortOf(TAX_TABLE),
  depositsSort: sortOf(DEPOSITS_TABLE),
  estimateSort: sortOf(ESTIMATE_TABLE),
  posSort: sortOf(POS_TABLE),
  stores: param.list((item): item is string => isIdentifier(item)),
};

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
  const [state, setState] = useSearchState(tablesShape);
  // A link to a section (`#finance-deposits` for a payout, `#finance-pos` for the claim-back)
  // lands on it once its data is there.
  const { hash } = useLocation();
  const loaded: Record<string, boolean> = {
    '#finance-tax': tax.data !== undefined,
    '#finance-deposits': deposits.data !== undefined,
    '#finance-estimate': estimate.data !== undefined,
    '#finance-pos': pos.data !== undefined,
  };
  const arrived = loaded[hash] === true;
  useEffect(() => {
    if (arrived) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [arrived, hash]);
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
          text: FINANCE_CSV.tax(names, data, state.taxSort),
        })}
      >
        {(data) => (
          <PerStoreTable
            spec={TAX_TABLE}
            rows={data.storeWise}
            names={names}
            sort={state.taxSort}
            onSort={(sort) => setState({ taxSort: sort })}
          />
        )}
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
          text: FINANCE_CSV.deposits(names, data, state.depositsSort),
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
            <DepositsTable
              rows={data.result}
              names={names}
              sort={state.depositsSort}
              onSort={(sort) => setState({ depositsSort: sort })}
              open={state.stores}
              onOpen={(stores) => setState({ stores })}
            />
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
          text: FINANCE_CSV.estimate(names, data, state.estimateSort),
        })}
      >
        {(data) => (
          <PerStoreTable
            spec={ESTIMATE_TABLE}
            shown={shownEstimateColumns}
            highlight={isLargeDifference}
            rows={data.storeWise}
            names={names}
            sort={state.estimateSort}
            onSort={(sort) => setState({ estimateSort: sort })}
          />
        )}
      </FinanceSection>
      <FinanceSection<PosVsOffPremiseResult>
        id="finance-pos"
        title="POS versus off-premise"
        description="Orders your POS recorded against those the marketplaces reported."
        query={pos}
        isEmpty={(data) => data.storeWise.length === 0}
        csv={(data) => ({
          filename: file('pos-vs-off-premise'),
          text: FINANCE_CSV.pos(names, data, state.posSort),
        })}
      >
        {(data) => (
          <Stack gap="sm">
            <PosSummary result={data} />
            <PerStoreTable
              spec={POS_TABLE}
              rows={data.storeWise}
              names={names}
              sort={state.posSort}
              onSort={(sort) => setState({ posSort: sort })}
            />
          </Stack>
        )}
      </FinanceSection>
    </Stack>
  );
}
