import type { Listing } from '../../../contract/listings';
import { MARKETPLACES } from '../../entities/client/marketplaces';
import { nextSort as nextSortCycle } from '../../components/sortable-header';
import { collator } from '../../components/table-model';

export const SORT_KEYS = ['brand', 'name', 'id'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
/** `name` ascending, `-name` descending. */
export const SORTS = [...SORT_KEYS, ...SORT_KEYS.map((key) => `-${key}` as const)] as const;
export type Sort = (typeof SORTS)[number];

/** The marketplaces a listing record reports on (the client entity's one mapping). */
export { MARKETPLACES };

const sortValue: Record<SortKey, (listing: Listing) => string> = {
  brand: (listing) => listing.brandName,
  name: (listing) => listing.restaurantName,
  id: (listing) => listing.listingId,
};

const matches = (listing: Listing, needle: string) =>
  [
    listing.brandName,
    listing.restaurantName,
    listing.listingId,
    listing.marketplace1StoreName,
    listing.marketplace2StoreName,
    listing.marketplace3StoreName,
  ].some((text) => text.toLowerCase().includes(needle));

interface Selection {
  /** The URL's listings filter: when not empty, only these. */
  ids: readonly string[];
  q: string;
  sort: Sort;
}

/** The rows to show: the listings filter, then the search, then the sort (ties by name, id). */
export function selectListings(
  listings: readonly Listing[],
  { ids, q, sort }: Selection,
): Listing[] {
  const wanted = new Set(ids);
  const needle = q.trim().toLowerCase();
  const key = sort.replace(/^-/, '') as SortKey;
  const direction = sort.startsWith('-') ? -1 : 1;
  const { compare } = collator();
  return listings
    .filter((listing) => wanted.size === 0 || wanted.has(listing.listingId))
    .filter((listing) => !needle || matches(listing, needle))
    .sort(
      (a, b) =>
        direction * compare(sortValue[key](a), sortValue[key](b)) ||
        compare(a.restaurantName, b.restaurantName) ||
        compare(a.listingId, b.listingId),
    );
}

/** How many of `listings` are active on each marketplace. */
export const countActive = (listings: readonly Listing[]) =>
  MARKETPLACES.map((marketplace) => ({
    label: marketplace.label,
    active: listings.filter((listing) => listing[marketplace.active]).length,
  }));

/** Clicking a column: ascending first, then it flips. */
export const nextSort = (current: Sort, key: SortKey): Sort => nextSortCycle(current, key, 'text');
