import type { Client, Listing } from '../../../contract/listings';

const ACTIVE: Record<string, keyof Listing> = {
  MARKETPLACE_1: 'isMarketplace1Active',
  MARKETPLACE_2: 'isMarketplace2Active',
  MARKETPLACE_3: 'isMarketplace3Active',
};

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
  const active = channel ? ACTIVE[channel] : undefined;
  return (active ? listings.filter((listing) => listing[active] === true) : listings).map(optionOf);
}
