import { queryOptions, skipToken } from '@tanstack/react-query';
import { filterBody, type ClientScope } from '../../entities/client/client-scope';
import { disputeConfigDetailsQueryOptions } from '../../entities/dispute/dispute-config';
import { callOperation } from '../../lib/api-client';

/**
 * The auto-dispute area's query factory, generic → specific. Configurations have no dates: the
 * key holds the scope's listings and channels only. A scope of `undefined` waits (`skipToken`).
 */
export const autoDisputeQueries = {
  all: () => ['auto-dispute'] as const,
  client: (clientId: string) => [...autoDisputeQueries.all(), clientId] as const,
  configDetails: disputeConfigDetailsQueryOptions,
  configs: (scope: ClientScope | undefined) =>
    queryOptions({
      queryKey: [
        ...autoDisputeQueries.client(scope?.clientId ?? ''),
        'configs',
        scope ? { listingIds: scope.listingIds, channels: scope.channels } : null,
      ] as const,
      queryFn: scope
        ? ({ signal }) =>
            callOperation(
              'listAutoDisputeConfigs',
              { query: { client_id: scope.clientId }, body: filterBody(scope) },
              { signal },
            )
        : skipToken,
    }),
};
