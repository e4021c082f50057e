import type { QueryClient } from '@tanstack/react-query';
import { todayOf } from '../../lib/calendar';
import { restaurantDetailsQueryOptions } from '../../lib/restaurant-details';
import { routeDataOrNothing, type RouteLoaderArgs } from '../../lib/route-data';
import { readFilters } from '../../lib/url-state';
import { portfolioQueries, type PortfolioScope } from './portfolio-queries';

/** The portfolio's dates and channels (listings and the client picker do not apply to it). */
export const portfolioScopeOf = (params: URLSearchParams): PortfolioScope => {
  const { from, to, channels } = readFilters(params);
  return { from, to, channels: [...channels].sort() };
};

export const today = () => todayOf();

export const prefetch =
  (queryClient: QueryClient) =>
  async ({ request }: RouteLoaderArgs) => {
    const details = await routeDataOrNothing(queryClient, restaurantDetailsQueryOptions());
    if (details) {
      const scope = portfolioScopeOf(new URL(request.url).searchParams);
      // Started, not awaited: rows fill in as they arrive, four clients at a time.
      for (const client of details.restaurantDetails) {
        void queryClient.prefetchQuery(portfolioQueries.row(client, scope, today()));
      }
    }
    return null;
  };
