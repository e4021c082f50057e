import { Paper, SimpleGrid } from '@mantine/core';
import { ChannelsFilter } from './channels-filter';
import { DateRangeFilter } from './date-range-filter';
import { ListingsFilter } from './listings-filter';

export type FilterField = 'listings' | 'channels' | 'dates';

interface FilterBarProps {
  /** The filters this page uses; the client picker sits in the shell header, above every page. */
  fields?: readonly FilterField[];
}

const ALL_FIELDS: readonly FilterField[] = ['listings', 'channels', 'dates'];

/** The shared filters of the data pages. Everything lives in the URL: reload or share a view. */
export function FilterBar({ fields = ALL_FIELDS }: FilterBarProps) {
  const cells = fields.length + (fields.includes('dates') ? 1 : 0);
  return (
    <Paper component="section" aria-label="Filters" withBorder p="sm">
      <SimpleGrid cols={{ base: 1, sm: Math.min(cells, 2), lg: cells }} spacing="sm">
        {fields.includes('listings') && <ListingsFilter />}
        {fields.includes('channels') && <ChannelsFilter />}
        {fields.includes('dates') && <DateRangeFilter />}
      </SimpleGrid>
    </Paper>
  );
}
