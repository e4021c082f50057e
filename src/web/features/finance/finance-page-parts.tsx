import { Skeleton, Stack } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ColumnGrid } from '../../components/column-grid';
import { Button } from '../../components/plain-button';
import { FiguresSkeleton, TableSkeleton } from '../../components/table-skeleton';
import type { ClientScope } from '../../entities/client/client-scope';
import { statementLink, statementMonthOf } from '../../entities/finance/statement-link';

/** The month statement of the page's client; drawn (disabled) before the client is known. */
export function StatementButton({ scope }: { scope: ClientScope | undefined }) {
  const icon = <IconFileInvoice size={16} aria-hidden />;
  // Drawn before the client is known, so nothing below moves when it is.
  return scope ? (
    <Button
      component={Link}
      variant="default"
      leftSection={icon}
      to={statementLink(scope.clientId, statementMonthOf(scope))}
    >
      Month statement
    </Button>
  ) : (
    <Button variant="default" leftSection={icon} disabled>
      Month statement
    </Button>
  );
}

/** The finance page's shape while its overview loads: headline figures, charts, a table. */
export function FinanceSkeleton() {
  return (
    <Stack gap="md">
      <FiguresSkeleton count={5} label="Loading the overview…" />
      <ColumnGrid cols={{ base: 1, md: 2 }} spacing="md" aria-hidden>
        <Skeleton height={280} />
        <Skeleton height={280} />
      </ColumnGrid>
      <TableSkeleton rows={4} label="Loading the tables…" />
    </Stack>
  );
}
