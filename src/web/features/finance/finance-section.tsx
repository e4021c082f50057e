import { Group, Paper, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/empty-state';
import { BusyRegion } from '../../components/busy-region';
import { ErrorState } from '../../components/error-state';
import { Button } from '../../components/plain-button';
import { SectionHeading } from '../../components/section-heading';
import { TableSkeleton } from '../../components/table-skeleton';
import { downloadCsv } from '../../lib/csv';

interface FinanceSectionProps<T> {
  id: string;
  title: string;
  description?: ReactNode;
  query: UseQueryResult<T>;
  /** Nothing to show (no stores in the result). */
  isEmpty: (data: T) => boolean;
  /** The file name and CSV text of the full filtered set. */
  csv?: (data: T) => { filename: string; text: string };
  /** Controls beside the title, e.g. a filter. */
  controls?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A titled block of the finance page with its loading, error and empty states and CSV export. */
export function FinanceSection<T>(props: FinanceSectionProps<T>) {
  const { id, title, description, query, isEmpty, csv, controls, children } = props;
  const data = query.data ?? null;
  return (
    <Paper component="section" aria-labelledby={id} withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <SectionHeading id={id} title={title} description={description} />
          <Group gap="sm" align="flex-end">
            {controls}
            {csv && (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                disabled={!query.data || isEmpty(query.data)}
                aria-label={`Export CSV: ${title}`}
                onClick={() => {
                  if (!query.data) return;
                  const file = csv(query.data);
                  downloadCsv(file.filename, file.text);
                }}
              >
                Export CSV
              </Button>
            )}
          </Group>
        </Group>
        {query.isError ? (
          <ErrorState
            error={query.error}
            title={`Could not load ${title.toLowerCase()}`}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : data === null ? (
          <TableSkeleton rows={4} label={`Loading ${title.toLowerCase()}…`} />
        ) : isEmpty(data) ? (
          <EmptyState title="No stores" description="Nothing in this range for these filters." />
        ) : (
          <BusyRegion busy={query.isPlaceholderData}>{children(data)}</BusyRegion>
        )}
      </Stack>
    </Paper>
  );
}
