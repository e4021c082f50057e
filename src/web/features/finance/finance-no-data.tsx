import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../components/empty-state';
import { Button } from '../../components/plain-button';
import { formatDate } from '../../lib/format';
import { useFilters } from '../../lib/url-state';
import { financeQueries } from '../../entities/finance/finance-queries';

/**
 * A range with no orders at all (e.g. before the client's history starts): said so, with the date
 * its data starts, instead of $0 figures and a flat chart.
 */
export function FinanceNoData({ clientId }: { clientId: string }) {
  const [, setFilters] = useFilters();
  const start = useQuery(financeQueries.dataStart(clientId));
  const description = start.isPending ? (
    // Inline: the description is a paragraph, which may not hold a block.
    <Skeleton
      component="span"
      display="inline-block"
      height={16}
      width={240}
      aria-label="Looking for the first order"
    />
  ) : start.data ? (
    `Data for this client starts on ${formatDate(start.data)}.`
  ) : start.isError ? undefined : (
    'This client has no orders yet.'
  );
  return (
    <EmptyState
      title="No data in this range"
      description={description}
      action={
        <Button variant="default" onClick={() => setFilters({ from: undefined, to: undefined })}>
          Show the last 30 days
        </Button>
      }
    />
  );
}
