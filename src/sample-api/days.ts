/** Days are whole UTC days counted from 1970-01-01 (day 0, a Thursday). */
export const DAY_SECONDS = 86_400;

export const dayOf = (isoDate: string) =>
  Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);
export const isoOfDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
export const isoOfSeconds = (seconds: number) =>
  new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
export const todayDay = () => Math.floor(Date.now() / 86_400_000);

/** Monday of the day's week. */
export const weekStartOf = (day: number) => day - ((day + 3) % 7);
/** 0 = Monday … 6 = Sunday. */
export const weekdayOf = (day: number) => (day + 3) % 7;
/** Payouts cover Monday–Sunday and are paid the Wednesday after (project decision). */
export const payoutDayOf = (day: number) => weekStartOf(day) + 9;
