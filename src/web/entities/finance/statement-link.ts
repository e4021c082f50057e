import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT, isCalendarMonth, type DateRange } from '../../lib/date-ranges';
import { paths } from '../../lib/paths';

/** `2026-10` → Oct 1 – Oct 31. */
export const monthRange = (month: string): DateRange => {
  const start = dayjs(`${month}-01`);
  return { from: start.format(DATE_FORMAT), to: start.endOf('month').format(DATE_FORMAT) };
};

/** The last whole month before `today`: what a statement covers unless asked otherwise. */
export const lastWholeMonth = (today: Dayjs = dayjs()) =>
  today.subtract(1, 'month').format('YYYY-MM');

/** The month a page's dates mean: itself when they are one calendar month, else the last whole one. */
export const statementMonthOf = (range: DateRange, today: Dayjs = dayjs()) =>
  isCalendarMonth(range) ? range.from.slice(0, 7) : lastWholeMonth(today);

/** One client's month statement (`/finance/statement?client=…&month=YYYY-MM`). */
export const statementLink = (clientId: string, month: string) =>
  `${paths.statement}?${new URLSearchParams({ client: clientId, month }).toString()}`;
