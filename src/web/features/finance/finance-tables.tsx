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
import * as z from 'zod/mini';
import { IDENTIFIER_PATTERN } from '../../../contract/channels';
import { csvFileName, toCsv } from '../../lib/csv';
import { useClientName } from '../../lib/restaurant-details';
import { param, useSearchState } from '../../lib/url-state';
import {
  DEPOSIT_COLUMNS,
  DEPOSITS_DEFAULT_SORT,
  DepositsTable,
  PAYOUT_CSV_COLUMNS,
} from './deposits-table';
import { ESTIMATE_COLUMNS, ESTIMATE_DEFAULT_SORT, EstimateTable } from './estimate-table';
import { financeQueries, type FinanceScope } from './finance-queries';
import { withNames } from './finance-scope';
import { FinanceSection } from './finance-section';
import { PayoutDatesFilter } from './payout-dates-filter';
import { POS_COLUMNS, POS_DEFAULT_SORT, PosTable } from './pos-table';
import { PosSummary } from './pos-summary';
import { csvColumns, sortOrDefault, sortRows, type Column } from './table-model';
import { TAX_COLUMNS, TAX_DEFAULT_SORT, TaxTable } from './tax-table';

/**
 * Each table's sort (`column` ascending, `-column` descending; empty: its default), and the
 * stores whose payouts are open in the deposits table (`stores=`, so a payout's link opens its
 * store). In the URL, so a reload or a shared link shows the same, and each CSV follows its
 * table's order.
 */
export const tablesShape = {
  taxSort: param.text(),
  depositsSort: param.text(),
  estimateSort: param.text(),
  posSort: param.text(),
  stores: param.list(z.string().check(z.regex(IDENTIFIER_PATTERN))),
};

/** Rows with their store names, in the order the table shows them. */
const ordered = <T extends object>(
  names: ReadonlyMap<string, string>,
  rows: readonly T[],
  id: (row: T) => string,
  columns: readonly Column<T & { name: string }>[],
  sort: string,
  defaultColumn: string,
) => {
  const named = withNames(names, rows, id);
  return sortRows(named, columns, sortOrDefault(columns, named, sort, defaultColumn));
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
  // A link to a payout (`#finance-deposits`) lands on the deposits once they are there.
  const { hash } = useLocation();
  const depositsLoaded = deposits.data !== undefined;
  useEffect(() => {
    if (depositsLoaded && hash === '#finance-deposits')
      document.getElementById('finance-deposits')?.scrollIntoView({ block: 'start' });
  }, [depositsLoaded, hash]);
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
            ordered(
              names,
              data.storeWise,
              (r) => r.storeId,
              TAX_COLUMNS,
              state.taxSort,
              TAX_DEFAULT_SORT,
            ),
            csvColumns(TAX_COLUMNS),
          ),
        })}
      >
        {(data) => (
          <TaxTable
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
          text: toCsv(
            ordered(
              names,
              data.result,
              (r) => r.storeId,
              DEPOSIT_COLUMNS,
              state.depositsSort,
              DEPOSITS_DEFAULT_SORT,
            ).flatMap((row) => row.payouts.map((payout) => ({ ...payout, name: row.name }))),
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
          text: toCsv(
            ordered(
              names,
              data.storeWise,
              (r) => r.store,
              ESTIMATE_COLUMNS,
              state.estimateSort,
              ESTIMATE_DEFAULT_SORT,
            ),
            csvColumns(ESTIMATE_COLUMNS),
          ),
        })}
      >
        {(data) => (
          <EstimateTable
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
          text: toCsv(
            ordered(
              names,
              data.storeWise,
              (r) => r.storeId,
              POS_COLUMNS,
              state.posSort,
              POS_DEFAULT_SORT,
            ),
            csvColumns(POS_COLUMNS),
          ),
        })}
      >
        {(data) => (
          <Stack gap="sm">
            <PosSummary result={data} />
            <PosTable
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
