import { Stack } from '@mantine/core';
import { ComingSoon } from '../../components/coming-soon';
import { FilterBar } from '../../components/filter-bar';
import { PageHeader } from '../../components/page-header';

export function Component() {
  return (
    <Stack gap="md">
      <PageHeader title="Disputes" />
      <FilterBar />
      <ComingSoon
        what="Dispute manager"
        planned={[
          'Orders that carry an error charge, with their dispute status and eligibility',
          'Raising a dispute on an eligible order, with its pending, won and lost outcomes',
          'Totals won back and lost for the period',
        ]}
      />
    </Stack>
  );
}
