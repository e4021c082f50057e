import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { QueryState } from '../../components/query-state';
import { FiguresSkeleton, TableSkeleton } from '../../components/table-skeleton';
import { FilterBar } from '../../components/filter-bar';
import { PageHeader } from '../../components/page-header';
import { routeDataOrNothing } from '../../lib/route-data';
import { readFilters, readSearch, useFilters, useSearchState } from '../../lib/url-state';
import { FinanceCharts } from './finance-charts';
import { FinanceHeadlines } from './finance-headlines';
import { financeQueries, type FinanceScope } from './finance-queries';
import {
  compareModeOf,
  comparedScope,
  financeScope,
  financeShape,
  storeNames,
} from './finance-scope';
import { FinanceNoData } from './finance-no-data';
import { isEmptyOverview } from './headline-figures';
import { FinanceTables } from './finance-tables';
import { payoutDatesOf } from './payout-series';

export const createLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const details = await routeDataOrNothing(
      queryClient,
      financeQueries.restaurantDetails(),
      request,
    );
    const params = new URL(request.url).searchParams;
    const base = details && financeScope(details, readFilters(params));
    if (base) {
      const { payouts, compare } = readSearch(params, financeShape);
      const whole = { ...base, payoutDates: [] };
      // Started, not awaited: the page (and a filter change) shows at once, figures follow.
      void queryClient.prefetchQuery(
        financeQueries.overview(comparedScope(whole, compareModeOf(compare, whole))),
      );
      void queryClient.prefetchQuery(financeQueries.deposits({ ...base, payoutDates: payouts }));
      void queryClient.prefetchQuery(financeQueries.deposits(whole));
      void queryClient.prefetchQuery(financeQueries.tax(whole));
      void queryClient.prefetchQuery(financeQueries.estimateVsActual(whole));
      void queryClient.prefetchQuery(financeQueries.posVsOffPremise(whole));
      void queryClient.prefetchQuery(financeQueries.overview(whole));
    }
    return null;
  };

export function Component() {
  const [filters] = useFilters();
  const [{ payouts, compare }, setFinance] = useSearchState(financeShape);
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
  const compareMode = compareModeOf(compare, whole);
  const compared = useMemo(() => comparedScope(whole, compareMode), [whole, compareMode]);
  const previous = useQuery({ ...financeQueries.overview(compared), enabled: base !== undefined });
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
            loading={<FinanceSkeleton />}
          >
            {(data) =>
              isEmptyOverview(data) && !overview.isPlaceholderData ? (
                <FinanceNoData clientId={whole.clientId} />
              ) : (
                <Stack gap="md">
                  <FinanceHeadlines
                    overview={data}
                    previous={previous.data}
                    compare={{
                      mode: compareMode,
                      range: compared,
                      onChange: (mode) => setFinance({ compare: mode }),
                    }}
                  />
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
              )
            }
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

/** The finance page's shape while its overview loads: headline figures, charts, a table. */
function FinanceSkeleton() {
  return (
    <Stack gap="md">
      <FiguresSkeleton count={5} label="Loading the overview…" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-hidden>
        <Skeleton height={280} />
        <Skeleton height={280} />
      </SimpleGrid>
      <TableSkeleton rows={4} label="Loading the tables…" />
    </Stack>
  );
}

const EMPTY = { clientId: '', listingIds: [], channels: [], from: '', to: '' };
