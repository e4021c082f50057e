import { IconCircleCheck } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
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

/*
 * Plain elements in Mantine's text sizes and colours (its CSS variables), not Group, Stack and
 * Text: 90 cells of four Mantine components each were most of the table's render.
 */
const line: CSSProperties = { lineHeight: 'var(--mantine-line-height-sm)' };
const dimmedLine: CSSProperties = { ...line, color: 'var(--mantine-color-dimmed)' };
const storeLine: CSSProperties = {
  fontSize: 'var(--mantine-font-size-xs)',
  lineHeight: 'var(--mantine-line-height-xs)',
  color: 'var(--mantine-color-dimmed)',
};
const withIcon: CSSProperties = { display: 'flex', gap: 6, alignItems: 'flex-start' };
const monospace: CSSProperties = { ...line, fontFamily: 'var(--mantine-font-family-monospace)' };

function MarketplaceCell({ active, store }: { active: boolean; store: string }) {
  const lines = (
    <div>
      <div style={active ? line : dimmedLine}>{active ? 'Active' : 'Not active'}</div>
      {store && <div style={storeLine}>{store}</div>}
    </div>
  );
  return active ? (
    <div style={withIcon}>
      <IconCircleCheck
        size={16}
        color="var(--mantine-color-green-7)"
        aria-hidden
        style={{ flexShrink: 0, marginTop: 2 }}
      />
      {lines}
    </div>
  ) : (
    lines
  );
}

const COLUMNS: readonly Column<Listing>[] = [
  textColumn('brand', 'Brand', (listing) => listing.brandName),
  textColumn('name', 'Restaurant', (listing) => listing.restaurantName),
  textColumn('id', 'Listing ID', (listing) => listing.listingId, {
    render: (listing) => <div style={monospace}>{listing.listingId}</div>,
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
