import type { Order } from '../../../contract/orders';
import { matchesText } from '../../lib/text-match';
import type { OrderColumn } from './order-columns';

export interface OrderSelection {
  /** `column` ascending, `-column` descending; '' the upstream's order (newest first). */
  sort: string;
  /** Part of a customer's name; '' every customer. */
  customer: string;
}

/** Whether the upstream can page the list itself (it neither sorts nor filters by customer). */
export const upstreamPaged = ({ sort, customer }: OrderSelection) => sort === '' && customer === '';

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The whole set's rows of one customer, sorted (stable: ties keep the newest first). */
export function selectOrders<T extends Order>(
  rows: readonly T[],
  columns: readonly OrderColumn<T>[],
  { sort, customer }: OrderSelection,
): T[] {
  const kept = customer ? rows.filter((row) => matchesText(row.customerName, customer)) : [...rows];
  const descending = sort.startsWith('-');
  const value = columns.find((c) => c.id === (descending ? sort.slice(1) : sort))?.sortValue;
  if (!value) return kept;
  const sign = descending ? -1 : 1;
  return kept.sort((a, b) => {
    const x = value(a);
    const y = value(b);
    return (
      sign *
      (typeof x === 'number' && typeof y === 'number'
        ? x - y
        : collator.compare(String(x), String(y)))
    );
  });
}

/** One page of a selection, shaped as the upstream's answer. */
export const pageOf = <T>(rows: readonly T[], { page, size }: { page: number; size: number }) => ({
  total: rows.length,
  orders: rows.slice((page - 1) * size, page * size),
});
