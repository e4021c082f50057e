import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { Button } from '../../components/plain-button';
import { SearchInput } from '../../components/search-input';
import { FilterBar } from '../../components/filter-bar';
import { PageHeader } from '../../components/page-header';
import { PAGE_HEADINGS } from '../../lib/page-headings';
import { paths } from '../../lib/paths';
import { TableSkeleton } from '../../components/table-skeleton';
import { formatCount } from '../../lib/format';
import { useAfterFirstPaint } from '../../performance/first-paint';
import { knownListingIds, resolveClient } from '../../lib/restaurant-details';
import {
  filterShape,
  param,
  useFilters,
  useSearchState,
  useWriteSearch,
  writeSearch,
} from '../../lib/url-state';
import { listingsQueries } from './listings-queries';
import { ListingsTable } from './listings-table';
import { MarketplaceCounts } from './marketplace-counts';
import { SORTS, nextSort, selectListings, type SortKey } from './select-listings';

const pageShape = { q: param.text(), sort: param.oneOf(SORTS, 'brand') };

// No loader: the page needs only the clients and their listings, which the shell asks for.
export function Component() {
  const [filters] = useFilters();
  const writeSearchParams = useWriteSearch();
  const [{ q, sort }, setPage] = useSearchState(pageShape);
  // Bumped to reset the search box when the search is cleared from elsewhere.
  const [searchKey, setSearchKey] = useState(0);
  const painted = useAfterFirstPaint();
  const details = useQuery(listingsQueries.restaurantDetails());
  // The clients come in after the page has drawn its header (the shell does not wait for them);
  // the table is drawn in the render they arrive with.
  const data = details.data;

  const client = data ? resolveClient(data, filters.client) : undefined;
  const listings = client?.listingDetails ?? [];
  const ids = knownListingIds(client, filters.listings);
  const rows = selectListings(listings, { ids, q, sort });
  const narrowed = q !== '' || ids.length > 0;

  const clearAll = () => {
    setSearchKey((key) => key + 1);
    writeSearchParams((params) =>
      writeSearch(writeSearch(params, pageShape, { q: '' }), filterShape, { listings: [] }),
    );
  };

  return (
    <Stack gap="md">
      <PageHeader {...PAGE_HEADINGS[paths.listings]} />
      <FilterBar fields={['listings']} />
      <SearchInput
        key={searchKey}
        value={q}
        onChange={(text) => setPage({ q: text })}
        label="Search listings"
        placeholder="Brand, restaurant, listing ID or store name"
        maw={420}
      />
      {details.isPending || !painted ? (
        <TableSkeleton label="Loading listings…" />
      ) : details.isError ? (
        <ErrorState
          error={details.error}
          title="Could not load the listings"
          onRetry={() => void details.refetch()}
          retrying={details.isFetching}
        />
      ) : !client ? (
        <EmptyState title="No clients yet" description="This partner account has no clients." />
      ) : rows.length === 0 ? (
        <EmptyState
          title="No listings match"
          description={
            narrowed
              ? 'Try another search, or show every listing.'
              : `${client.clientName} has no listings.`
          }
          action={
            narrowed && (
              <Button variant="default" onClick={clearAll}>
                Show all listings
              </Button>
            )
          }
        />
      ) : (
        <>
          <MarketplaceCounts listings={rows} />
          <Text size="sm" c="dimmed" aria-live="polite">
            Showing {formatCount(rows.length)} of {formatCount(listings.length)} listings
          </Text>
          <ListingsTable
            rows={rows}
            caption={`Listings of ${client.clientName}`}
            sort={sort}
            onSort={(key: SortKey) => setPage({ sort: nextSort(sort, key) })}
          />
        </>
      )}
    </Stack>
  );
}
