/**
 * The scheduled statements' queries (schema.ts `statement_schedules`): a person's own schedules,
 * and every schedule for the scheduler. Each change names its person: nobody changes another's.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { StatementScheduleBody } from '../../contract/statements';
import type { StatementScheduleRecord, StatementStore } from '../store-types';
import type { PeopleDb } from './connect';
import { statementSchedules } from './schema';

const toRecord = (row: typeof statementSchedules.$inferSelect): StatementScheduleRecord => ({
  ...row,
  clientIds: [...row.clientIds],
  recipients: [...row.recipients],
});

const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

const valuesOf = (body: StatementScheduleBody) => ({
  allClients: body.allClients,
  clientIds: body.allClients ? [] : [...new Set(body.clientIds)],
  day: body.day,
  recipients: [...new Set(body.recipients)],
});

export const statementQueries = (db: PeopleDb): StatementStore => ({
  listStatementSchedules: async (personId) =>
    (
      await db
        .select()
        .from(statementSchedules)
        .where(eq(statementSchedules.personId, personId))
        .orderBy(asc(statementSchedules.createdAt), asc(statementSchedules.id))
    ).map(toRecord),

  allStatementSchedules: async () => (await db.select().from(statementSchedules)).map(toRecord),

  findStatementSchedule: async (id) => {
    const [row] = await db.select().from(statementSchedules).where(eq(statementSchedules.id, id));
    return row ? toRecord(row) : null;
  },

  createStatementSchedule: async (personId, body, origin, now) => {
    const [row] = await db
      .insert(statementSchedules)
      .values({ personId, ...valuesOf(body), origin, createdAt: now, updatedAt: now })
      .returning();
    return toRecord(row!);
  },

  updateStatementSchedule: async (id, personId, body, origin, now) => {
    const [row] = await db
      .update(statementSchedules)
      .set({ ...valuesOf(body), ...(origin ? { origin } : {}), updatedAt: now })
      .where(and(eq(statementSchedules.id, id), eq(statementSchedules.personId, personId)))
      .returning();
    return row ? toRecord(row) : null;
  },

  deleteStatementSchedule: async (id, personId) => {
    const rows = await db
      .delete(statementSchedules)
      .where(and(eq(statementSchedules.id, id), eq(statementSchedules.personId, personId)))
      .returning({ id: statementSchedules.id });
    return rows.length > 0;
  },

  removeStatementRecipient: async (id, address) => {
    if (!isUuid(id)) return null;
    // One statement: two recipients unsubscribing at once each remove their own address.
    const [row] = await db
      .update(statementSchedules)
      .set({ recipients: sql`array_remove(${statementSchedules.recipients}, ${address})` })
      .where(
        and(eq(statementSchedules.id, id), sql`${address} = ANY(${statementSchedules.recipients})`),
      )
      .returning();
    if (row) return { schedule: toRecord(row), changed: true };
    const [kept] = await db.select().from(statementSchedules).where(eq(statementSchedules.id, id));
    return kept ? { schedule: toRecord(kept), changed: false } : null;
  },
});
