import { once } from '../performance/schedule';
import { formatDay } from './calendar';

/*
 * Each made on first use, never before: the first `Intl` object of a kind loads its locale data,
 * and a page that shows no percent (or only whole counts and cents, written by hand below) needs
 * none of them.
 */
const usd = once(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));
const count = once(() => new Intl.NumberFormat('en-US'));
const percent = once(
  () => new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 }),
);

/** `1234567` → `1,234,567`: a whole number grouped as `en-US` writes it. */
const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/*
 * The one module for money and figures. Money arithmetic is in integer cents: dollars arrive with
 * at most two decimals; adding them as floats drifts (0.1 + 0.2), so every total is made from
 * cents and only formatted at the end.
 */

/** Dollars on the wire have at most two decimals; rounding removes binary-fraction noise. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** Sums dollar amounts exactly, in integer cents. */
export const sumCents = (dollars: readonly number[]): number =>
  dollars.reduce((total, amount) => total + toCents(amount), 0);

/** Σ of `pick(row)` over `rows`, in cents. */
export const sumCentsBy = <T>(rows: readonly T[], pick: (row: T) => number): number =>
  rows.reduce((total, row) => total + toCents(pick(row)), 0);

/** a − b, in cents. */
export const subtractCents = (a: number, b: number): number => toCents(a) - toCents(b);

export interface Change {
  /** current − previous, in cents. */
  cents: number;
  /** Relative to |previous|, e.g. 0.125 for +12.5 %; null when previous is 0 (no base). */
  ratio: number | null;
}

/** The change from `previous` to `current` (dollars), exact in cents. */
export const changeOf = (current: number, previous: number): Change => {
  const base = toCents(previous);
  const cents = toCents(current) - base;
  return { cents, ratio: base === 0 ? null : cents / Math.abs(base) };
};

/**
 * `$1,234.56`, `-$42.50`: what `Intl.NumberFormat('en-US', USD)` writes, made by hand for whole
 * cents (a statement formats hundreds of amounts, and Intl's formatting was most of each money
 * cell's cost on a slow phone). Anything else goes to Intl. Zero is never signed.
 */
export const formatCents = (cents: number): string => {
  if (!Number.isSafeInteger(cents)) return usd().format(cents / 100);
  const size = Math.abs(cents);
  const rest = size % 100;
  return `${cents < 0 ? '-' : ''}$${grouped(Math.floor(size / 100))}.${rest < 10 ? '0' : ''}${rest}`;
};

export const formatMoney = (dollars: number): string => formatCents(toCents(dollars));

/** `1,204`: whole counts by hand (as Intl writes them, without its locale data), others by Intl. */
export const formatCount = (value: number): string =>
  Number.isSafeInteger(value) ? grouped(value) : count().format(value);

export interface PercentOptions {
  /** A change: `+12.5%` / `-3%`, and `0%` unsigned. */
  signed?: boolean;
}

/**
 * A ratio (0.125) as a percent to one decimal (`12.5%`), as `Intl.NumberFormat('en-US', percent)`
 * writes it, made by hand as money is (the percent format's locale data was 15 ms of a slow phone's
 * first statement or dispute table); a change signed (`+12.5%`, `-3.4%`, `0%`). A ratio that
 * rounds to zero is `0%`, unsigned either way; what is too large for whole tenths goes to Intl.
 */
export const formatPercent = (ratio: number, { signed = false }: PercentOptions = {}): string => {
  // Rounded as Intl does, from the ratio's decimal digits (0.5115 is 51.2%), not its binary
  // product (0.5115 × 1000 is 511.4999…).
  const tenths = Math.round(Number((Math.abs(ratio) * 1000).toPrecision(12)));
  if (!Number.isSafeInteger(tenths)) return percent().format(ratio);
  if (tenths === 0) return '0%';
  const sign = ratio < 0 ? '-' : signed ? '+' : '';
  const rest = tenths % 10;
  return `${sign}${grouped(Math.floor(tenths / 10))}${rest === 0 ? '' : `.${rest}`}%`;
};

export { formatDate, formatDateTime } from './calendar';

/** `Oct 1 – Oct 31, 2026`, or with both years when they differ. */
export const formatDateRange = (from: string, to: string): string => {
  return `${formatDay(from, from.slice(0, 4) !== to.slice(0, 4))} – ${formatDay(to)}`;
};

/** `1 order`, `2 orders`, `1,204 orders`: a count with its noun (plural by a trailing s). */
export const formatCountOf = (value: number, noun: string): string =>
  `${formatCount(value)} ${value === 1 ? noun : `${noun}s`}`;
