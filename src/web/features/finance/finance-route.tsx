import { Stack } from '@mantine/core';
import { ComingSoon } from '../../components/coming-soon';
import { FilterBar } from '../../components/filter-bar';
import { PageHeader } from '../../components/page-header';

export function Component() {
  return (
    <Stack gap="md">
      <PageHeader title="Finance" />
      <FilterBar />
      <ComingSoon
        what="Finance"
        planned={[
          'The payout waterfall from revenue to net payout, against the previous period',
          'Tax, deposits, estimated versus actual payouts, and POS versus off-premise, per store',
          'CSV export of every table',
        ]}
      />
    </Stack>
  );
}
