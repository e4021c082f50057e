import type { QueryClient } from '@tanstack/react-query';
import type { RouteLoaderArgs } from '../../lib/route-data';
import { loadClientScope } from '../../entities/client/client-scope';
import { orderParams } from '../../entities/order/order-params';
import { orderQueries } from '../../entities/order/order-queries';
import { pageSizeParam } from '../../lib/page-size';
import { param, readSearch } from '../../lib/url-state';
import { ordersQueries, VIEWS } from './orders-queries';
import { upstreamPaged } from './select-orders';

/** The orders page's own params; the open order's are the order entity's. */
export const ordersPageShape = {
  view: param.oneOf(VIEWS, 'orders'),
  size: pageSizeParam(),
  page: param.page(),
  ...orderParams,
  /** `column` ascending, `-column` descending; empty: newest first, as the upstream pages. */
  sort: param.text(),
  /** Part of a customer's name. */
  customer: param.text(),
};

export const prefetch =
  (queryClient: QueryClient) =>
  async ({ request }: RouteLoaderArgs) => {
    const { params, scope } = await loadClientScope(queryClient, request);
    if (!scope) return null;
    const { view, page, size, order, channel, sort, customer } = readSearch(
      params,
      ordersPageShape,
    );
    // The drawer's order loads beside the page; its 404 is the drawer's, not the route's.
    if (order && channel)
      void queryClient.prefetchQuery(orderQueries.details(scope.clientId, order, channel));
    const range = { page, size: Number(size) };
    const financial = view === 'financial';
    // Started, not awaited: the page (and a filter change) shows at once, figures follow.
    // Sorted or filtered by customer: the whole set, worked out here (the upstream cannot).
    if (!upstreamPaged({ sort, customer })) {
      if (financial) void queryClient.prefetchQuery(ordersQueries.financialWhole(scope));
      else void queryClient.prefetchQuery(ordersQueries.whole(scope));
    } else if (financial) void queryClient.prefetchQuery(ordersQueries.financialPage(scope, range));
    else void queryClient.prefetchQuery(ordersQueries.page(scope, range));
    return null;
  };
