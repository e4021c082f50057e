import { Group, SegmentedControl, Stack } from '@mantine/core';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { CHANNELS } from '../../../contract/common';
import { FilterBar } from '../../components/filter-bar';
import { PageHeader } from '../../components/page-header';
import { routeDataOrNothing } from '../../lib/route-data';
import { param, readFilters, readSearch, useFilters, useSearchState } from '../../lib/url-state';
import { OrderDrawer } from './order-drawer';
import { OrdersList } from './orders-list';
import {
  DEFAULT_PAGE_SIZE,
  ordersQueries,
  PAGE_SIZES,
  VIEWS,
  type OrdersScope,
} from './orders-queries';
import { clientScope, restaurantNames } from '../../lib/restaurant-details';

export const pageShape = {
  view: param.oneOf(VIEWS, 'orders'),
  size: param.oneOf(PAGE_SIZES, String(DEFAULT_PAGE_SIZE) as (typeof PAGE_SIZES)[number]),
  page: param.page(),
  order: param.id(),
  channel: param.oneOf(['', ...CHANNELS], ''),
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
      const { view, page, size, order, channel } = readSearch(params, pageShape);
      // The drawer's order loads beside the page; its 404 is the drawer's, not the route's.
      if (order && channel)
        void queryClient.prefetchQuery(ordersQueries.order(scope.clientId, order, channel));
      const range = { page, size: Number(size) };
      // Started, not awaited: the page (and a filter change) shows at once, figures follow.
      if (view === 'financial')
        void queryClient.prefetchQuery(ordersQueries.financialPage(scope, range));
      else void queryClient.prefetchQuery(ordersQueries.page(scope, range));
    }
    return null;
  };

const EMPTY_SCOPE: OrdersScope = { clientId: '', listingIds: [], channels: [], from: '', to: '' };

export function Component() {
  const [filters] = useFilters();
  const [{ view, size: sizeText, page, order, channel }, setPage] = useSearchState(pageShape);
  const size = Number(sizeText);
  const details = useQuery(ordersQueries.restaurantDetails());
  const scope = details.data ? clientScope(details.data, filters) : undefined;
  const enabled = scope !== undefined;
  const range = { page, size };
  const orders = useQuery({
    ...ordersQueries.page(scope ?? EMPTY_SCOPE, range),
    enabled: enabled && view === 'orders',
    placeholderData: keepPreviousData,
  });
  const financial = useQuery({
    ...ordersQueries.financialPage(scope ?? EMPTY_SCOPE, range),
    enabled: enabled && view === 'financial',
    placeholderData: keepPreviousData,
  });
  const restaurants = restaurantNames(details.data);

  return (
    <Stack gap="md">
      <PageHeader
        title="Orders"
        description="Every order in the range, newest first, with its money from subtotal to payout."
      />
      <FilterBar />
      <Group gap="sm" align="flex-end">
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
        orders={orders}
        financial={financial}
        restaurants={restaurants}
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
