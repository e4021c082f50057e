import type { Order } from '../../../contract/orders';
import { matchesText } from '../../lib/text-match';
import { sortRows, type Column } from '../../components/table-model';

export interface OrderSelection {
  /** `column` ascending, `-column` descending; '' the upstream's order (newest first). */
  sort: string;
  /** Part of a customer's name; '' every customer. */
  customer: string;
}

/** Whether the upstream can page the list itself (it neither sorts nor filters by customer). */
export const upstreamPaged = ({ sort, customer }: OrderSelection) => sort === '' && customer === '';

/** The whole set's rows of one customer, sorted (stable: ties keep the newest first). */
export function selectOrders<T extends Order>(
  rows: readonly T[],
  columns: readonly Column<T>[],
  { sort, customer }: OrderSelection,
): T[] {
  const kept = customer ? rows.filter((row) => matchesText(row.customerName, customer)) : rows;
  return sortRows(kept, columns, sort);
}

/** One page of a selection, shaped as the upstream's answer. */
export const pageOf = <T>(rows: readonly T[], { page, size }: { page: number; size: number }) => ({
  total: rows.length,
  orders: rows.slice((page - 1) * size, page * size),
});
