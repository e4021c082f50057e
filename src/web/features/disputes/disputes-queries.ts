import type { ClientScope } from '../../lib/restaurant-details';
import { queryOptions } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { Channel } from '../../../contract/common';
import {
  DISPUTE_WINDOW_DAYS,
  type DisputedOrder,
  type DisputedOrdersResult,
} from '../../../contract/disputes';
import { callOperation } from '../../lib/api-client';
import { DATE_FORMAT } from '../../lib/date-ranges';
import { fetchAllPages } from '../../lib/fetch-all-pages';
import { disputeConfigDetailsQueryOptions } from '../../lib/dispute-config';
import { restaurantDetailsQueryOptions } from '../../lib/restaurant-details';

/** The upstream's own default page size. */
export const DEFAULT_PAGE_SIZE = 5;
export const PAGE_SIZES = ['5', '20', '50', '100'] as const;
/** How often to look again while a dispute raised here awaits its decision. */
export const PENDING_REFETCH_MS = 1000;
/** "Closes soon": the dispute window ends within this many days. */
export const CLOSING_SOON_DAYS = 3;

/** The client, listings, channels and dates of the URL (the shared client scope). */
export type DisputesScope = ClientScope;

/**
 * Orders raised from this tab and not decided yet (id → when). Only these are polled: the
 * marketplace may keep other disputes pending for days, and polling for those would never stop.
 */
const raisedHere = new Map<string, number>();
const POLL_FOR_MS = 60_000;

export const trackRaise = (deliveryUUID: string) => raisedHere.set(deliveryUUID, Date.now());

/** Each query decides on its own data (a shared "seen decided" mark would stop the others). */
const awaitsDecision = (orders: readonly DisputedOrder[] | undefined) =>
  (orders ?? []).some((order) => {
    const since = raisedHere.get(order.deliveryUUID);
    return (
      since !== undefined && order.disputeStatus === 'pending' && Date.now() - since < POLL_FOR_MS
    );
  });

const pollWhilePending = (query: { state: { data: DisputedOrdersResult | undefined } }) =>
  awaitsDecision(query.state.data?.orders) ? PENDING_REFETCH_MS : false;

const fetchPage = (
  scope: DisputesScope,
  range: { from: string; to: string },
  limit: number,
  offset: number,
  signal: AbortSignal,
) =>
  callOperation(
    'listDisputedOrders',
    {
      query: { clientId: scope.clientId, limit, offset },
      body: {
        startDate: range.from,
        endDate: range.to,
        ...(scope.listingIds.length > 0 ? { listingIds: scope.listingIds } : {}),
        ...(scope.channels.length > 0 ? { channel: scope.channels } : {}),
      },
    },
    { signal },
  );

/** Every order of a range, a few pages at a time. */
const fetchAll = (
  scope: DisputesScope,
  range: { from: string; to: string },
  signal: AbortSignal,
): Promise<DisputedOrdersResult> =>
  fetchAllPages((offset, limit) => fetchPage(scope, range, limit, offset, signal));

/**
 * Orders whose window closes within CLOSING_SOON_DAYS: the records carry no order date, but the
 * window is DISPUTE_WINDOW_DAYS from the order and the upstream filters by order date, so they
 * are the orders dated `today - 14 … today - 11` (inside the chosen range). "Today" is this
 * browser's, which is the upstream's as long as the clocks agree.
 */
export function closingRange(scope: DisputesScope, today: string) {
  const from = dayjs(today).subtract(DISPUTE_WINDOW_DAYS, 'day').format(DATE_FORMAT);
  const to = dayjs(today)
    .subtract(DISPUTE_WINDOW_DAYS - CLOSING_SOON_DAYS, 'day')
    .format(DATE_FORMAT);
  const range = { from: from > scope.from ? from : scope.from, to: to < scope.to ? to : scope.to };
  return range.from <= range.to ? range : undefined;
}

/** The disputes area's query factory, generic → specific. */
export const disputesQueries = {
  all: () => ['disputes'] as const,
  client: (clientId: string) => [...disputesQueries.all(), clientId] as const,
  restaurantDetails: restaurantDetailsQueryOptions,
  configDetails: disputeConfigDetailsQueryOptions,
  /** One page as the upstream pages it (newest first). */
  page: (scope: DisputesScope, { page, size }: { page: number; size: number }) =>
    queryOptions({
      queryKey: [...disputesQueries.client(scope.clientId), 'page', scope, { page, size }] as const,
      queryFn: ({ signal }) => fetchPage(scope, scope, size, (page - 1) * size, signal),
      refetchInterval: pollWhilePending,
    }),
  /** Every order in the filtered range: the summary, and status filters and sorts. */
  range: (scope: DisputesScope) =>
    queryOptions({
      queryKey: [...disputesQueries.client(scope.clientId), 'range', scope] as const,
      queryFn: ({ signal }) => fetchAll(scope, scope, signal),
      refetchInterval: pollWhilePending,
    }),
  closing: (scope: DisputesScope, today: string) =>
    queryOptions({
      queryKey: [...disputesQueries.client(scope.clientId), 'closing', scope, today] as const,
      queryFn: ({ signal }) => {
        const range = closingRange(scope, today);
        return range ? fetchAll(scope, range, signal) : { total: 0, orders: [] };
      },
    }),
  order: (clientId: string, deliveryUUID: string, channel: Channel) =>
    queryOptions({
      queryKey: [...disputesQueries.client(clientId), 'order', deliveryUUID, channel] as const,
      queryFn: ({ signal }) =>
        callOperation(
          'getOrderDetails',
          { query: { clientId, deliveryUUID, channel } },
          { signal },
        ),
    }),
};
