import type { DepositDetailsResult, PosVsOffPremiseResult } from '../../../contract/finance';
import { weekStart } from '../../lib/date-ranges';
import { sumCentsBy, toCents } from '../../lib/format';

/** The POS-versus-off-premise table's claim-back total, in cents (its totals row and summary). */
export const claimBackCents = (result: PosVsOffPremiseResult): number =>
  sumCentsBy(result.storeWise, (row) => row.revenueToClaimBack);

export interface WeekOfPayouts {
  /** The Monday that starts the week. */
  week: string;
  cents: number;
}

/**
 * Net payout by week of payout date, oldest first, from the deposits (whose payouts sum to the
 * net payout, pending ones at their expected date).
 */
export function weeklyNetPayout(result: DepositDetailsResult): WeekOfPayouts[] {
  const weeks = new Map<string, number>();
  for (const row of result.result) {
    for (const payout of row.payouts) {
      const week = weekStart(payout.payoutDate);
      weeks.set(week, (weeks.get(week) ?? 0) + toCents(payout.netPayout));
    }
  }
  return [...weeks].sort(([a], [b]) => (a < b ? -1 : 1)).map(([week, cents]) => ({ week, cents }));
}
