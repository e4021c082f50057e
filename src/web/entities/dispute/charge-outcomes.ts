import type { DisputedOrder } from '../../../contract/disputes';
import { toCents } from '../../lib/format';
import { isLostForGood, isOpenToDispute } from './money-left';

/**
 * Where an error charge stands: every charge in exactly one outcome, so the outcomes add up to
 * the finance page's error charges (the disputes list holds every order carrying one).
 */
export const CHARGE_OUTCOMES = [
  { id: 'open', label: 'Open to dispute', note: 'can still be raised' },
  { id: 'pending', label: 'Pending', note: 'raised, awaiting the marketplace' },
  { id: 'won', label: 'Won', note: 'approved, refunded' },
  { id: 'lost', label: 'Lost', note: 'denied' },
  { id: 'lostForGood', label: 'Lost for good', note: 'window closed, never raised' },
  {
    id: 'notDisputable',
    label: 'Not disputable',
    note: 'the marketplace takes no dispute on them',
  },
] as const;
export type ChargeOutcome = (typeof CHARGE_OUTCOMES)[number]['id'];

/**
 * The one outcome of a charge. A raised dispute is where its status says; one never raised is
 * open or lost for good as money left on the table counts them (`money-left.ts`); anything else
 * could never be won back: a marketplace that takes no disputes, one that refuses that issue, or
 * a status we do not know.
 */
export function chargeOutcome(order: DisputedOrder): ChargeOutcome {
  switch (order.disputeStatus) {
    case 'approved':
      return 'won';
    case 'denied':
      return 'lost';
    case 'pending':
      return 'pending';
  }
  if (isOpenToDispute(order)) return 'open';
  return isLostForGood(order) ? 'lostForGood' : 'notDisputable';
}

export interface OutcomeSums {
  /** The charges, in cents (positive: what the marketplaces took). */
  cents: number;
  count: number;
}

export type OutcomeTotals = Record<ChargeOutcome | 'total', OutcomeSums>;

const emptyTotals = (): OutcomeTotals => ({
  open: { cents: 0, count: 0 },
  pending: { cents: 0, count: 0 },
  won: { cents: 0, count: 0 },
  lost: { cents: 0, count: 0 },
  lostForGood: { cents: 0, count: 0 },
  notDisputable: { cents: 0, count: 0 },
  total: { cents: 0, count: 0 },
});

const add = (totals: OutcomeTotals, order: DisputedOrder) => {
  const cents = toCents(order.disputeAmount);
  const outcome = totals[chargeOutcome(order)];
  outcome.cents += cents;
  outcome.count += 1;
  totals.total.cents += cents;
  totals.total.count += 1;
};

/** Every charge of the orders by outcome, and their total; money in integer cents. */
export function chargeOutcomes(orders: readonly DisputedOrder[]): OutcomeTotals {
  const totals = emptyTotals();
  for (const order of orders) add(totals, order);
  return totals;
}

/** The charges of one error category on one marketplace, by outcome. */
export interface ChargeGroup {
  category: string;
  channel: string;
  totals: OutcomeTotals;
}

/**
 * The charges by error category and marketplace, the largest first: why a store lost what it
 * lost. The groups' totals add up to `chargeOutcomes` of the same orders.
 */
export function chargesByCategory(orders: readonly DisputedOrder[]): ChargeGroup[] {
  const groups = new Map<string, ChargeGroup>();
  for (const order of orders) {
    const key = `${order.disputeIssue}\u0000${order.channel}`;
    let group = groups.get(key);
    if (!group) {
      group = { category: order.disputeIssue, channel: order.channel, totals: emptyTotals() };
      groups.set(key, group);
    }
    add(group.totals, order);
  }
  return [...groups.values()].sort(
    (a, b) =>
      b.totals.total.cents - a.totals.total.cents ||
      a.category.localeCompare(b.category) ||
      a.channel.localeCompare(b.channel),
  );
}
