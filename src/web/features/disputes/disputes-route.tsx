import { Alert, Group, Select, Stack } from '@mantine/core';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useDeferredValue, useMemo, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { DISPUTE_STATUSES, type DisputedOrder } from '../../../contract/disputes';
import { CustomerFilter } from '../../components/search-input';
import { EmptyState } from '../../components/empty-state';
import { QueryState } from '../../components/query-state';
import { ErrorState } from '../../components/error-state';
import { FilterBar } from '../../components/filter-bar';
import { PageHeader } from '../../components/page-header';
import { BusyRegion } from '../../components/busy-region';
import { FiguresSkeleton, StillTrying, TableSkeleton } from '../../components/table-skeleton';
import { DATE_FORMAT } from '../../lib/date-ranges';
import { routeDataOrNothing } from '../../lib/route-data';
import { param, readFilters, readSearch, useFilters, useSearchState } from '../../lib/url-state';
import { DisputeDrawer } from './dispute-drawer';
import { STATUS_OPTIONS } from './dispute-status';
import { Pager } from '../../components/pager';
import {
  CLOSING_SOON_DAYS,
  disputesQueries,
  PAGE_SIZES,
  type DisputesScope,
} from './disputes-queries';
import { disputeRangeOf, itemScope, itemShape } from '../../lib/order-links';
import { clientScope, resolveClient, restaurantNames } from '../../lib/restaurant-details';
import { DisputesSummary } from './disputes-summary';
import { DisputesTable } from './disputes-table';
import { RaiseDisputeDialog } from './raise-dispute-dialog';
import { isOpen, nextSort, selectDisputes, SORTS, summarizeDisputes } from './select-disputes';

const pageShape = {
  status: param.oneOf(['all', ...DISPUTE_STATUSES], 'all'),
  sort: param.oneOf(SORTS, 'newest'),
  size: param.oneOf(PAGE_SIZES, '5'),
  page: param.page(),
  /** The order whose dispute is open in the drawer (links from an order land here). */
  dispute: param.id(),
  /** Where that dispute is found whatever the filters: its channel and order date. */
  ...itemShape,
  /** Part of a customer's name. */
  customer: param.text(),
};

export const createLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const details = await routeDataOrNothing(
      queryClient,
      disputesQueries.restaurantDetails(),
      request,
    );
    const params = new URL(request.url).searchParams;
    const scope = details && clientScope(details, readFilters(params));
    if (scope) {
      const { page, size } = readSearch(params, pageShape);
      // Started, not awaited: the page (and a filter change) shows at once, figures follow.
      void queryClient.prefetchQuery(disputesQueries.range(scope));
      void queryClient.prefetchQuery(disputesQueries.page(scope, { page, size: Number(size) }));
    }
    return null;
  };

const EMPTY_SCOPE: DisputesScope = { clientId: '', listingIds: [], channels: [], from: '', to: '' };

