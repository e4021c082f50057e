import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../components/error-state';
import { StatGrid } from '../../components/stat-grid';
import { todayOf } from '../../lib/calendar';
import { formatCents, formatCountOf } from '../../lib/format';
import type { ClientScope } from '../client/client-scope';
import { DAYS_LEFT_BUCKETS } from './money-left';
import { MoneyLeftHelp } from './money-left-help';
import { moneyLeftQuery } from './money-left-query';

/** Said wherever the open orders are counted: the dates narrow history, not deadlines. */
const DEADLINES_NOTE =
  'Open counts every order still open to a dispute, whatever the dates; the rest follows them.';

/** The client's money left on the table, as the portfolio counts it, on the client's own pages. */
export function MoneyLeftSummary({ scope }: { scope: ClientScope }) {
  const query = useQuery(moneyLeftQuery(scope, todayOf()));
  const left = query.data;
  const value = (cents: number | undefined) => (cents === undefined ? '…' : formatCents(cents));
  return (
    <Stack gap={4} component="section" aria-labelledby="money-left-title">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text id="money-left-title" fw={700}>
          Money left on the table
        </Text>
        <MoneyLeftHelp />
      </Group>
      <Text size="sm" c="dimmed" data-deadline-note>
        {DEADLINES_NOTE}
      </Text>
      {query.isError ? (
        <ErrorState
          error={query.error}
          title="Could not work out the money left on the table"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <StatGrid
          label="Money left on the table"
          cols={{ base: 2, sm: 3, lg: 6 }}
          stats={[
            {
              label: 'Total to recover',
              value: value(left?.totalCents),
              note: 'open to dispute + POS to claim back',
            },
            ...DAYS_LEFT_BUCKETS.map((bucket) => ({
              label: `Open, ${bucket.label}`,
              value: value(left?.openByDaysLeft[bucket.id].cents),
              note: left && formatCountOf(left.openByDaysLeft[bucket.id].count, 'order'),
            })),
            { label: 'POS revenue to claim back', value: value(left?.claimBackCents) },
            {
              label: 'Lost for good',
              value: value(left?.lostCents),
              note: left && `${formatCountOf(left.lost, 'order')}, not in the total`,
            },
          ]}
        />
      )}
    </Stack>
  );
}
