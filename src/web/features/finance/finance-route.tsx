import { Stack } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { FilterBar } from '../../components/filter-bar';
import { PageHeader } from '../../components/page-header';
import { PAGE_HEADINGS } from '../../lib/page-headings';
import { paths } from '../../lib/paths';
import { QueryState } from '../../components/query-state';
import { TableSkeleton } from '../../components/table-skeleton';
import { ClientGate } from '../../entities/client/client-gate';
import { useClientScope } from '../../entities/client/use-client-scope';
import { useSearchState } from '../../lib/url-state';
import { MoneyLeftSummary } from '../../entities/dispute/money-left-summary';
import { FinanceCharts } from './finance-charts';
import { FinanceSkeleton, StatementButton } from './finance-page-parts';
import { FinanceHeadlines } from './finance-headlines';
import { FinanceNoData } from './finance-no-data';
import { financeShape } from '../../entities/finance/finance-scope';
import { isEmptyOverview } from '../../entities/finance/headline-figures';
import { useFinanceFigures } from './use-finance-figures';
import { preloadCharts } from './measured-chart';
import { afterNextPaint } from '../../performance/schedule';
import { DrawnWhenNear } from '../../performance/drawn-when-near';
import { usePhone } from '../../lib/use-phone';

export { prefetch } from './finance-loader';

// Under the headline figures and the charts, out of the first screen: the tables (their payout
// dates list, their CSV files) load after the page has painted.
const FinanceTables = lazy(() =>
  import('./finance-tables').then((module) => ({ default: module.FinanceTables })),
);

const tablesLoading = <TableSkeleton rows={4} label="Loading the tables…" />;
const NO_CLIENTS = { title: 'No clients', description: 'There is no client to reconcile.' };

export function Component() {
  const [{ payouts, compare }, setFinance] = useSearchState(financeShape);
  const { details, scope: clientScope, restaurants: names } = useClientScope();
  const figures = useFinanceFigures(clientScope, payouts, compare);
  const { overview, scope, compareMode, compared } = figures;
  // Beside and under the headline figures on a wide screen, the charts are soon in view: their
  // code loads with the page's data, once the page has painted (its 100 KB are not the paint's to
  // wait for). A phone loads it when the charts are scrolled to.
  const phone = usePhone();
  useEffect(() => (phone ? undefined : afterNextPaint(preloadCharts)), [phone]);

  return (
    <Stack gap="md">
      <PageHeader
        {...PAGE_HEADINGS[paths.finance]}
        actions={<StatementButton scope={clientScope} />}
      />
      <FilterBar />
      <ClientGate
        details={details}
        scope={figures.whole}
        loadingLabel="Loading finance…"
        empty={NO_CLIENTS}
      >
        {(whole) => (
          <QueryState
            query={figures.comparedSettled ? overview : { ...overview, isPending: true }}
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
                    previous={figures.previous.data}
                    compare={{
                      mode: compareMode ?? 'previous-period',
                      range: compared ?? whole,
                      onChange: (mode) => setFinance({ compare: mode }),
                    }}
                  />
                  <MoneyLeftSummary scope={whole} />
                  {/* On a phone, drawn as they come near the screen. */}
                  <DrawnWhenNear height={1400}>
                    <FinanceCharts
                      overview={data}
                      deposits={figures.deposits.data?.result}
                      stores={figures.stores.data?.storeWise}
                      names={names}
                    />
                  </DrawnWhenNear>
                  <DrawnWhenNear height={1600}>
                    <Suspense fallback={tablesLoading}>
                      <FinanceTables
                        scope={scope ?? whole}
                        names={names}
                        payoutDateOptions={figures.payoutDateOptions}
                        onPayoutDates={(dates) => setFinance({ payouts: dates })}
                      />
                    </Suspense>
                  </DrawnWhenNear>
                </Stack>
              )
            }
          </QueryState>
        )}
      </ClientGate>
    </Stack>
  );
}
