import { queryOptions } from '@tanstack/react-query';
import type { Channel } from '../../../contract/common';
import { callOperation } from '../../lib/api-client';
import { disputeConfigDetailsQueryOptions } from '../../lib/dispute-config';
import { restaurantDetailsQueryOptions } from '../../lib/restaurant-details';

export interface ConfigsScope {
  clientId: string;
  /** Empty: every listing. */
  listingIds: string[];
  channels: Channel[];
}

/** The auto-dispute area's query factory, generic → specific. */
export const autoDisputeQueries = {
  all: () => ['auto-dispute'] as const,
  client: (clientId: string) => [...autoDisputeQueries.all(), clientId] as const,
  restaurantDetails: restaurantDetailsQueryOptions,
  configDetails: disputeConfigDetailsQueryOptions,
  configs: (scope: ConfigsScope) =>
    queryOptions({
      queryKey: [...autoDisputeQueries.client(scope.clientId), 'configs', scope] as const,
      queryFn: ({ signal }) =>
        callOperation(
          'listAutoDisputeConfigs',
          {
            query: { client_id: scope.clientId },
            body: {
              ...(scope.listingIds.length > 0 ? { listingIds: scope.listingIds } : {}),
              ...(scope.channels.length > 0 ? { channel: scope.channels } : {}),
            },
          },
          { signal },
        ),
    }),
};
