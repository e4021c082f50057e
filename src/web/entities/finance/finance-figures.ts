import type { DepositDetailsResult, PosVsOffPremiseResult } from '../../../contract/finance';
import { weekStart } from '../../lib/calendar';
import type { DateRange } from '../../lib/date-ranges';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
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
 * net payout, pending ones at their expected date). With `range`, only the weeks wholly inside
 * it: a week cut by the range's edge would read as a fall in payouts.
 */
export function weeklyNetPayout(result: DepositDetailsResult, range?: DateRange): WeekOfPayouts[] {
  const weeks = new Map<string, number>();
  for (const row of result.result) {
    for (const payout of row.payouts) {
      const week = weekStart(payout.payoutDate);
      weeks.set(week, (weeks.get(week) ?? 0) + toCents(payout.netPayout));
    }
  }
  const whole = ([week]: [string, number]) =>
    !range || (week >= range.from && addDays(week, 6) <= range.to);
  return [...weeks]
    .filter(whole)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([week, cents]) => ({ week, cents }));
}
