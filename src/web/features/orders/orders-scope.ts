import type { RestaurantDetailsResult } from '../../../contract/listings';
import { knownListingIds, resolveClient } from '../../lib/restaurant-details';
import type { Filters } from '../../lib/url-state';
import type { OrdersScope } from './orders-queries';

/** What to ask the upstream for; undefined until a client is known. */
export function ordersScope(
  details: RestaurantDetailsResult,
  filters: Filters,
): OrdersScope | undefined {
  const client = resolveClient(details, filters.client);
  if (!client) return undefined;
  return {
    clientId: client.clientId,
    listingIds: knownListingIds(client, filters.listings),
    channels: filters.channels,
    from: filters.from,
    to: filters.to,
  };
}

/** listingId → restaurant name, over every client (an order names only its listing). */
export const restaurantNames = (details: RestaurantDetailsResult | undefined) =>
  new Map(
    (details?.restaurantDetails ?? []).flatMap((client) =>
      client.listingDetails.map((listing) => [listing.listingId, listing.restaurantName] as const),
    ),
  );
