import type {
  DepositDetailsResult,
  EstimateVsActualResult,
  EstimateVsActualRow,
  PosVsOffPremiseResult,
} from '../../../contract/finance';
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

/**
 * Decision: a difference is large when it is at least 5 % of the estimated payout (and at least
 * a dollar), so a store losing a noticeable share of its payout stands out.
 */
export const LARGE_SHARE = 0.05;
export const isLargeDifference = (row: EstimateVsActualRow) => {
  const difference = Math.abs(toCents(row.difference.total.total));
  return difference >= 100 && difference >= LARGE_SHARE * Math.abs(toCents(row.estimatedPayout));
};

/** A payout that landed short of its estimate: a large difference, and below the estimate. */
export const isShortPayout = (row: EstimateVsActualRow) =>
  toCents(row.difference.total.total) < 0 && isLargeDifference(row);

export interface ShortPayout {
  store: string;
  estimatedCents: number;
  paidCents: number;
  /** Paid − estimated: negative. */
  shortCents: number;
}

/** The stores of the estimated-versus-actual table whose payout landed short, most short first. */
export const shortPayouts = (result: EstimateVsActualResult): ShortPayout[] =>
  result.storeWise
    .filter(isShortPayout)
    .map((row) => ({
      store: row.store,
      estimatedCents: toCents(row.estimatedPayout),
      paidCents: toCents(row.netPayout.total),
      shortCents: toCents(row.difference.total.total),
    }))
    .sort((a, b) => a.shortCents - b.shortCents);
