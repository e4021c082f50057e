/**
 * When a person's brief is due, in their own time zone: a pure function of their settings and
 * the clock's instant, so the scheduler on every instance reaches the same answer.
 */
import type { BriefSettings } from '../contract/notifications';

const WEEKDAY_NUMBERS: Record<string, number> = {
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
  Sun: 7,
};

const formats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (timeZone: string) => {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
};

/** The wall clock in `timeZone` at `at`: its date, ISO weekday and minute of the day. */
export const localMoment = (at: Date, timeZone: string) => {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAY_NUMBERS[parts.weekday ?? ''] ?? 0,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
};

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The minute of the day the brief goes out: its time, or the end of the quiet hours when its
 * time falls inside them (quiet hours may run past midnight: 22:00–07:30).
 */
export const sendingMinute = (brief: Pick<BriefSettings, 'time' | 'quietHours'>): number => {
  const time = minutesOf(brief.time);
  if (!brief.quietHours) return time;
  const from = minutesOf(brief.quietHours.from);
  const to = minutesOf(brief.quietHours.to);
  const quiet = from <= to ? time >= from && time < to : time >= from || time < to;
  return quiet ? to : time;
};

/** A brief due up to this long after its minute is still sent (an instance down for a while). */
export const CATCH_UP_MINUTES = 180;

/**
 * The local date whose brief is due at `now`, or null: on a chosen day, from its minute on (for
 * `CATCH_UP_MINUTES`), not paused or off. A brief whose minute had passed when the settings were
 * saved that day starts the next chosen day, not at once.
 */
export const briefDue = (brief: BriefSettings, savedAt: Date, now: Date): string | null => {
  if (!brief.enabled || brief.paused) return null;
  const local = localMoment(now, brief.timeZone);
  if (!brief.days.includes(local.weekday)) return null;
  const minute = sendingMinute(brief);
  if (local.minutes < minute || local.minutes >= minute + CATCH_UP_MINUTES) return null;
  const saved = localMoment(savedAt, brief.timeZone);
  if (saved.date === local.date && saved.minutes > minute) return null;
  return local.date;
};
