import type { QueryClient } from '@tanstack/react-query';
import { DISPUTE_WINDOW_DAYS } from '../../../contract/constants';
import type { DisputedOrder } from '../../../contract/disputes';
import { DISPUTE_CHANNELS } from '../../../contract/channels';
import { addDays, daysBetween } from '../../lib/calendar';
import type { DateRange } from '../../lib/date-ranges';
import { sumCents } from '../../lib/format';
import type { ClientScope } from '../client/client-scope';
import { disputesQueries } from './disputes-queries';

/** What a caller does to each query's options first (the portfolio marks them background). */
type QueryAs = <O extends { queryFn?: unknown }>(options: O) => O;
const asAsked: QueryAs = (options) => options;

/**
 * Money left on the table: one definition, used by the portfolio and by each client's pages.
 *
 * - Open to dispute: error charges on orders still eligible for a dispute and not raised,
 *   split by the days left in the dispute window (0–3, 4–7, 8–14). A deadline: every open order
 *   counts, whatever dates the filters chose.
 * - Lost for good: error charges on orders whose window closed without a dispute (`expired`),
 *   on a marketplace that accepts disputes (the others could never be won back).
 * - POS revenue to claim back: the POS-versus-off-premise table's claim-back total.
 *
 * The total is what can still be recovered: open + claim-back. Lost for good is shown beside it.
 */
export const DAYS_LEFT_BUCKETS = [
  { id: 'closing', label: '0–3 days left', min: 0, max: 3 },
  { id: 'soon', label: '4–7 days left', min: 4, max: 7 },
  { id: 'later', label: '8–14 days left', min: 8, max: DISPUTE_WINDOW_DAYS },
] as const;
export type DaysLeftBucket = (typeof DAYS_LEFT_BUCKETS)[number]['id'];

/** Days left to raise a dispute on an order placed on `orderDate`; negative once closed. */
export const daysLeft = (orderDate: string, today: string): number =>
  DISPUTE_WINDOW_DAYS - daysBetween(orderDate.slice(0, 10), today);

export const bucketOf = (days: number): DaysLeftBucket | undefined =>
  DAYS_LEFT_BUCKETS.find(({ min, max }) => days >= min && days <= max)?.id;

/**
 * The order dates that can still hold an order open to a dispute: the window up to today.
 * Deadlines are read over these whatever dates the filters chose: the dates narrow history, and
 * what is about to expire is the oldest, the first a short range would hide.
 */
export const openWindow = (today: string): DateRange => ({
  from: addDays(today, -DISPUTE_WINDOW_DAYS),
  to: today,
});

/**
 * The order dates of each bucket: the records carry no order date, but the upstream filters by
 * it, so each bucket is one request.
 */
export function bucketRanges(today: string): Record<DaysLeftBucket, DateRange> {
  const at = (days: number) => addDays(today, days - DISPUTE_WINDOW_DAYS);
  return Object.fromEntries(
    DAYS_LEFT_BUCKETS.map(({ id, min, max }) => [id, { from: at(min), to: at(max) }]),
  ) as Record<DaysLeftBucket, DateRange>;
}

export interface MoneyLeft {
  /** Everything in cents. */
  openCents: number;
  open: number;
  /** By days left; an order whose bucket is unknown is in the total only. */
  openByDaysLeft: Record<DaysLeftBucket, { cents: number; count: number }>;
  lostCents: number;
  lost: number;
  claimBackCents: number;
  /** Open + claim-back: what can still be recovered. */
  totalCents: number;
}

/** Can still be raised by hand: eligible, not raised. */
export const isOpenToDispute = (order: DisputedOrder) =>
  order.disputeStatus === 'not_disputed' && order.disputeEligibility;

/** The window closed before it was raised, on a marketplace that takes disputes. */
export const isLostForGood = (order: DisputedOrder) =>
  order.disputeStatus === 'expired' &&
  (DISPUTE_CHANNELS as readonly string[]).includes(order.channel);

/**
 * @param orders every disputed order of the range (not one page), with the open ones of the
 *   whole window (`withOpenOfWindow`)
 * @param bucketOfOrder the days-left bucket of an order, by its delivery id
 * @param claimBackCents the POS table's claim-back total
 */
export function moneyLeftOnTheTable(
  orders: readonly DisputedOrder[],
  bucketOfOrder: (deliveryUUID: string) => DaysLeftBucket | undefined,
  claimBackCents: number,
): MoneyLeft {
  const open = orders.filter(isOpenToDispute);
  const lost = orders.filter(isLostForGood);
  const openByDaysLeft = Object.fromEntries(
    DAYS_LEFT_BUCKETS.map(({ id }) => {
      const inBucket = open.filter((order) => bucketOfOrder(order.deliveryUUID) === id);
      return [
        id,
        { cents: sumCents(inBucket.map((order) => order.disputeAmount)), count: inBucket.length },
      ];
    }),
  ) as MoneyLeft['openByDaysLeft'];
  const openCents = sumCents(open.map((order) => order.disputeAmount));
  return withClaimBack(
    {
      openCents,
      open: open.length,
      openByDaysLeft,
      lostCents: sumCents(lost.map((order) => order.disputeAmount)),
      lost: lost.length,
      claimBackCents: 0,
      totalCents: openCents,
    },
    claimBackCents,
  );
}

