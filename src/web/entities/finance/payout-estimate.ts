import type { EstimateVsActualResult, EstimateVsActualRow } from '../../../contract/finance';
import { toCents } from '../../lib/format';

/*
 * The estimated-versus-actual payout per store: which differences are large (the finance page
 * marks them) and which payouts landed short (the brief lists them). Apart from the finance
 * figures the portfolio and the disputes page paint with: only the finance page and the brief
 * read these.
 */
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

/** A store's row of the estimated-versus-actual table in cents: estimated, paid, and paid − estimated. */
export const payoutAgainstEstimate = (row: EstimateVsActualRow): ShortPayout => ({
  store: row.store,
  estimatedCents: toCents(row.estimatedPayout),
  paidCents: toCents(row.netPayout.total),
  shortCents: toCents(row.difference.total.total),
});

/** The stores of the estimated-versus-actual table whose payout landed short, most short first. */
export const shortPayouts = (result: EstimateVsActualResult): ShortPayout[] =>
  result.storeWise
    .filter(isShortPayout)
    .map(payoutAgainstEstimate)
    .sort((a, b) => a.shortCents - b.shortCents);
