/** The audit log: appended to, each entry's outcome completed once, read newest first. */
import {
  aliasedTable,
  and,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AuditEntry, AuditOutcome } from '../../contract/people';
import type { AuditFilter, NewAuditEntry } from '../store-types';
import type { PeopleDb } from './connect';
import { auditLog, people } from './schema';

export const appendAudit = async (db: PeopleDb, entry: NewAuditEntry) => {
  const [row] = await db
    .insert(auditLog)
    .values({ ...entry, detail: entry.detail ?? {}, outcome: entry.outcome ?? 'pending' })
    .returning({ id: auditLog.id });
  return String(row!.id);
};

/** Completes a `pending` entry; one already completed is left as it is. */
export const completeAudit = async (
  db: PeopleDb,
  id: string,
  outcome: AuditOutcome,
  outcomeDetail: string | null = null,
) => {
  if (outcome === 'pending') throw new RangeError('An audit entry is completed with its outcome');
  if (!/^\d{1,18}$/.test(id)) return;
  await db
    .update(auditLog)
    .set({ outcome, outcomeDetail })
    .where(and(eq(auditLog.id, BigInt(id)), eq(auditLog.outcome, 'pending')));
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dayStart = (date: string, days = 0) => {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at;
};
/** `column IN (values)`; no condition for no values (the clause holding it drops it). */
const among = (column: Parameters<typeof inArray>[0], values: string[]) =>
  values.length > 0 ? inArray(column, values) : undefined;

/** What `visibleTo` allows (store-types.ts), or undefined for everything. */
const visibility = (visibleTo: AuditFilter['visibleTo']): SQL | undefined => {
  if (!visibleTo) return undefined;
  const { clientIds, listingIds, personIds } = visibleTo;
  const people = personIds.filter((id) => UUID.test(id));
  const ofClients = among(auditLog.clientId, clientIds);
  const visible = or(
    ofClients &&
      (listingIds === null
        ? ofClients
        : and(ofClients, or(isNull(auditLog.listingId), among(auditLog.listingId, listingIds)))),
    people.length > 0
      ? and(
          isNull(auditLog.clientId),
          or(among(auditLog.actorId, people), among(auditLog.targetPersonId, people)),
        )
      : undefined,
  );
  return visible ?? sql`false`;
};

/**
 * Newest first, `limit` at a time. `personId` matches what a person did and what was done to
 * them (actor or target), the same two the visibility rule reads. An id that cannot be one
 * (`personId`, `before`) matches nothing rather than failing.
 */
export const listAudit = async (
  db: PeopleDb,
  filter: AuditFilter,
): Promise<{ entries: AuditEntry[]; nextBefore: string | null }> => {
  const none = { entries: [], nextBefore: null };
  if (filter.personId !== undefined && !UUID.test(filter.personId)) return none;
  if (filter.before !== undefined && !/^\d{1,18}$/.test(filter.before)) return none;
  const actor = aliasedTable(people, 'actor');
  const asPerson = aliasedTable(people, 'as_person');
  const target = aliasedTable(people, 'target_person');
  const where = and(
    visibility(filter.visibleTo),
    filter.personId
      ? or(eq(auditLog.actorId, filter.personId), eq(auditLog.targetPersonId, filter.personId))
      : undefined,
    filter.clientId ? eq(auditLog.clientId, filter.clientId) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.outcome ? eq(auditLog.outcome, filter.outcome) : undefined,
    filter.from ? gte(auditLog.at, dayStart(filter.from)) : undefined,
    filter.to ? lt(auditLog.at, dayStart(filter.to, 1)) : undefined,
    filter.deliveryUUID ? eq(auditLog.deliveryUUID, filter.deliveryUUID) : undefined,
    filter.reviewId ? eq(auditLog.reviewId, filter.reviewId) : undefined,
    filter.before ? lt(auditLog.id, BigInt(filter.before)) : undefined,
  );
  const rows = await db
    .select({
      entry: auditLog,
      actor: { id: actor.id, email: actor.email, name: actor.name },
      asPerson: { id: asPerson.id, email: asPerson.email, name: asPerson.name },
      target: { id: target.id, email: target.email, name: target.name },
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(asPerson, eq(asPerson.id, auditLog.asPersonId))
    .leftJoin(target, eq(target.id, auditLog.targetPersonId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  const entries = page.map(({ entry, actor, asPerson, target }): AuditEntry => ({
    id: String(entry.id),
    at: entry.at.toISOString(),
    actor: actor?.id ? actor : null,
    asPerson: asPerson?.id ? asPerson : null,
    action: entry.action,
    clientId: entry.clientId,
    listingId: entry.listingId,
    deliveryUUID: entry.deliveryUUID,
    reviewId: entry.reviewId,
    targetPerson: target?.id ? target : null,
    detail: entry.detail,
    outcome: entry.outcome,
    outcomeDetail: entry.outcomeDetail,
    requestId: entry.requestId,
  }));
  return {
    entries,
    nextBefore: rows.length > filter.limit ? (entries.at(-1)?.id ?? null) : null,
  };
};
