import { isOpenToDispute } from '../../entities/dispute/money-left';
import type { DisputedOrder } from '../../../contract/disputes';
import { matchesText } from '../../lib/text-match';
import { nextSort as nextSortCycle } from '../../components/sortable-header';
import { sumCents } from '../../lib/format';

export interface DisputesSummary {
  /** Raised: pending, approved or denied. */
  disputed: number;
  /** Charges of the raised ones, in cents. */
  disputedCents: number;
  wonCents: number;
  lostCents: number;
  won: number;
  lost: number;
  /** Approved over decided (approved + denied); null when none is decided. */
  winRate: number | null;
  pending: number;
  pendingCents: number;
  /** Eligible and not raised yet. */
  open: number;
  openCents: number;
}

const RAISED = new Set(['pending', 'approved', 'denied']);

export const isRaised = (order: DisputedOrder) => RAISED.has(order.disputeStatus);

/** Can still be raised by hand. */
export const isOpen = isOpenToDispute;

/** Over every order in the filtered range (not one page); money in integer cents. */
export function summarizeDisputes(orders: readonly DisputedOrder[]): DisputesSummary {
  const raised = orders.filter(isRaised);
  const approved = orders.filter((order) => order.disputeStatus === 'approved');
  const denied = orders.filter((order) => order.disputeStatus === 'denied');
  const pending = orders.filter((order) => order.disputeStatus === 'pending');
  const open = orders.filter(isOpen);
  const decided = approved.length + denied.length;
  return {
    disputed: raised.length,
    disputedCents: sumCents(raised.map((order) => order.disputeAmount)),
    wonCents: sumCents(orders.map((order) => order.disputeWonAmount)),
    lostCents: sumCents(orders.map((order) => order.disputeLostAmount)),
    won: approved.length,
    lost: denied.length,
    winRate: decided === 0 ? null : approved.length / decided,
    pending: pending.length,
    pendingCents: sumCents(pending.map((order) => order.disputeAmount)),
    open: open.length,
    openCents: sumCents(open.map((order) => order.disputeAmount)),
  };
}

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
  status: string | undefined;
  sort: Sort;
  /** Part of a customer's name; '' or undefined every customer. */
  customer?: string;
}

/** Filter by status and customer, and sort (stable: ties keep the upstream's newest first). */
export function selectDisputes(
  orders: readonly DisputedOrder[],
  { status, sort, customer = '' }: Selection,
): DisputedOrder[] {
  const kept = orders.filter(
    (order) =>
      (!status || order.disputeStatus === status) && matchesText(order.customerName, customer),
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
