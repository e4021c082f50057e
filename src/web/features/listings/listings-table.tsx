import { Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { Listing } from '../../../contract/listings';
import { MARKETPLACES, type Sort, type SortKey } from './select-listings';
import { SortableHeader } from '../../components/sortable-header';

interface ListingsTableProps {
  rows: readonly Listing[];
  caption: string;
  sort: Sort;
  onSort: (key: SortKey) => void;
}

function MarketplaceCell({ active, store }: { active: boolean; store: string }) {
  return (
    <Table.Td>
      {active ? (
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
      )}
    </Table.Td>
  );
}

export function ListingsTable({ rows, caption, sort, onSort }: ListingsTableProps) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader label="Brand" column="brand" sort={sort} onSort={onSort} />
            <SortableHeader label="Restaurant" column="name" sort={sort} onSort={onSort} />
            <SortableHeader label="Listing ID" column="id" sort={sort} onSort={onSort} />
            {MARKETPLACES.map((marketplace) => (
              <Table.Th key={marketplace.label}>{marketplace.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((listing) => (
            <Table.Tr key={listing.listingId}>
              <Table.Td>{listing.brandName}</Table.Td>
              <Table.Td>{listing.restaurantName}</Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {listing.listingId}
                </Text>
              </Table.Td>
              {MARKETPLACES.map((marketplace) => (
                <MarketplaceCell
                  key={marketplace.label}
                  active={listing[marketplace.active]}
                  store={listing[marketplace.store]}
                />
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
