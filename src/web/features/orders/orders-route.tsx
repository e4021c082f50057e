import { Stack } from '@mantine/core';
import { ComingSoon } from '../../components/coming-soon';
import { FilterBar } from '../../components/filter-bar';
import { PageHeader } from '../../components/page-header';

export function Component() {
  return (
    <Stack gap="md">
      <PageHeader title="Orders" />
      <FilterBar />
      <ComingSoon
        what="Orders"
        planned={[
          'Orders in the date range, newest first, paged, with their channel, status and totals',
          'The financial view of each order, from subtotal to net payout',
          'Order details: items, money, payout, and the review and dispute on the order',
        ]}
      />
    </Stack>
  );
}
