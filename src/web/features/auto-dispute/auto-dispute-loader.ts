import type { QueryClient } from '@tanstack/react-query';
import { clientScope } from '../../entities/client/client-scope';
import { restaurantDetailsQueryOptions } from '../../lib/restaurant-details';
import { routeDataOrNothing, type RouteLoaderArgs } from '../../lib/route-data';
import { readFilters } from '../../lib/url-state';
import { autoDisputeQueries } from './auto-dispute-queries';

export const prefetch =
  (queryClient: QueryClient) =>
  async ({ request }: RouteLoaderArgs) => {
    const details = await routeDataOrNothing(queryClient, restaurantDetailsQueryOptions());
    const scope = details && clientScope(details, readFilters(new URL(request.url).searchParams));
    if (scope) {
      // Started, not awaited: the page shows at once, with its skeleton until they arrive.
      void queryClient.prefetchQuery(autoDisputeQueries.configDetails(scope.clientId));
      void queryClient.prefetchQuery(autoDisputeQueries.configs(scope));
    }
    return null;
  };
