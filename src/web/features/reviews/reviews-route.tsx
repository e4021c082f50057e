import { Stack } from '@mantine/core';
import { ComingSoon } from '../../components/coming-soon';
import { FilterBar } from '../../components/filter-bar';
import { PageHeader } from '../../components/page-header';

export function Component() {
  return (
    <Stack gap="md">
      <PageHeader title="Reviews" />
      <FilterBar />
      <ComingSoon
        what="Reviews inbox"
        planned={[
          'The four review views: all reviews, unanswered, review-site reviews, unanswered review-site reviews, with their counts',
          'Each review with its rating, channel, order and the days left to reply',
          'A reply dialog that keeps your text if sending fails, and shows the reply once it is applied',
        ]}
      />
    </Stack>
  );
}
