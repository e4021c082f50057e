import { addMonths, endOfMonth, todayOf } from '../../lib/calendar';
import { isCalendarMonth, type DateRange } from '../../lib/date-ranges';
import { paths } from '../../lib/paths';

/** `2026-10` → Oct 1 – Oct 31. */
export const monthRange = (month: string): DateRange => ({
  from: `${month}-01`,
  to: endOfMonth(`${month}-01`),
});

/** The last whole month before `today`: what a statement covers unless asked otherwise. */
export const lastWholeMonth = (today: string = todayOf()) => addMonths(today, -1).slice(0, 7);

/** The month a page's dates mean: itself when they are one calendar month, else the last whole one. */
export const statementMonthOf = (range: DateRange, today?: string) =>
  isCalendarMonth(range) ? range.from.slice(0, 7) : lastWholeMonth(today);

/** One client's month statement (`/finance/statement?client=…&month=YYYY-MM`). */
export const statementLink = (clientId: string, month: string) =>
  `${paths.statement}?${new URLSearchParams({ client: clientId, month }).toString()}`;
