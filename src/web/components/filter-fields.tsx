import { ChannelsFilter } from './channels-filter';
import { DateRangeFilter } from './date-range-filter';
import { ListingsFilter } from './listings-filter';

export type FilterField = 'listings' | 'channels' | 'dates';

/** The controls of the shared filters a page uses, in their one order. */
export function FilterFields({ fields }: { fields: readonly FilterField[] }) {
  return (
    <>
      {fields.includes('listings') && <ListingsFilter />}
      {fields.includes('channels') && <ChannelsFilter />}
      {fields.includes('dates') && <DateRangeFilter />}
    </>
  );
}
