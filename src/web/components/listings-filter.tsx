import { MultiSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Listing } from '../../contract/listings';
import {
  knownListingIds,
  resolveClient,
  restaurantDetailsForControls,
} from '../lib/restaurant-details';
import { useFilters } from '../lib/url-state';

/** Options grouped by brand; a restaurant name that repeats within a brand gets its id. */
function groupByBrand(listings: readonly Listing[]) {
  const brands = new Map<string, Listing[]>();
  for (const listing of listings) {
    brands.set(listing.brandName, [...(brands.get(listing.brandName) ?? []), listing]);
  }
  return [...brands.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([brand, items]) => ({
      group: brand,
      items: items
        .map((listing) => ({
          value: listing.listingId,
          label:
            items.filter((other) => other.restaurantName === listing.restaurantName).length > 1
              ? `${listing.restaurantName} (${listing.listingId})`
              : listing.restaurantName,
        }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    }));
}

/** `?listings=` — empty means every listing of the client. */
export function ListingsFilter() {
  const [filters, setFilters] = useFilters();
  const details = useQuery(restaurantDetailsForControls());
  const client = details.data ? resolveClient(details.data, filters.client) : undefined;
  const data = useMemo(() => groupByBrand(client?.listingDetails ?? []), [client]);
  const value = knownListingIds(client, filters.listings);

  return (
    <MultiSelect
      label="Listings"
      placeholder={value.length === 0 ? 'All listings' : undefined}
      data={data}
      value={value}
      onChange={(listings) => setFilters({ listings })}
      searchable
      clearable
      nothingFoundMessage="No listing matches"
      disabled={!client}
      clearButtonProps={{ 'aria-label': 'Clear listings' }}
    />
  );
}
