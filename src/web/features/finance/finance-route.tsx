import { Stack } from '@mantine/core';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { QueryState } from '../../components/query-state';
import { FilterBar } from '../../components/filter-bar';
import { PageHeader } from '../../components/page-header';
import { ensureRouteData } from '../../lib/route-data';
import { readFilters, readSearch, useFilters, useSearchState } from '../../lib/url-state';
import { FinanceCharts } from './finance-charts';
import { FinanceHeadlines } from './finance-headlines';
import { financeQueries, type FinanceScope } from './finance-queries';
import { financeScope, financeShape, previousScope, storeNames } from './finance-scope';
import { FinanceTables } from './finance-tables';
import { payoutDatesOf } from './payout-series';

export const createLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const details = await ensureRouteData(queryClient, financeQueries.restaurantDetails(), request);
    const params = new URL(request.url).searchParams;
    const base = financeScope(details, readFilters(params));
    if (base) {
      const { payouts } = readSearch(params, financeShape);
      const whole = { ...base, payoutDates: [] };
      // The tables load beside the overview; only the overview holds the navigation.
      void queryClient.prefetchQuery(financeQueries.deposits({ ...base, payoutDates: payouts }));
      void queryClient.prefetchQuery(financeQueries.deposits(whole));
      void queryClient.prefetchQuery(financeQueries.tax(whole));
      void queryClient.prefetchQuery(financeQueries.estimateVsActual(whole));
      void queryClient.prefetchQuery(financeQueries.posVsOffPremise(whole));
      await ensureRouteData(queryClient, financeQueries.overview(whole), request);
    }
    return null;
  };

export function Component() {
  const [filters] = useFilters();
  const [{ payouts }, setFinance] = useSearchState(financeShape);
  const details = useQuery(financeQueries.restaurantDetails());
  const base = useMemo(
    () => (details.data ? financeScope(details.data, filters) : undefined),
    [details.data, filters],
  );
  const whole: FinanceScope = useMemo(() => ({ ...(base ?? EMPTY), payoutDates: [] }), [base]);
  const scope: FinanceScope = useMemo(() => ({ ...whole, payoutDates: payouts }), [whole, payouts]);
  const names = useMemo(() => storeNames(details.data), [details.data]);

  const overview = useQuery({
    ...financeQueries.overview(whole),
    enabled: base !== undefined,
    placeholderData: keepPreviousData,
  });
  const previous = useQuery({
    ...financeQueries.overview(overview.data ? previousScope(whole, overview.data) : whole),
    enabled: overview.data !== undefined && !overview.isPlaceholderData,
  });
  const deposits = useQuery({ ...financeQueries.deposits(whole), enabled: base !== undefined });
  const stores = useQuery({
    ...financeQueries.estimateVsActual(whole),
    enabled: base !== undefined,
  });
  const payoutDateOptions = useMemo(
    () => payoutDatesOf(deposits.data?.result ?? []),
    [deposits.data],
  );

  const body = (
    <QueryState
      query={details}
      errorTitle="Could not load the listings"
      loadingLabel="Loading finance…"
    >
      {() =>
        !base ? (
          <EmptyState title="No clients" description="There is no client to reconcile." />
        ) : (
          <QueryState
            query={overview}
            errorTitle="Could not load the overview"
            loadingLabel="Loading the overview…"
          >
            {(data) => (
              <Stack gap="md">
                <FinanceHeadlines overview={data} previous={previous.data} />
                <FinanceCharts
                  overview={data}
                  deposits={deposits.data?.result}
                  stores={stores.data?.storeWise}
                  names={names}
                />
                <FinanceTables
                  scope={scope}
                  names={names}
                  payoutDateOptions={payoutDateOptions}
                  onPayoutDates={(dates) => setFinance({ payouts: dates })}
                />
              </Stack>
            )}
          </QueryState>
        )
      }
    </QueryState>
  );

  return (
    <Stack gap="md">
      <PageHeader
        title="Finance"
        description="Reconcile revenue, deductions, tax and payouts, store by store."
      />
      <FilterBar />
      {body}
    </Stack>
  );
}

const EMPTY = { clientId: '', listingIds: [], channels: [], from: '', to: '' };
