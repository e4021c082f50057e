import { Stack } from '@mantine/core';
import { ComingSoon } from '../../components/coming-soon';
import { FilterBar } from '../../components/filter-bar';
import { PageHeader } from '../../components/page-header';

export function Component() {
  return (
    <Stack gap="md">
      <PageHeader title="Auto-dispute" />
      <FilterBar fields={['listings', 'channels']} />
      <ComingSoon
        what="Automatic disputes"
        planned={[
          'The automatic-dispute configurations of the client, per store and channel',
          'Turning automatic disputes on for the stores of a channel',
          'Manual configurations by category, reason and refund percentage',
        ]}
      />
    </Stack>
  );
}
