import type { QueryClient } from '@tanstack/react-query';
import { clientScope } from '../../entities/client/client-scope';
import { restaurantDetailsQueryOptions } from '../../lib/restaurant-details';
import { routeDataOrNothing, type RouteLoaderArgs } from '../../lib/route-data';
import { readFilters, readSearch } from '../../lib/url-state';
import { financeQueries } from '../../entities/finance/finance-queries';
import {
  compareModeOf,
  comparedScope,
  financeScope,
  financeShape,
} from '../../entities/finance/finance-scope';

export const prefetch =
  (queryClient: QueryClient) =>
  async ({ request }: RouteLoaderArgs) => {
    const details = await routeDataOrNothing(queryClient, restaurantDetailsQueryOptions());
    const params = new URL(request.url).searchParams;
    const whole = financeScope(details && clientScope(details, readFilters(params)));
    if (whole) {
      const { payouts, compare } = readSearch(params, financeShape);
      // Started, not awaited: the page (and a filter change) shows at once, figures follow.
      void queryClient.prefetchQuery(
        financeQueries.overview(comparedScope(whole, compareModeOf(compare, whole))),
      );
      void queryClient.prefetchQuery(financeQueries.deposits(financeScope(whole, payouts)));
      void queryClient.prefetchQuery(financeQueries.deposits(whole));
      void queryClient.prefetchQuery(financeQueries.tax(whole));
      void queryClient.prefetchQuery(financeQueries.estimateVsActual(whole));
      void queryClient.prefetchQuery(financeQueries.posVsOffPremise(whole));
      void queryClient.prefetchQuery(financeQueries.overview(whole));
    }
    return null;
  };
