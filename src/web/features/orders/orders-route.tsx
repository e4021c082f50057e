import { Group, SegmentedControl, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { FilterBar } from '../../components/filter-bar';
import { PageHeader } from '../../components/page-header';
import { PAGE_HEADINGS } from '../../lib/page-headings';
import { paths } from '../../lib/paths';
import { CustomerFilter } from '../../components/search-input';
import { useClientScope } from '../../entities/client/use-client-scope';
import { noOrder } from '../../entities/order/order-params';
import { lazyAfterPaint, usePreload } from '../../performance/load-after-paint';
import { useSearchState } from '../../lib/url-state';
import { ordersPageShape } from './orders-loader';
import { OrdersList } from './orders-list';
import { useOrdersListing } from './use-orders-listing';

// An order's drawer (and the dialogs it opens) loads after the page's first paint.
const OrderDrawer = lazyAfterPaint(() =>
  import('./order-drawer').then((module) => module.OrderDrawer),
);

export { prefetch } from './orders-loader';

export function Component() {
  const [{ view, size: sizeText, page, order, channel, sort, customer }, setPage] =
    useSearchState(ordersPageShape);
  const size = Number(sizeText);
  const { details, scope, restaurants } = useClientScope();
  const listing = useOrdersListing({ scope, view, sort, customer, page, size, restaurants });
  usePreload('on-intent', OrderDrawer);

  return (
    <Stack gap="md">
      <PageHeader {...PAGE_HEADINGS[paths.orders]} />
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
      <Suspense fallback={null}>
        {order && scope && (
          <OrderDrawer
            key={`${channel}:${order}`}
            clientId={scope.clientId}
            deliveryUUID={order}
            channel={channel || undefined}
            restaurants={restaurants}
            onClose={() => setPage(noOrder, { push: true })}
          />
        )}
      </Suspense>
    </Stack>
  );
}
