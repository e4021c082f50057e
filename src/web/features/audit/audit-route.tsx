import { Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/plain-button';
import { QueryState } from '../../components/query-state';
import { restaurantDetailsQueryOptions } from '../../lib/restaurant-details';
import { useSearchState } from '../../lib/url-state';
import { AuditFilters } from './audit-filters';
import { auditFiltersOf, auditShape } from './audit-params';
import { AuditTable } from './audit-table';
import { ExportAction } from './export-action';
import { useAuditLog } from './use-audit-log';

export function Component() {
  const [values, setValues] = useSearchState(auditShape);
  const filters = auditFiltersOf(values);
  const log = useAuditLog(filters);
  const details = useQuery(restaurantDetailsQueryOptions());
  const narrowed = Object.values(values).some(Boolean);

  return (
    <Stack gap="md">
      <PageHeader
        title="Audit log"
        description="Who did what, newest first: every write, sign-in and change of access, within your clients."
        actions={<ExportAction filters={filters} />}
      />
      <AuditFilters values={values} onChange={(patch) => setValues(patch)} />
      <QueryState
        query={log.log}
        errorTitle="Could not load the audit log"
        loadingLabel="Loading the log…"
      >
        {({ entries }) => {
          return entries.length === 0 ? (
            <EmptyState
              title={narrowed ? 'No entries match' : 'Nothing recorded yet'}
              description={narrowed ? 'Try other filters or dates.' : undefined}
            />
          ) : (
            <Stack gap="sm">
              <AuditTable entries={entries} details={details.data} />
              {log.hasMore && (
                <Group justify="center">
                  <Button variant="default" loading={log.loadingMore} onClick={log.loadMore}>
                    Load more
                  </Button>
                </Group>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
