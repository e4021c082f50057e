import { queryOptions, skipToken } from '@tanstack/react-query';
import { CHANNELS, type Channel } from '../../../contract/channels';
import { MAX_LIMIT } from '../../../contract/constants';
import type { Order } from '../../../contract/orders';
import { callOperation } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { todayOf } from '../../lib/calendar';
import { withRateLimit } from '../../lib/fetch-all-pages';

/** How much of an order's id the tables show (the rest is in its title and its drawer). */
export const SHORT_ID_LENGTH = 8;

/**
 * The start of "every date" for a search over a client's whole history: the interface names no
 * earliest order, and a range must have a start; none of its marketplaces has orders this old.
 */
const HISTORY_START = '2000-01-01';

/** An order found by the first characters of its id, and whose it is. */
export interface OrderOfClient extends Order {
  clientId: string;
}

/**
 * The orders whose id starts with `prefix` among a client's orders of every date and listing, the
 * newest first, a page at a time; the scan stops at the first page with a match (an id's first
 * eight characters are as good as unique). Clients are searched in the order given.
 */
async function findByPrefix(
  clientIds: readonly string[],
  prefix: string,
  signal: AbortSignal,
): Promise<OrderOfClient[]> {
  const endDate = todayOf();
  for (const clientId of clientIds) {
    for (let offset = 0, total = 1; offset < total; offset += MAX_LIMIT) {
      const page = await withRateLimit(
        () =>
          callOperation(
            'listOrders',
            {
              query: { clientId, limit: MAX_LIMIT, offset },
              body: { startDate: HISTORY_START, endDate },
            },
            { signal },
          ),
        signal,
      );
      total = page.total;
      const found = page.orders.filter((order) =>
        order.deliveryUUID.toLowerCase().startsWith(prefix),
      );
      if (found.length > 0) return found.map((order) => ({ ...order, clientId }));
    }
  }
  return [];
}

/** An unknown order: the upstream answers 404. */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * One order's queries, shared by every page that opens an order (the orders and disputes
 * drawers, the header's search): one key for one order's details, whichever page asked.
 */
export const orderQueries = {
  all: () => ['order'] as const,
  client: (clientId: string) => [...orderQueries.all(), clientId] as const,
  /** One order's details (its items, money, review and dispute); waits while `channel` is unknown. */
  details: (clientId: string, deliveryUUID: string, channel: Channel | undefined) =>
    queryOptions({
      queryKey: [
        ...orderQueries.client(clientId),
        'details',
        deliveryUUID,
        channel ?? null,
      ] as const,
      queryFn: channel
        ? ({ signal }) =>
            callOperation(
              'getOrderDetails',
              { query: { clientId, deliveryUUID, channel } },
              { signal },
            )
        : skipToken,
    }),
  /**
   * One order by its full id, on whichever channel has it (the upstream needs the channel): each
   * channel asked at once, an unknown order (404 on all) is null. Any date, any listing. Waits
   * while `deliveryUUID` is undefined.
   */
  lookup: (clientId: string, deliveryUUID: string | undefined) =>
    queryOptions({
      queryKey: [...orderQueries.client(clientId), 'lookup', deliveryUUID ?? null] as const,
      queryFn:
        deliveryUUID === undefined
          ? skipToken
          : async ({ signal }) => {
              const answers = await Promise.allSettled(
                CHANNELS.map((channel) =>
                  callOperation(
                    'getOrderDetails',
                    { query: { clientId, deliveryUUID, channel } },
                    { signal },
                  ),
                ),
              );
              for (const answer of answers) if (answer.status === 'fulfilled') return answer.value;
              const failure = answers.find(
                (answer) => answer.status === 'rejected' && !isNotFound(answer.reason),
              );
              if (failure?.status === 'rejected') throw failure.reason;
              return null;
            },
    }),
  /**
   * The orders whose id starts with `prefix` (lower case), on any date, listing or channel, in the
   * clients given, searched in that order (see `findByPrefix`). Waits while `prefix` is undefined.
   */
  byPrefix: (clientIds: readonly string[], prefix: string | undefined) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'prefix', clientIds, prefix ?? null] as const,
      queryFn:
        prefix === undefined ? skipToken : ({ signal }) => findByPrefix(clientIds, prefix, signal),
    }),
};
