import { Alert, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { IconInfoCircle } from '@tabler/icons-react';
import type { LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { FilterBar } from '../../components/filter-bar';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { TableSkeleton } from '../../components/table-skeleton';
import { disputeChannelsOf } from '../../lib/dispute-config';
import { withChannelNames } from '../../lib/display-names';
import { knownListingIds, resolveClient } from '../../lib/restaurant-details';
import { routeDataOrNothing } from '../../lib/route-data';
import { readFilters, useFilters } from '../../lib/url-state';
import { autoDisputeQueries } from './auto-dispute-queries';
import { ConfigsTable } from './configs-table';
import { ManualConfigForm } from './manual-config-form';
import { SetAutoDisputeForm } from './set-auto-dispute-form';

export const createLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const details = await routeDataOrNothing(
      queryClient,
      autoDisputeQueries.restaurantDetails(),
      request,
    );
    const filters = readFilters(new URL(request.url).searchParams);
    const client = details && resolveClient(details, filters.client);
    if (client) {
      // Started, not awaited: the page shows at once, with its skeleton until they arrive.
      void queryClient.prefetchQuery(autoDisputeQueries.configDetails(client.clientId));
      void queryClient.prefetchQuery(
        autoDisputeQueries.configs({
          clientId: client.clientId,
          listingIds: knownListingIds(client, filters.listings),
          channels: filters.channels,
        }),
      );
    }
    return null;
  };

export function Component() {
  const [filters] = useFilters();
  const details = useQuery(autoDisputeQueries.restaurantDetails());
  const client = details.data ? resolveClient(details.data, filters.client) : undefined;
  const clientId = client?.clientId ?? '';
  const scope = {
    clientId,
    listingIds: knownListingIds(client, filters.listings),
    channels: filters.channels,
  };
  const config = useQuery({
    ...autoDisputeQueries.configDetails(clientId),
    enabled: Boolean(client),
  });
  const configs = useQuery({
    ...autoDisputeQueries.configs(scope),
    enabled: Boolean(client),
    placeholderData: keepPreviousData,
  });
  const channels = disputeChannelsOf(config.data);
  const names = new Map(
    (config.data?.listingIds ?? []).map((listing) => [listing.listingsId, listing.restaurantName]),
  );

  const failed = details.isError ? details : config.isError ? config : undefined;
  return (
    <Stack gap="md">
      <PageHeader
        title="Auto-dispute"
        description="Which error charges are disputed automatically, for which stores."
      />
      <FilterBar fields={['listings', 'channels']} />
      {failed ? (
        <ErrorState
          error={failed.error}
          title="Could not load the configuration"
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />
      ) : details.isPending || (client && config.isPending) ? (
        <TableSkeleton label="Loading the configuration…" />
      ) : !client || !config.data ? (
        <EmptyState title="No clients yet" description="This partner account has no clients." />
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
          <Stack gap="sm" component="section" aria-labelledby="configs-title">
            <Title order={2} fz="h4" id="configs-title">
              Current configurations
            </Title>
            <Alert
              variant="light"
              color="gray"
              icon={<IconInfoCircle aria-hidden />}
              title="Adding only: no changes or removals here"
              role="note"
              data-limits
            >
              The partner interface has no operation to change, turn off or remove a configuration,
              so this page cannot do it either: it can only add configurations (below). A
              configuration applies to error charges from its creation on; to change or remove one,
              ask the marketplace&apos;s partner support.
            </Alert>
            <QueryState
              query={configs}
              errorTitle="Could not load the configurations"
              loadingLabel="Loading configurations…"
            >
              {(list) =>
                list.length === 0 ? (
                  <EmptyState
                    title="No configurations"
                    description="Nothing is disputed automatically for these filters yet."
                  />
                ) : (
                  <>
                    <Text size="sm" c="dimmed" aria-live="polite">
                      {list.length} {list.length === 1 ? 'configuration' : 'configurations'}
                    </Text>
                    <ConfigsTable configs={list} names={names} />
                  </>
                )
              }
            </QueryState>
          </Stack>
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
        </>
      )}
    </Stack>
  );
}
