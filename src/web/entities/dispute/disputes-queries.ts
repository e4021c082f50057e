import { queryOptions, skipToken } from '@tanstack/react-query';
import type { DisputedOrder, DisputedOrdersResult } from '../../../contract/disputes';
import { scopeBody, type ClientScope } from '../client/client-scope';
import { callOperation } from '../../lib/api-client';
import { fetchAllPages } from '../../lib/fetch-all-pages';

export { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../lib/page-size';
/** How often to look again while a dispute raised here awaits its decision. */
export const PENDING_REFETCH_MS = 1000;
/** "Closes soon": the dispute window ends within this many days. */
export const CLOSING_SOON_DAYS = 3;

/**
 * Orders raised from this tab and not decided yet (id → when). Only these are polled: the
 * marketplace may keep other disputes pending for days, and polling for those would never stop.
 */
const raisedHere = new Map<string, number>();
/**
 * The server keeps a read's reply up to a minute (`READ_CACHE_SECONDS`) and shows a raise in it
 * as pending at once; the marketplace's decision reaches a kept reply when it is next read from
 * the gateway. Polling for longer than a kept reply lives, a decision made in the first seconds
 * is still seen here.
 */
const POLL_FOR_MS = 90_000;

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
  scope: ClientScope,
  range: { from: string; to: string },
  limit: number,
  offset: number,
  signal: AbortSignal,
) =>
  callOperation(
    'listDisputedOrders',
    {
      query: { clientId: scope.clientId, limit, offset },
      body: scopeBody(scope, range),
    },
    { signal },
  );

/** Every order of a range, a few pages at a time. */
const fetchAll = (
  scope: ClientScope,
  range: { from: string; to: string },
  signal: AbortSignal,
): Promise<DisputedOrdersResult> =>
  fetchAllPages((offset, limit) => fetchPage(scope, range, limit, offset, signal), { signal });

const clientKey = (scope: ClientScope | undefined) => disputesQueries.client(scope?.clientId ?? '');

/**
 * The disputes area's query factory, generic → specific. A scope of `undefined` (no client yet,
 * no dispute asked for) gives the same query waiting (`skipToken`).
 */
export const disputesQueries = {
  all: () => ['disputes'] as const,
  client: (clientId: string) => [...disputesQueries.all(), clientId] as const,
  /** One page as the upstream pages it (newest first). */
  page: (scope: ClientScope | undefined, { page, size }: { page: number; size: number }) =>
    queryOptions({
      queryKey: [...clientKey(scope), 'page', scope ?? null, { page, size }] as const,
      queryFn: scope
        ? ({ signal }) => fetchPage(scope, scope, size, (page - 1) * size, signal)
        : skipToken,
      refetchInterval: pollWhilePending,
    }),
  /** Every order in the filtered range: the summary, and status filters and sorts. */
  range: (scope: ClientScope | undefined) =>
    queryOptions({
      queryKey: [...clientKey(scope), 'range', scope ?? null] as const,
      queryFn: scope ? ({ signal }) => fetchAll(scope, scope, signal) : skipToken,
      refetchInterval: pollWhilePending,
    }),
};