export function Component() {
  const [filters] = useFilters();
  const [{ status, sort, size: sizeText, page, dispute, channel, ordered, customer }, setPage] =
    useSearchState(pageShape);
  const size = Number(sizeText);
  const [raising, setRaising] = useState<string | null>(null);
  const details = useQuery(disputesQueries.restaurantDetails());
  const scope = details.data ? clientScope(details.data, filters) : undefined;
  const today = dayjs().format(DATE_FORMAT);
  const enabled = scope !== undefined;
  const range = useQuery({
    ...disputesQueries.range(scope ?? EMPTY_SCOPE),
    enabled,
    placeholderData: keepPreviousData,
  });
  const closing = useQuery({ ...disputesQueries.closing(scope ?? EMPTY_SCOPE, today), enabled });
  // With no status filter and the upstream's order, the upstream pages; else the full range does.
  const upstreamPaged = status === 'all' && sort === 'newest' && customer === '';
  const pageQuery = useQuery({
    ...disputesQueries.page(scope ?? EMPTY_SCOPE, { page, size }),
    enabled: enabled && upstreamPaged,
    placeholderData: keepPreviousData,
  });
  const restaurants = restaurantNames(details.data);
  // The dispute a link asked for is looked up by its own channel and date, not the filters.
  const client = details.data ? resolveClient(details.data, filters.client) : undefined;
  const lookupScope =
    dispute === undefined ? undefined : itemScope(client, { channel, ordered }, disputeRangeOf);
  const lookup = useQuery({
    ...disputesQueries.range(lookupScope ?? EMPTY_SCOPE),
    enabled: lookupScope !== undefined,
  });

  // The whole range can be thousands of orders: its summary, filter and sort are worked out once
  // per change, and rendered in the background (in slices the browser can interrupt), so a year
  // of a large client never holds the page in one long task.
  const whole = useDeferredValue(range.data);
  const selected = useMemo(
    () =>
      whole &&
      selectDisputes(whole.orders, {
        status: status === 'all' ? undefined : status,
        sort,
        customer,
      }),
    [whole, status, sort, customer],
  );
  const summary = useMemo(() => whole && summarizeDisputes(whole.orders), [whole]);
  const listed = upstreamPaged
    ? pageQuery.data && { rows: pageQuery.data.orders, count: pageQuery.data.total }
    : selected && { rows: selected.slice((page - 1) * size, page * size), count: selected.length };
  const listing = upstreamPaged ? pageQuery : range;
  const find = (id: string): DisputedOrder | undefined =>
    [
      ...(pageQuery.data?.orders ?? []),
      ...(range.data?.orders ?? []),
      ...(lookup.data?.orders ?? []),
    ].find((order) => order.deliveryUUID === id);
  const shown = dispute === undefined ? undefined : find(dispute);
  const toRaise = raising === null ? undefined : find(raising);
  // One failure, one message: when the summary failed too, the list's Retry asks for both.
  const retryList = () => {
    void listing.refetch();
    if (listing !== range && range.isError) void range.refetch();
  };
  const closeItem = { dispute: undefined, channel: '', ordered: undefined } as const;
  const closeDrawer = () => setPage(closeItem, { push: true });

  const body = (
    <QueryState
      query={details}
      errorTitle="Could not load the listings"
      loadingLabel="Loading disputes…"
    >
      {() =>
        !scope ? (
          <EmptyState title="No clients yet" description="This partner account has no clients." />
        ) : (
          <Stack gap="md">
            {dispute !== undefined && !shown && (lookupScope ? lookup.data : range.data) && (
              <Alert
                color="yellow"
                title="Dispute not found"
                role="alert"
                withCloseButton
                closeButtonLabel="Dismiss"
                onClose={() => setPage(closeItem)}
              >
                No order {dispute} with an error charge for these filters. Check the client,
                channels and dates above.
              </Alert>
            )}
            {range.isError && listing.isError ? null : range.isError ? (
              <ErrorState
                error={range.error}
                title="Could not load the summary"
                onRetry={() => void range.refetch()}
                retrying={range.isFetching}
              />
            ) : summary ? (
              <BusyRegion busy={range.isPlaceholderData || whole !== range.data}>
                <DisputesSummary
                  summary={summary}
                  closingSoon={closing.data?.orders.filter(isOpen).length}
                  closingDays={CLOSING_SOON_DAYS}
                />
              </BusyRegion>
            ) : (
              <FiguresSkeleton count={7} />
            )}
            <Group gap="sm" align="flex-end">
              <Select
                label="Status"
                data={[{ value: 'all', label: 'All statuses' }, ...STATUS_OPTIONS]}
                value={status}
                onChange={(next) => next && setPage({ status: next as typeof status, page: 1 })}
                allowDeselect={false}
                w={200}
              />
              <CustomerFilter
                value={customer}
                onChange={(next) => setPage({ customer: next, page: 1 })}
              />
            </Group>
            {listing.isError ? (
              <ErrorState
                error={listing.error}
                title="Could not load the disputes"
                onRetry={retryList}
                retrying={listing.isFetching}
              />
            ) : !listed ? (
              <Stack gap="xs">
                {listing.failureCount > 0 && <StillTrying />}
                <TableSkeleton label="Loading disputes…" />
              </Stack>
            ) : listed.count === 0 ? (
              <EmptyState
                title="No disputes here"
                description="No order with an error charge matches the filters."
              />
            ) : (
              <BusyRegion
                busy={listing.isPlaceholderData || (!upstreamPaged && whole !== range.data)}
              >
                <Stack gap="sm">
                  <DisputesTable
                    rows={listed.rows}
                    caption="Orders with an error charge"
                    sort={sort}
                    restaurants={restaurants}
                    onSort={(key) => setPage({ sort: nextSort(sort, key), page: 1 })}
                    onOpen={(order) => setPage({ dispute: order.deliveryUUID }, { push: true })}
                    onRaise={(order) => setRaising(order.deliveryUUID)}
                  />
                  <Pager
                    sizes={PAGE_SIZES}
                    page={page}
                    size={size}
                    count={listed.count}
                    shown={listed.rows.length}
                    onPage={(next) => setPage({ page: next }, { push: true })}
                    onSize={(next) => setPage({ size: next, page: 1 })}
                  />
                </Stack>
              </BusyRegion>
            )}
          </Stack>
        )
      }
    </QueryState>
  );

  const restaurantOf = (order: DisputedOrder) =>
    restaurants.get(order.listingId) ?? order.listingId;
  return (
    <Stack gap="md">
      <PageHeader
        title="Disputes"
        description="Orders that carry an error charge, their disputes and what they won back."
      />
      <FilterBar />
      {body}
      {shown && scope && (
        <DisputeDrawer
          key={shown.deliveryUUID}
          order={shown}
          restaurant={restaurantOf(shown)}
          clientId={scope.clientId}
          onClose={closeDrawer}
        />
      )}
      {toRaise && scope && (
        <RaiseDisputeDialog
          key={toRaise.deliveryUUID}
          order={toRaise}
          restaurant={restaurantOf(toRaise)}
          clientId={scope.clientId}
          onClose={() => setRaising(null)}
        />
      )}
    </Stack>
  );
}
