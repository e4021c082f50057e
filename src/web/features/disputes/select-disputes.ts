import type { DisputedOrder } from '../../../contract/disputes';
import { isOpenToDispute } from '../../entities/dispute/money-left';
import { matchesText } from '../../lib/text-match';
import { nextSort as nextSortCycle } from '../../components/sortable-header';

export const SORTS = ['newest', 'amount', '-amount', 'date', '-date'] as const;
export type Sort = (typeof SORTS)[number];
export type SortKey = 'amount' | 'date';

/**
 * The shared cycle, then back to the upstream's order (newest first): the amount largest first,
 * then smallest; the dates oldest first, then newest.
 */
export const nextSort = (sort: Sort, key: SortKey): Sort =>
  nextSortCycle(sort, key, key === 'amount' ? 'amount' : 'text', 'newest');

/** The dispute's latest known date: its status update, else its raise; '' when neither. */
export const lastDate = (order: DisputedOrder) => order.statusUpdateDate || order.disputeDate;

const compare: Record<Exclude<Sort, 'newest'>, (a: DisputedOrder, b: DisputedOrder) => number> = {
  amount: (a, b) => a.disputeAmount - b.disputeAmount,
  '-amount': (a, b) => b.disputeAmount - a.disputeAmount,
  // Undated (never raised) rows last in both directions.
  date: (a, b) => byDate(a, b, 1),
  '-date': (a, b) => byDate(a, b, -1),
};

function byDate(a: DisputedOrder, b: DisputedOrder, direction: 1 | -1) {
  const x = lastDate(a);
  const y = lastDate(b);
  if (!x || !y) return (x ? 0 : 1) - (y ? 0 : 1);
  return x < y ? -direction : x > y ? direction : 0;
}

export interface Selection {
  /** A dispute status, or `open`: can still be raised. */
  status: string | undefined;
  sort: Sort;
  /** Part of a customer's name; '' or undefined every customer. */
  customer?: string;
  /** One error category, one channel; '' or undefined every one. */
  category?: string;
  channel?: string;
}

/** Filter by status and customer, and sort (stable: ties keep the upstream's newest first). */
export function selectDisputes<T extends DisputedOrder>(
  orders: readonly T[],
  { status, sort, customer = '', category = '', channel = '' }: Selection,
): T[] {
  const kept = orders.filter(
    (order) =>
      (!status || (status === 'open' ? isOpenToDispute(order) : order.disputeStatus === status)) &&
      matchesText(order.customerName, customer) &&
      (!category || order.disputeIssue === category) &&
      (!channel || order.channel === channel),
  );
  return sort === 'newest' ? kept : kept.sort(compare[sort]);
}

/** The same order, as another status, in a list (the optimistic update after a raise). */
export const markPending = (
  orders: readonly DisputedOrder[],
  deliveryUUID: string,
  today: string,
  raise: { reason: string; description: string | undefined },
): DisputedOrder[] =>
  orders.map((order) =>
    order.deliveryUUID === deliveryUUID
      ? {
          ...order,
          disputeStatus: 'pending',
          disputeDate: today,
          disputeReason: raise.reason,
          disputeDescription: raise.description ?? null,
          disputeByService: true,
          isAutoDispute: false,
        }
      : order,
  );
