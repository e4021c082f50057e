import { Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { Listing } from '../../../contract/listings';
import { DataTable } from '../../components/data-table';
import { textColumn, type Column } from '../../components/table-model';
import { MARKETPLACES, SORT_KEYS, type Sort, type SortKey } from './select-listings';

interface ListingsTableProps {
  rows: readonly Listing[];
  caption: string;
  sort: Sort;
  onSort: (key: SortKey) => void;
}

function MarketplaceCell({ active, store }: { active: boolean; store: string }) {
  return active ? (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconCircleCheck
        size={16}
        color="var(--mantine-color-green-7)"
        aria-hidden
        style={{ flexShrink: 0, marginTop: 2 }}
      />
      <Stack gap={0}>
        <Text size="sm">Active</Text>
        {store && (
          <Text size="xs" c="dimmed">
            {store}
          </Text>
        )}
      </Stack>
    </Group>
  ) : (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        Not active
      </Text>
      {store && (
        <Text size="xs" c="dimmed">
          {store}
        </Text>
      )}
    </Stack>
  );
}

const COLUMNS: readonly Column<Listing>[] = [
  textColumn('brand', 'Brand', (listing) => listing.brandName),
  textColumn('name', 'Restaurant', (listing) => listing.restaurantName),
  textColumn('id', 'Listing ID', (listing) => listing.listingId, {
    render: (listing) => (
      <Text size="sm" ff="monospace">
        {listing.listingId}
      </Text>
    ),
  }),
  ...MARKETPLACES.map((marketplace): Column<Listing> => ({
    id: marketplace.label,
    header: marketplace.label,
    kind: 'text',
    render: (listing) => (
      <MarketplaceCell active={listing[marketplace.active]} store={listing[marketplace.store]} />
    ),
  })),
];

const isSortKey = (id: string): id is SortKey => SORT_KEYS.some((key) => key === id);

/** The listings; brand, restaurant and ID sort (the route keeps the sort). */
export function ListingsTable({ rows, caption, sort, onSort }: ListingsTableProps) {
  return (
    <DataTable
      caption={caption}
      minWidth={860}
      rows={rows}
      columns={COLUMNS}
      rowKey={(listing) => listing.listingId}
      sort={sort}
      onSort={(id) => {
        if (isSortKey(id)) onSort(id);
      }}
    />
  );
}