/** The same figures with the POS table's claim-back: the total is open + claim-back. */
export const withClaimBack = (left: MoneyLeft, claimBackCents: number): MoneyLeft => ({
  ...left,
  claimBackCents,
  totalCents: left.openCents + claimBackCents,
});

/**
 * The orders the figures read: the range's history (raised, decided, expired), with the orders
 * open to a dispute taken from the whole window instead (`openWindow`), whatever the range.
 */
export const withOpenOfWindow = (
  range: readonly DisputedOrder[],
  openInWindow: readonly DisputedOrder[],
): DisputedOrder[] => [
  ...range.filter((order) => !isOpenToDispute(order)),
  ...openInWindow.filter(isOpenToDispute),
];

/** The scope of each days-left bucket: the client's filters over the bucket's order dates. */
export const bucketScopes = (
  scope: ClientScope,
  today: string,
): Record<DaysLeftBucket, ClientScope> => {
  const ranges = bucketRanges(today);
  return Object.fromEntries(
    DAYS_LEFT_BUCKETS.map(({ id }) => [id, { ...scope, ...ranges[id] }]),
  ) as Record<DaysLeftBucket, ClientScope>;
};

/**
 * Every order open to a dispute, whatever the range, and each one's days-left bucket, from the
 * orders of each bucket's dates: the same range queries the disputes page caches, so both pages
 * share them.
 */
export async function fetchOpenOfWindow(
  queryClient: QueryClient,
  scope: ClientScope,
  today: string,
  as: QueryAs = asAsked,
): Promise<{ open: DisputedOrder[]; bucketOfOrder: (id: string) => DaysLeftBucket | undefined }> {
  const scopes = bucketScopes(scope, today);
  const lists = await Promise.all(
    DAYS_LEFT_BUCKETS.map(async ({ id }) => {
      const { orders } = await queryClient.fetchQuery(as(disputesQueries.range(scopes[id])));
      return [id, orders.filter(isOpenToDispute)] as const;
    }),
  );
  const bucketById = new Map<string, DaysLeftBucket>();
  for (const [id, orders] of lists) {
    for (const order of orders) bucketById.set(order.deliveryUUID, id);
  }
  return {
    open: lists.flatMap(([, orders]) => orders),
    bucketOfOrder: (deliveryUUID) => bucketById.get(deliveryUUID),
  };
}

/**
 * What money left on the table needs from the disputes: the disputed orders of the scope, with
 * every open one of the window (`withOpenOfWindow`), and each open one's days-left bucket. The
 * claim-back comes from the POS table (`claimBackCents`), asked for apart so that a failure of
 * one leaves the other on screen.
 */
export async function fetchDisputesOfScope(
  queryClient: QueryClient,
  scope: ClientScope,
  today: string,
  as: QueryAs = asAsked,
): Promise<{ orders: DisputedOrder[]; bucketOfOrder: (id: string) => DaysLeftBucket | undefined }> {
  const [range, { open, bucketOfOrder }] = await Promise.all([
    queryClient.fetchQuery(as(disputesQueries.range(scope))),
    fetchOpenOfWindow(queryClient, scope, today, as),
  ]);
  return { orders: withOpenOfWindow(range.orders, open), bucketOfOrder };
}

/** An order open to a dispute, with the days left in its window. */
export type OpenOrder = DisputedOrder & { daysLeft: number };

/**
 * Every order of the scope's client, listings and channels still open to a dispute, whatever its
 * dates, with its days left, soonest first (then the largest amount): one list per order date of
 * the window (the records carry no order date, the upstream filters by it), from the same range
 * queries the disputes page caches.
 */
export async function fetchOpenOrders(
  queryClient: QueryClient,
  scope: ClientScope,
  today: string,
): Promise<OpenOrder[]> {
  const days = Array.from({ length: DISPUTE_WINDOW_DAYS + 1 }, (_, left) => ({
    left,
    date: addDays(today, left - DISPUTE_WINDOW_DAYS),
  }));
  const lists = await Promise.all(
    days.map(async ({ left, date }) => {
      const { orders } = await queryClient.fetchQuery(
        disputesQueries.range({ ...scope, from: date, to: date }),
      );
      return orders.filter(isOpenToDispute).map((order) => ({ ...order, daysLeft: left }));
    }),
  );
  return lists.flat().sort((a, b) => a.daysLeft - b.daysLeft || b.disputeAmount - a.disputeAmount);
}
