import { PerStoreTable, type PerStoreTableProps } from './store-table';
import { StoreCards } from './store-cards';

/**
 * A per-store table, or its stores as cards (`cards`: on a phone's screen, where the table showed
 * the store alone, its figures off the side). The cards keep the table's default order.
 */
export function StoreFigures<R extends object>({
  cards,
  ...table
}: PerStoreTableProps<R> & { cards: boolean }) {
  if (!cards) return <PerStoreTable {...table} />;
  const { spec, rows, names, shown, highlight } = table;
  return <StoreCards spec={spec} rows={rows} names={names} shown={shown} highlight={highlight} />;
}
