import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { FilterBar } from '../../components/filter-bar';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { StatGrid } from '../../components/stat-grid';
import { TableSkeleton } from '../../components/table-skeleton';
import { csvColumns, sortOrDefault, sortRows } from '../../components/table-model';
import { MoneyLeftHelp } from '../../entities/dispute/money-left-help';
import { csvFileName, downloadCsv, toCsv } from '../../lib/csv';
import { formatCents, formatCount, sumCentsBy } from '../../lib/format';
import { restaurantDetailsQueryOptions } from '../../lib/restaurant-details';
import { param, useSearchState } from '../../lib/url-state';
import { portfolioColumns } from './portfolio-columns';
import { clientFigures, type PortfolioRow } from './portfolio-figures';
import { portfolioScopeOf, today } from './portfolio-loader';
import { portfolioQueries } from './portfolio-queries';
import { PortfolioTable } from './portfolio-table';

export { createLoader } from './portfolio-loader';

const COLUMN_IDS = portfolioColumns({ from: '', to: '', channels: [] }).columns.map((c) => c.id);
const pageShape = { sort: param.sort(COLUMN_IDS) };

export function Component() {
  const [params] = useSearchParams();
  const [{ sort }, setPage] = useSearchState(pageShape);
  const details = useQuery(restaurantDetailsQueryOptions());
  const search = params.toString();
  const scope = useMemo(() => portfolioScopeOf(new URLSearchParams(search)), [search]);
  const clients = details.data?.restaurantDetails ?? [];
  const day = today();
  const results = useQueries({
    queries: clients.map((client) => portfolioQueries.row(client, scope, day)),
  });
  const rows: PortfolioRow[] = clients.map((client, index) => {
    const result = results[index];
    return {
      client,
      parts: result?.data,
      figures: clientFigures(result?.data),
      loading: result?.isFetching ?? true,
      retry: () => void result?.refetch(),
    };
  });
  const { columns, csvOnly } = useMemo(() => portfolioColumns(scope), [scope]);
  const shownSort = sortOrDefault(columns, rows, sort, 'moneyLeft');
  const sorted = sortRows(rows, columns, shownSort);
  const done = rows.filter((row) => row.parts && !row.loading).length;
  const failed = rows.filter(
    (row) => row.parts && Object.values(row.parts).some((part) => !part.ok),
  ).length;
  const total = (cents: (row: PortfolioRow) => number | undefined) =>
    formatCents(sumCentsBy(rows, (row) => (cents(row) ?? 0) / 100));

  const exportCsv = () =>
    downloadCsv(
      csvFileName('portfolio', undefined, scope.from, scope.to),
      toCsv(sorted, csvColumns([...columns, ...csvOnly])),
    );

  return (
    <Stack gap="md">
      <PageHeader
        title="Portfolio"
        description="Every client over the same dates and channels, largest money left on the table first."
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={exportCsv}
            disabled={rows.length === 0}
          >
            Export CSV
          </Button>
        }
      />
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
              <StatGrid
                label="Portfolio summary"
                cols={{ base: 2, md: 4 }}
                stats={[
                  {
                    label: 'Money left on the table',
                    value: total((row) => row.figures.moneyLeftCents),
                    note: 'open to dispute + POS to claim back',
                  },
                  {
                    label: 'Open to dispute',
                    value: total((row) => row.figures.left?.openCents),
                    note: `${formatCount(
                      rows.reduce(
                        (n, row) => n + (row.figures.left?.openByDaysLeft.closing.count ?? 0),
                        0,
                      ),
                    )} orders close within 3 days`,
                  },
                  {
                    label: 'POS revenue to claim back',
                    value: total((row) => row.figures.claimBackCents),
                  },
                  {
                    label: 'Lost for good',
                    value: total((row) => row.figures.left?.lostCents),
                    note: 'dispute window closed, not disputed',
                  },
                ]}
              />
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={4} style={{ flex: '1 1 240px' }}>
                  <Text size="sm" aria-live="polite" data-progress>
                    {done < rows.length
                      ? `${formatCount(done)} of ${formatCount(rows.length)} clients loaded`
                      : `${formatCount(rows.length)} clients`}
                    {failed > 0 && ` · ${formatCount(failed)} with a figure that failed`}
                  </Text>
                  {done < rows.length && (
                    <Progress
                      value={(done / rows.length) * 100}
                      size="xs"
                      aria-label="Clients loaded"
                    />
                  )}
                </Stack>
                <MoneyLeftHelp />
              </Group>
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
