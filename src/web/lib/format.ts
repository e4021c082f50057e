import dayjs from 'dayjs';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US');

/** Dollars on the wire have at most two decimals; rounding removes binary-fraction noise. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** Sums dollar amounts exactly, in integer cents. */
export const sumCents = (dollars: readonly number[]): number =>
  dollars.reduce((total, amount) => total + toCents(amount), 0);

export const formatCents = (cents: number): string => usd.format(cents / 100);

export const formatMoney = (dollars: number): string => formatCents(toCents(dollars));

export const formatCount = (value: number): string => count.format(value);

/** `2026-10-01` or an ISO date-time → `Oct 1, 2026`. */
export const formatDate = (value: string): string => dayjs(value).format('MMM D, YYYY');

export const formatDateTime = (value: string): string => dayjs(value).format('MMM D, YYYY h:mm A');

/** `Oct 1 – Oct 31, 2026`, or with both years when they differ. */
export const formatDateRange = (from: string, to: string): string => {
  const start = dayjs(from);
  const end = dayjs(to);
  const startFormat = start.year() === end.year() ? 'MMM D' : 'MMM D, YYYY';
  return `${start.format(startFormat)} – ${end.format('MMM D, YYYY')}`;
};
