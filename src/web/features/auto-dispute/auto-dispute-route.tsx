import { Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { FilterBar } from '../../components/filter-bar';
import { PageHeader } from '../../components/page-header';
import { Alert } from '../../components/plain-button';
import { PAGE_HEADINGS } from '../../lib/page-headings';
import { paths } from '../../lib/paths';
import { TableSkeleton } from '../../components/table-skeleton';
import { useClientScope } from '../../entities/client/use-client-scope';
import { disputeChannelsOf } from '../../entities/dispute/dispute-config';
import { withChannelNames } from '../../lib/display-names';
import { autoDisputeQueries } from './auto-dispute-queries';
import { ConfigsSection } from './configs-section';
import { DrawnWhenNear } from '../../performance/drawn-when-near';

// Under the current configuration, past a phone's first screen: the two forms (their lists,
// number fields and switches) load after the page has painted.
const SetAutoDisputeForm = lazy(() =>
  import('./set-auto-dispute-form').then((module) => ({ default: module.SetAutoDisputeForm })),
);
const ManualConfigForm = lazy(() =>
  import('./manual-config-form').then((module) => ({ default: module.ManualConfigForm })),
);

export { prefetch } from './auto-dispute-loader';

export function Component() {
  const { details, client, scope, restaurants } = useClientScope();
  const clientId = client?.clientId ?? '';
  const config = useQuery(autoDisputeQueries.configDetails(client?.clientId));
  const configs = useQuery({
    ...autoDisputeQueries.configs(scope),
    placeholderData: keepPreviousData,
  });
  const channels = disputeChannelsOf(config.data);
  // The list is drawn after the page's first paint (QueryState); what is below it waits for it.
  const [listShown, setListShown] = useState(false);
  const onListShown = useCallback(() => setListShown(true), []);

  return (
    <Stack gap="md">
      <PageHeader {...PAGE_HEADINGS[paths.autoDispute]} />
      <FilterBar fields={['listings', 'channels']} />
      {details.isError ? (
        <ErrorState
          error={details.error}
          title="Could not load the configuration"
          onRetry={() => void details.refetch()}
          retrying={details.isFetching}
        />
      ) : details.isPending ? (
        <TableSkeleton label="Loading the configuration…" />
      ) : !client ? (
        <EmptyState title="No clients yet" description="This partner account has no clients." />
      ) : (
        <>
          {/* Drawn with the page, not after the gateway's configuration details: the list and its
              store names come from the clients' details already in (on a phone the note was the
              first screen's largest text, so waiting for a chained request was the page's
              largest paint). */}
          <ConfigsSection configs={configs} names={restaurants} onShown={onListShown} />
          {/* Below the list, in the same paint as the list (or its failure): drawn earlier, the
              list taking its skeleton's place would move it, up into the first screen when the
              list is short. */}
          {configs.isPending || (!listShown && !configs.isError) ? null : config.isError ? (
            <ErrorState
              error={config.error}
              title="Could not load the settings for new configurations"
              onRetry={() => void config.refetch()}
              retrying={config.isFetching}
            />
          ) : !config.data ? (
            <TableSkeleton rows={4} label="Loading the forms…" />
          ) : (
            <>
              {config.data.channelWiseConfig.info && (
                <Alert color="blue" variant="light" title="How automatic disputes work">
                  {withChannelNames(config.data.channelWiseConfig.info)}
                  <Text size="xs" c="dimmed" mt={4}>
                    As the marketplace gateway describes it.
                  </Text>
                </Alert>
              )}
              {/* On a phone, drawn (and their code and zod fetched) as they come near the screen. */}
              <DrawnWhenNear height={900}>
                <Suspense fallback={<TableSkeleton rows={4} label="Loading the forms…" />}>
                  <SetAutoDisputeForm
                    key={clientId}
                    clientId={clientId}
                    client={client}
                    channels={channels}
                  />
                  <ManualConfigForm
                    key={`manual:${clientId}`}
                    clientId={clientId}
                    client={client}
                    details={config.data}
                    channels={channels}
                  />
                </Suspense>
              </DrawnWhenNear>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
