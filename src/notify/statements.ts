/**
 * Scheduled statements: who may schedule them, and when each month's is due. Pure functions of
 * a schedule and the clock's instant, so every instance's scheduler reaches the same answer.
 *
 * - Who: a manager or an owner (viewers read only), for clients whose every store they reach: a
 *   statement covers the whole client, so a store manager (some stores of one client) may not.
 * - When: from 00:00 UTC on the schedule's day (1–28) until the month ends (an instance down on
 *   the day still sends later); the statement is of the month before. A schedule saved or
 *   changed after this month's day starts next month. One job per schedule and month
 *   (`statement:<schedule>:<month>`), so a change on the day never sends twice.
 */
import type { StatementSchedule } from '../contract/statements';
import { ROLE_RANK, scopeCovers, type Scope } from '../contract/people';
import type { PersonRecord, StatementScheduleRecord } from '../people/store-types';

/** Why `person` may not schedule statements at all, or null when they may. */
export const mayScheduleStatements = (person: Pick<PersonRecord, 'role' | 'scope'>) => {
  if (ROLE_RANK[person.role] < ROLE_RANK.manager)
    return 'Only managers and owners schedule statements';
  if (person.scope.kind === 'stores')
    return 'A statement covers every store of a client; your access is to some stores only';
  return null;
};

/** Why `person` may not have these clients' statements, or null when they may. */
export const mayScheduleClients = (
  person: Pick<PersonRecord, 'role' | 'scope'>,
  clientIds: readonly string[],
) => {
  const refused = mayScheduleStatements(person);
  if (refused) return refused;
  if (clientIds.length === 0) return null;
  const wanted: Scope = { kind: 'clients', clientIds: [...clientIds] };
  return scopeCovers(person.scope, wanted) ? null : 'Some of these clients are not in your access';
};

const pad = (n: number) => String(n).padStart(2, '0');
const monthOf = (year: number, month: number) => {
  const at = new Date(Date.UTC(year, month, 1));
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}`;
};

/** The send of the month `at` is in: its date, its instant and the month it covers. */
const sendOf = (day: number, year: number, month: number) => {
  const instant = new Date(Date.UTC(year, month, day));
  return {
    instant,
    date: instant.toISOString().slice(0, 10),
    month: monthOf(year, month - 1),
  };
};

/**
 * This month's send when it is due at `now` (null: not due, or the schedule was made after its
 * day). Made, not last edited: adding a recipient after a send the server missed (down on the
 * day) does not cancel it; the job's key (schedule and month) keeps it to one send.
 */
export const statementDue = (
  schedule: Pick<StatementScheduleRecord, 'day' | 'createdAt'>,
  now: Date,
) => {
  const send = sendOf(schedule.day, now.getUTCFullYear(), now.getUTCMonth());
  if (now < send.instant || schedule.createdAt > send.instant) return null;
  return { date: send.date, month: send.month };
};

/**
 * The next send on or after `now` (this month's while it is due); `done`: whether the statement
 * of a month was sent (or tried) already, so the one after is next.
 */
export const nextStatement = (
  schedule: Pick<StatementScheduleRecord, 'day' | 'createdAt'>,
  now: Date,
  done: (month: string) => boolean = () => false,
) => {
  const due = statementDue(schedule, now);
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  if (due && !done(due.month)) return due;
  const thisMonth = sendOf(schedule.day, year, month);
  const send =
    thisMonth.instant > now && !done(thisMonth.month)
      ? thisMonth
      : sendOf(schedule.day, year, month + 1);
  return { date: send.date, month: send.month };
};

export const statementJobKey = (scheduleId: string, month: string) =>
  `statement:${scheduleId}:${month}`;

/** The schedule and month a statement job's key names. */
export const readStatementJobKey = (key: string) => {
  const match = /^statement:([0-9a-f-]{36}):(\d{4}-\d{2})$/.exec(key);
  return match ? { scheduleId: match[1]!, month: match[2]! } : null;
};

export const toStatementSchedule = (
  record: StatementScheduleRecord,
  now: Date,
  done?: (month: string) => boolean,
): StatementSchedule => ({
  id: record.id,
  allClients: record.allClients,
  clientIds: record.clientIds,
  day: record.day,
  recipients: record.recipients,
  createdAt: record.createdAt.toISOString(),
  updatedAt: record.updatedAt.toISOString(),
  next: nextStatement(record, now, done),
});
