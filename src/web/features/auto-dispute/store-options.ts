import type { Client, Listing } from '../../../contract/listings';
import { activeOn } from '../../entities/client/marketplaces';

export interface StoreOption {
  value: string;
  label: string;
}

const optionOf = (listing: Listing): StoreOption => ({
  value: listing.listingId,
  label: `${listing.restaurantName} (${listing.listingId})`,
});

/** The client's listings on `channel` (all of them when the channel is not known here). */
export function storeOptions(client: Client | undefined, channel: string | null): StoreOption[] {
  const listings = client?.listingDetails ?? [];
  // A channel the records do not report on (none of the three): every listing.
  return listings
    .filter((listing) => channel === null || activeOn(listing, channel) !== false)
    .map(optionOf);
}
