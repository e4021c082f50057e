import type { DisputedOrder } from '../../../contract/disputes';
import { sumCents } from '../../lib/format';
import { isOpenToDispute } from './money-left';

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

/** Over every order in the filtered range (not one page); money in integer cents. */
export function summarizeDisputes(orders: readonly DisputedOrder[]): DisputesSummary {
  const raised = orders.filter(isRaised);
  const approved = orders.filter((order) => order.disputeStatus === 'approved');
  const denied = orders.filter((order) => order.disputeStatus === 'denied');
  const pending = orders.filter((order) => order.disputeStatus === 'pending');
  const open = orders.filter(isOpenToDispute);
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
