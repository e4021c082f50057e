import { isChannel } from '../../../contract/channels';
import type { Channel } from '../../../contract/channels';
import type { Client, RestaurantDetailsResult } from '../../../contract/listings';
import type { QueryClient } from '@tanstack/react-query';
import {
  knownListingIds,
  resolveClient,
  restaurantDetailsQueryOptions,
} from '../../lib/restaurant-details';
import { routeDataOrNothing } from '../../lib/route-data';
import { readFilters, type Filters } from '../../lib/url-state';

/**
 * What a client-scoped page asks the upstream for: the client, its listings, channels, dates.
 * The one scope of the web app: every list, figure and key is built from it. Its ids are always
 * sorted (see `normalScope`), so `?channels=A,B` and `?channels=B,A` share one cache entry.
 */
export interface ClientScope {
  clientId: string;
  /** Empty: every listing of the client. */
  listingIds: string[];
  channels: Channel[];
  from: string;
  to: string;
}

const sorted = <T extends string>(ids: readonly T[]): T[] => [...new Set(ids)].sort();

/** The scope with its ids sorted and without repeats: the same choice, the same query key. */
export const normalScope = <S extends ClientScope>(scope: S): S => ({
  ...scope,
  listingIds: sorted(scope.listingIds),
  channels: sorted(scope.channels),
});

/** The scope of the URL's filters; undefined until a client is known. */
export function clientScope(
  details: RestaurantDetailsResult,
  filters: Filters,
): ClientScope | undefined {
  const client = resolveClient(details, filters.client);
  if (!client) return undefined;
  return normalScope({
    clientId: client.clientId,
    listingIds: knownListingIds(client, filters.listings),
    channels: filters.channels,
    from: filters.from,
    to: filters.to,
  });
}

/** Every listing id of the client. */
export const allListingIds = (client: Client) =>
  client.listingDetails.map((listing) => listing.listingId);

/**
 * The same scope naming its listings: the chosen ones, else every listing of the client (for
 * operations with no client parameter, where no listing means every listing of the partner).
 * Undefined when the client has no listings.
 */
export function withListings(client: Client, scope: ClientScope): ClientScope | undefined {
  if (client.listingDetails.length === 0) return undefined;
  return scope.listingIds.length > 0
    ? scope
    : normalScope({ ...scope, listingIds: allListingIds(client) });
}

/**
 * The scope that finds one item whatever the filters: its channel, every listing of the client
 * (named: reviews have no client parameter), and `range` around its order date. Undefined when
 * the link does not say where to look.
 */
export const itemScope = (
  client: Client | undefined,
  { channel, ordered }: { channel: Channel | ''; ordered: string | undefined },
  range: (orderDate: string) => { from: string; to: string },
): ClientScope | undefined =>
  client && channel && ordered
    ? normalScope({
        clientId: client.clientId,
        listingIds: allListingIds(client),
        channels: [channel],
        ...range(ordered),
      })
    : undefined;

/** One order's own listing and channel, over the dates `range` gives from its order date. */
export const orderScope = (
  clientId: string,
  order: { listingId: string; channel: string; orderDate: string },
  range: (orderDate: string) => { from: string; to: string },
): ClientScope => ({
  clientId,
  listingIds: [order.listingId],
  channels: isChannel(order.channel) ? [order.channel] : [],
  ...range(order.orderDate),
});

/** The listings and channels of a request body (none: every one). */
export const filterBody = (scope: Pick<ClientScope, 'listingIds' | 'channels'>) => ({
  ...(scope.listingIds.length > 0 ? { listingIds: scope.listingIds } : {}),
  ...(scope.channels.length > 0 ? { channel: scope.channels } : {}),
});

/**
 * The one request body of a scoped operation: its dates (`range`, else the scope's own), listings
 * and channels.
 */
export const scopeBody = (
  scope: ClientScope,
  range: { from: string; to: string } = scope,
): { startDate: string; endDate: string; listingIds?: string[]; channel?: Channel[] } => ({
  startDate: range.from,
  endDate: range.to,
  ...filterBody(scope),
});

/**
 * A route loader's start: the clients the shell cached (undefined when they failed: the page
 * says so in place), the URL's parameters, and the scope of its filters.
 */
export async function loadClientScope(queryClient: QueryClient, request: Request) {
  const details = await routeDataOrNothing(queryClient, restaurantDetailsQueryOptions());
  const params = new URL(request.url).searchParams;
  return { details, params, scope: details && clientScope(details, readFilters(params)) };
}
