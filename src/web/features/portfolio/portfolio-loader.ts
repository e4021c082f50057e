import type { QueryClient } from '@tanstack/react-query';
import { todayOf } from '../../lib/calendar';
import { restaurantDetailsQueryOptions } from '../../lib/restaurant-details';
import { routeDataOrNothing, type RouteLoaderArgs } from '../../lib/route-data';
import { readFilters } from '../../lib/url-state';
import { askEveryRow } from '../../entities/portfolio/rows-stream';
import { portfolioQueries, type PortfolioScope } from './portfolio-queries';

/** The portfolio's dates and channels (listings and the client picker do not apply to it). */
export const portfolioScopeOf = (params: URLSearchParams): PortfolioScope => {
  const { from, to, channels } = readFilters(params);
  return { from, to, channels: [...channels].sort() };
};

export const today = () => todayOf();

/**
 * Whether a row of `scope` has come (fresh or not): the page has been drawn with it. Not merely
 * in the cache: a page drawn with its clients list already in makes its rows' queries before this
 * runs, and their first request is still to be sent.
 */
const hasRows = (queryClient: QueryClient, scope: PortfolioScope, day: string) =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: portfolioQueries.scope(scope, day), exact: false })
    .some((query) => query.state.data !== undefined);

export const prefetch =
  (queryClient: QueryClient) =>
  async ({ request }: RouteLoaderArgs) => {
    const scope = portfolioScopeOf(new URL(request.url).searchParams);
    // Every row at once, not after the clients list (checked once the page has painted): the
    // rows' queries below, and the page's, take their lines from this request.
    if (!hasRows(queryClient, scope, today())) askEveryRow(scope, today());
    const details = await routeDataOrNothing(queryClient, restaurantDetailsQueryOptions());
    if (details) {
      // Started, not awaited: rows fill in as they arrive, four clients at a time.
      for (const client of details.restaurantDetails) {
        void queryClient.prefetchQuery(portfolioQueries.row(client, scope, today()));
      }
    }
    return null;
  };
