import type { DepositRow } from '../../../contract/finance';
import { weekStart } from '../../lib/calendar';

export const PENDING = 'pending';

/** Up to this many days between the first and last payout date, one bar per day; then weeks. */
export const DAILY_SPAN_DAYS = 92;

export type PayoutBucket = 'day' | 'week';

export interface PayoutPoint {
  /** The payout date, or the Monday that starts the week. */
  payoutDate: string;
  /** Dollars per channel code, and `pending` for payouts not made yet. */
  [series: string]: number | string;
}

export interface PayoutSeries {
  points: PayoutPoint[];
  /** Channel codes present, sorted; `pending` last when present. */
  series: string[];
  bucket: PayoutBucket;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The day of a `YYYY-MM-DD` date or date-time; undefined when it is neither. */
const dayOf = (value: string): string | undefined => {
  const date = value.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && Number.isFinite(dayNumber(date)) ? date : undefined;
};

/**
 * Deposits' payouts summed by payout date and channel (in cents, then dollars). Pending payouts
 * (no payout id yet) are their own series so they stand out from money already paid. Over a span
 * longer than a quarter the bars are weeks: a year of days is hundreds of bars a few pixels wide,
 * and as weekly marketplaces pay on different weekdays, a missing payout shows best as a week
 * short of one channel's colour.
 */
export function payoutSeries(rows: readonly DepositRow[]): PayoutSeries {
  let first = '';
  let last = '';
  for (const row of rows) {
    for (const payout of row.payouts) {
      const date = dayOf(payout.payoutDate);
      if (date === undefined) continue;
      if (first === '' || date < first) first = date;
      if (date > last) last = date;
    }
  }
  const bucket: PayoutBucket =
    first !== '' && dayNumber(last) - dayNumber(first) > DAILY_SPAN_DAYS ? 'week' : 'day';
  // A year of payouts is tens of thousands, on a few hundred dates: each date's week once.
  const weeks = new Map<string, string>();
  const keyOf =
    bucket === 'week'
      ? (date: string) => {
          let week = weeks.get(date);
          if (week === undefined) weeks.set(date, (week = weekStart(date)));
          return week;
        }
      : (date: string) => date;

  const byKey = new Map<string, Map<string, number>>();
  const seen = new Set<string>();
  for (const row of rows) {
    for (const payout of row.payouts) {
      const date = dayOf(payout.payoutDate);
      if (date === undefined) continue;
      const series = payout.payoutId === null ? PENDING : payout.channel;
      seen.add(series);
      const key = keyOf(date);
      const sums = byKey.get(key) ?? new Map<string, number>();
      sums.set(series, (sums.get(series) ?? 0) + Math.round(payout.netPayout * 100));
      byKey.set(key, sums);
    }
  }
  const series = [...seen].filter((s) => s !== PENDING).sort();
  if (seen.has(PENDING)) series.push(PENDING);
  // Every day or week from the first to the last, so an interval with no payout is a gap.
  const points: PayoutPoint[] = [];
  if (first !== '') {
    const step = bucket === 'week' ? 7 : 1;
    for (let day = dayNumber(keyOf(first)); day <= dayNumber(last); day += step) {
      const payoutDate = dateOf(day);
      const point: PayoutPoint = { payoutDate };
      const sums = byKey.get(payoutDate);
      for (const name of series) point[name] = (sums?.get(name) ?? 0) / 100;
      points.push(point);
    }
  }
  return { points, series, bucket };
}

/** The payout dates present, newest first, for the payout-dates filter. */
export const payoutDatesOf = (rows: readonly DepositRow[]): string[] =>
  [...new Set(rows.flatMap((row) => row.payouts.map((payout) => payout.payoutDate)))]
    .sort()
    .reverse();
