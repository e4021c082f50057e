import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { FilterBar } from '../../components/filter-bar';
import { PageHeader } from '../../components/page-header';
import { PAGE_HEADINGS } from '../../lib/page-headings';
import { paths } from '../../lib/paths';
import { QueryState } from '../../components/query-state';
import { TableSkeleton } from '../../components/table-skeleton';
import { csvColumns, sortOrDefault, sortRows } from '../../components/table-model';
import { csvFileName, downloadCsv, toCsv } from '../../lib/csv';
import { restaurantDetailsQueryOptions } from '../../lib/restaurant-details';
import { param, useSearchState } from '../../lib/url-state';
import { useQueriesInTransition } from '../../performance/use-queries-in-transition';
import { portfolioColumns } from './portfolio-columns';
import { usePortfolioExport } from './portfolio-export';
import { clientFigures, failedParts, type PortfolioRow } from './portfolio-figures';
import { portfolioScopeOf, today } from './portfolio-loader';
import { portfolioQueries } from './portfolio-queries';
import { PortfolioSummary } from './portfolio-summary';
import { PortfolioTable } from './portfolio-table';

export { prefetch } from './portfolio-loader';

const COLUMN_IDS = portfolioColumns({ from: '', to: '', channels: [] }).columns.map((c) => c.id);
const pageShape = { sort: param.sort(COLUMN_IDS) };

export function Component() {
  const [params] = useSearchParams();
  const [{ sort }, setPage] = useSearchState(pageShape);
  const details = useQuery(restaurantDetailsQueryOptions());
  const search = params.toString();
  const scope = useMemo(() => portfolioScopeOf(new URLSearchParams(search)), [search]);
  const clients = useMemo(() => details.data?.restaurantDetails ?? [], [details.data]);
  const day = today();
  // Drawn as a transition as they arrive: a slow phone draws the table with the rows in so far,
  // instead of starting it again at each arrival.
  const queries = useMemo(
    () => clients.map((client) => portfolioQueries.row(client, scope, day)),
    [clients, scope, day],
  );
  const results = useQueriesInTransition(queries);
  const rows: PortfolioRow[] = clients.map((client, index) => {
    const result = results[index];
    // A row the server could not send (its request failed) says so in each part, with a retry.
    const parts = result?.data ?? (result?.isError ? failedParts(result.error) : undefined);
    return {
      client,
      parts,
      figures: clientFigures(parts),
      loading: result ? result.isPending || result.isFetching : true,
      retry: () => void result?.refetch(),
    };
  });
  const { columns, csvOnly } = useMemo(() => portfolioColumns(scope), [scope]);
  const shownSort = sortOrDefault(columns, rows, sort, 'moneyLeft');
  const sorted = sortRows(rows, columns, shownSort);
  const exported = usePortfolioExport({
    total: rows.length,
    missing: rows.filter((row) => !row.parts).length,
    save: () =>
      downloadCsv(
        csvFileName('portfolio', undefined, scope.from, scope.to),
        toCsv(sorted, csvColumns([...columns, ...csvOnly])),
      ),
  });

  return (
    <Stack gap="md">
      <PageHeader {...PAGE_HEADINGS[paths.portfolio]} actions={exported.button} />
      {exported.notice}
      <FilterBar fields={['channels', 'dates']} />
      <QueryState
        query={details}
        errorTitle="Could not load the clients"
        loadingLabel="Loading the clients…"
        loading={<TableSkeleton rows={8} />}
      >
        {() =>
          rows.length === 0 ? (
            <EmptyState
              title="No clients yet"
              description="This account has no clients. Once a client is added it shows here."
            />
          ) : (
            <Stack gap="sm">
              <PortfolioSummary rows={rows} />
              <PortfolioTable
                rows={sorted}
                columns={columns}
                sort={shownSort}
                onSort={(next) => setPage({ sort: next })}
              />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
