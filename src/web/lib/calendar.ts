/*
 * Calendar dates as the wire writes them (`YYYY-MM-DD`): today, moving by days and months, and
 * the labels the pages show. Every page's first paint works out its date range, so this is a few
 * lines of arithmetic on strings rather than a date library (dayjs stays with the date picker,
 * which loads after paint). A calendar date has no time zone: the arithmetic runs in UTC, where
 * no day is 23 or 25 hours long.
 */

const DAY_MS = 86_400_000;
const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const pad = (value: number) => String(value).padStart(2, '0');
const parts = (date: string) =>
  [Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))] as const;
const utc = (date: string) => Date.UTC(...parts(date));
const ofUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The local date of `now` (the day the user is living). */
export const todayOf = (now: Date = new Date()): string =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** `date` moved by `days` (negative: back). */
export const addDays = (date: string, days: number): string => ofUtc(utc(date) + days * DAY_MS);

/** `date` moved by `months`, the day clamped to the shorter month (Mar 31 − 1 month = Feb 28). */
export const addMonths = (date: string, months: number): string => {
  const [year, month, day] = parts(date);
  const index = year * 12 + month + months;
  const toYear = Math.floor(index / 12);
  const toMonth = index - toYear * 12;
  return `${toYear}-${pad(toMonth + 1)}-${pad(Math.min(day, daysIn(toYear, toMonth)))}`;
};

export const startOfMonth = (date: string): string => `${date.slice(0, 7)}-01`;

export const endOfMonth = (date: string): string => {
  const [year, month] = parts(date);
  return `${date.slice(0, 7)}-${pad(daysIn(year, month))}`;
};

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((utc(to) - utc(from)) / DAY_MS);

/** The Monday on or before a date (day 0 of the epoch was a Thursday). */
export const weekStart = (date: string): string => {
  const day = utc(date) / DAY_MS;
  return ofUtc((day - ((day + 3) % 7)) * DAY_MS);
};

/** A `YYYY-MM-DD` date as is; a date-time at the user's clock (as `new Date` reads it). */
const local = (value: string) => {
  if (value.length <= 10) return { date: value, time: undefined };
  const at = new Date(value);
  return { date: todayOf(at), time: { hours: at.getHours(), minutes: at.getMinutes() } };
};

/** `2026-10-01` → `Oct 1`, or `Oct 1, 2026` with its year. */
export const formatDay = (date: string, withYear = true): string => {
  const [year, month, day] = parts(date);
  return `${SHORT_MONTHS[month]} ${day}${withYear ? `, ${year}` : ''}`;
};

/** `2026-10-01` or an ISO date-time → `Oct 1, 2026`. */
export const formatDate = (value: string): string => formatDay(local(value).date);

/** An ISO date-time → `Oct 1, 2026 3:05 PM`. */
export const formatDateTime = (value: string): string => {
  const { date, time = { hours: 0, minutes: 0 } } = local(value);
  const hours = time.hours % 12 === 0 ? 12 : time.hours % 12;
  return `${formatDay(date)} ${hours}:${pad(time.minutes)} ${time.hours < 12 ? 'AM' : 'PM'}`;
};

const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * `2026-10` → `October 2026`. From a list, not `Intl.DateTimeFormat`: a new one per label was 65 ms
 * of the statement page's first screen on a slow phone (13 month names and the title).
 */
export const formatMonth = (month: string): string =>
  `${LONG_MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
