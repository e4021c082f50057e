import type { DepositRow } from '../../../contract/finance';

export const PENDING = 'pending';

export interface PayoutPoint {
  payoutDate: string;
  /** Dollars per channel code, and `pending` for payouts not made yet. */
  [series: string]: number | string;
}

export interface PayoutSeries {
  points: PayoutPoint[];
  /** Channel codes present, in first-seen order sorted by code; `pending` last when present. */
  series: string[];
}

/**
 * Deposits' payouts summed by payout date and channel (in cents, then dollars). Pending payouts
 * (no payout id yet) are their own series so they stand out from money already paid.
 */
export function payoutSeries(rows: readonly DepositRow[]): PayoutSeries {
  const byDate = new Map<string, Map<string, number>>();
  const seen = new Set<string>();
  for (const row of rows) {
    for (const payout of row.payouts) {
      const series = payout.payoutId === null ? PENDING : payout.channel;
      seen.add(series);
      const day = byDate.get(payout.payoutDate) ?? new Map<string, number>();
      day.set(series, (day.get(series) ?? 0) + Math.round(payout.netPayout * 100));
      byDate.set(payout.payoutDate, day);
    }
  }
  const series = [...seen].filter((s) => s !== PENDING).sort();
  if (seen.has(PENDING)) series.push(PENDING);
  const points = [...byDate.keys()].sort().map((payoutDate) => {
    const point: PayoutPoint = { payoutDate };
    const day = byDate.get(payoutDate);
    for (const name of series) point[name] = (day?.get(name) ?? 0) / 100;
    return point;
  });
  return { points, series };
}

/** The payout dates present, newest first, for the payout-dates filter. */
export const payoutDatesOf = (rows: readonly DepositRow[]): string[] =>
  [...new Set(rows.flatMap((row) => row.payouts.map((payout) => payout.payoutDate)))]
    .sort()
    .reverse();
