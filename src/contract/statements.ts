/**
 * Scheduled statements (issue 39): an account manager has the month statement of chosen
 * clients (or all of theirs) mailed on the Nth day of each month to the addresses they list, a
 * PDF and the ZIP of CSVs the statement page exports. The server's own interface, like
 * `notifications.ts`: these requests never go upstream.
 *
 * | request | meaning |
 * | --- | --- |
 * | `GET /api/notifications/statements` | the person's schedules |
 * | `POST /api/notifications/statements` `statementScheduleBody` | a new schedule (audit log: `statements.create`) |
 * | `PUT /api/notifications/statements/{id}` `statementScheduleBody` | changes one (`statements.update`) |
 * | `DELETE /api/notifications/statements/{id}` | deletes one (`statements.delete`) |
 *
 * Who may: a manager or an owner, for clients whose every store they reach (a statement covers
 * the whole client): the server refuses anything else with 403, whatever the page shows.
 */
import * as z from 'zod/mini';
import './zod-locale';

/** Day 1–28: every month has it. */
export const STATEMENT_DAYS = { min: 1, max: 28 } as const;
export const MAX_RECIPIENTS = 20;

const address = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(320, 'must be at most 320 characters'),
    z.regex(/^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/, 'must be an email address'),
  );

export const statementScheduleBody = z.strictObject({
  /** Every client in the person's scope (at each send), or only `clientIds`. */
  allClients: z.boolean(),
  clientIds: z
    .array(z.string().check(z.minLength(1), z.maxLength(200)))
    .check(z.maxLength(1000, 'at most 1000 clients')),
  day: z
    .int('must be a whole day of the month')
    .check(
      z.gte(STATEMENT_DAYS.min, 'must be a day from 1 to 28'),
      z.lte(STATEMENT_DAYS.max, 'must be a day from 1 to 28'),
    ),
  recipients: z
    .array(address)
    .check(
      z.minLength(1, 'add at least one address'),
      z.maxLength(MAX_RECIPIENTS, `at most ${MAX_RECIPIENTS} addresses`),
    ),
});
export type StatementScheduleBody = z.infer<typeof statementScheduleBody>;

export const statementSchedule = z.object({
  id: z.string(),
  allClients: z.boolean(),
  clientIds: z.array(z.string()),
  day: z.number(),
  recipients: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The next send: `YYYY-MM-DD` (UTC) and the month its statement covers (`YYYY-MM`). */
  next: z.object({ date: z.string(), month: z.string() }),
});
export type StatementSchedule = z.infer<typeof statementSchedule>;

export const statementSchedulesReply = z.object({
  schedules: z.array(statementSchedule),
  /** Whether the server can send mail at all (`SMTP_URL`). */
  mailConfigured: z.boolean(),
  /** Whether this person may schedule statements (a manager or owner over whole clients). */
  maySchedule: z.boolean(),
});
export const statementScheduleReply = z.object({ schedule: statementSchedule });
