import { Group, SegmentedControl, Stack } from '@mantine/core';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { CHANNELS } from '../../../contract/common';
import { CustomerFilter } from '../../components/search-input';
import { FilterBar } from '../../components/filter-bar';
import { PageHeader } from '../../components/page-header';
import { routeDataOrNothing } from '../../lib/route-data';
import { param, readFilters, readSearch, useFilters, useSearchState } from '../../lib/url-state';
import { OrderDrawer } from './order-drawer';
import { OrdersList } from './orders-list';
import { DEFAULT_PAGE_SIZE, ordersQueries, PAGE_SIZES, VIEWS } from './orders-queries';
import { clientScope, restaurantNames } from '../../lib/restaurant-details';
import { upstreamPaged } from './select-orders';
import { useOrdersListing } from './use-orders-listing';

export const pageShape = {
  view: param.oneOf(VIEWS, 'orders'),
  size: param.oneOf(PAGE_SIZES, String(DEFAULT_PAGE_SIZE) as (typeof PAGE_SIZES)[number]),
  page: param.page(),
  order: param.id(),
  channel: param.oneOf(['', ...CHANNELS], ''),
  /** `column` ascending, `-column` descending; empty: newest first, as the upstream pages. */
  sort: param.text(),
  /** Part of a customer's name. */
  customer: param.text(),
};

export const createLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const details = await routeDataOrNothing(
      queryClient,
      ordersQueries.restaurantDetails(),
      request,
    );
    const params = new URL(request.url).searchParams;
    const scope = details && clientScope(details, readFilters(params));
    if (scope) {
      const { view, page, size, order, channel, sort, customer } = readSearch(params, pageShape);
      // The drawer's order loads beside the page; its 404 is the drawer's, not the route's.
      if (order && channel)
        void queryClient.prefetchQuery(ordersQueries.order(scope.clientId, order, channel));
      const range = { page, size: Number(size) };
      // Started, not awaited: the page (and a filter change) shows at once, figures follow.
      // Sorted or filtered by customer: the whole set, worked out here (the upstream cannot).
      if (!upstreamPaged({ sort, customer })) {
        if (view === 'financial')
          void queryClient.prefetchQuery(ordersQueries.financialWhole(scope));
        else void queryClient.prefetchQuery(ordersQueries.whole(scope));
      } else if (view === 'financial')
        void queryClient.prefetchQuery(ordersQueries.financialPage(scope, range));
      else void queryClient.prefetchQuery(ordersQueries.page(scope, range));
    }
    return null;
  };

export function Component() {
  const [filters] = useFilters();
  const [{ view, size: sizeText, page, order, channel, sort, customer }, setPage] =
    useSearchState(pageShape);
  const size = Number(sizeText);
  const details = useQuery(ordersQueries.restaurantDetails());
  const scope = details.data ? clientScope(details.data, filters) : undefined;
  const restaurants = useMemo(() => restaurantNames(details.data), [details.data]);
  const selection = useMemo(() => ({ sort, customer }), [sort, customer]);
  const listing = useOrdersListing({
    scope,
    view,
    selection,
    range: { page, size },
    restaurants,
  });

  return (
    <Stack gap="md">
      <PageHeader
        title="Orders"
        description="Every order in the range, newest first unless sorted, with its money from subtotal to payout."
      />
      <FilterBar />
      <Group gap="sm" align="flex-end">
        <CustomerFilter
          value={customer}
          onChange={(next) => setPage({ customer: next, page: 1 })}
        />
        <SegmentedControl
          aria-label="View"
          data={[
            { value: 'orders', label: 'Orders' },
            { value: 'financial', label: 'Financial' },
          ]}
          value={view}
          onChange={(next) => setPage({ view: next as typeof view, page: 1 })}
        />
      </Group>
      <OrdersList
        details={details}
        scope={scope}
        view={view}
        {...listing}
        sort={sort}
        onSort={(next) => setPage({ sort: next, page: 1 })}
        customer={customer}
        page={page}
        size={size}
        onPage={(next) => setPage({ page: next }, { push: true })}
        onSize={(next) => setPage({ size: next, page: 1 })}
        onOpen={(row) =>
          setPage(
            { order: row.deliveryUUID, channel: row.channel as typeof channel },
            { push: true },
          )
        }
      />
      {order && scope && (
        <OrderDrawer
          key={`${channel}:${order}`}
          clientId={scope.clientId}
          deliveryUUID={order}
          channel={channel || undefined}
          restaurants={restaurants}
          onClose={() => setPage({ order: undefined, channel: '' }, { push: true })}
        />
      )}
    </Stack>
  );
}
