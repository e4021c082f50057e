import type { QueryClient } from '@tanstack/react-query';
import { reviewParams } from '../../entities/review/review-params';
import { restaurantDetailsQueryOptions } from '../../lib/restaurant-details';
import { routeDataOrNothing, type RouteLoaderArgs } from '../../lib/route-data';
import { param, readFilters, readSearch } from '../../lib/url-state';
import { ORDERS, RATINGS, VIEW_IDS } from './review-views';
import { reviewsScope } from '../../entities/review/reviews-scope';
import { viewQueries } from './use-reviews-view';

/** The reviews page's own params; the review shown first is the review entity's. */
export const reviewsPageShape = {
  view: param.oneOf(VIEW_IDS, 'needs-reply'),
  order: param.oneOf(ORDERS, 'default'),
  /** Part of a customer's name (filtered in the browser: the upstream cannot). */
  customer: param.text(),
  rating: param.oneOf(RATINGS, 'any'),
  page: param.page(),
  ...reviewParams,
};

export const prefetch =
  (queryClient: QueryClient) =>
  async ({ request }: RouteLoaderArgs) => {
    const details = await routeDataOrNothing(queryClient, restaurantDetailsQueryOptions());
    const params = new URL(request.url).searchParams;
    const scope = details && reviewsScope(details, readFilters(params));
    if (scope) {
      const { view, order, page, customer, rating } = readSearch(params, reviewsPageShape);
      const queries = viewQueries({ scope, view, order, page, filters: { customer, rating } });
      // Started, not awaited: the page (and a filter change) shows at once, reviews follow.
      if (queries.unanswered) void queryClient.prefetchQuery(queries.unanswered);
      if (queries.inWindow) void queryClient.prefetchQuery(queries.inWindow);
      if (queries.everything) void queryClient.prefetchQuery(queries.everything);
      if (queries.page) void queryClient.prefetchQuery(queries.page);
    }
    return null;
  };
