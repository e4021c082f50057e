/**
 * Alert rules and channels (schema.ts), each person's own. A channel's address and a webhook's
 * signing secret are sealed under the server's secret (AES-256-GCM, `credential-cipher.ts`, bound
 * to their column): the server opens them to post and sign; nothing here returns them to a caller
 * but `findAlertChannel`, which the sender uses.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { EMAIL_CHANNEL, type AlertRuleBody } from '../../contract/alerts';
import type { AlertChannelRecord, AlertRuleRecord, AlertStore } from '../store-types';
import type { PeopleDb } from './connect';
import { openJson, sealJson } from './credential-cipher';
import { alertChannels, alertRules } from './schema';

const URL_AAD = Buffer.from('alert_channels.url');
const SECRET_AAD = Buffer.from('alert_channels.secret');

const toRule = (row: typeof alertRules.$inferSelect): AlertRuleRecord => ({
  id: row.id,
  personId: row.personId,
  condition: row.condition,
  clientIds: row.clientIds,
  listingIds: row.listingIds,
  channelIds: row.channelIds,
  enabled: row.enabled,
  origin: row.origin,
  baselinedAt: row.baselinedAt,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

const toChannel = (row: typeof alertChannels.$inferSelect): AlertChannelRecord => ({
  id: row.id,
  personId: row.personId,
  kind: row.kind,
  name: row.name,
  hint: row.hint,
  createdAt: row.createdAt,
});

const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export const alertQueries = (db: PeopleDb, encryptionKey: string): AlertStore => ({
  listAlertRules: async (personId) =>
    (
      await db
        .select()
        .from(alertRules)
        .where(eq(alertRules.personId, personId))
        .orderBy(asc(alertRules.createdAt), asc(alertRules.id))
    ).map(toRule),

  listEnabledAlertRules: async () =>
    (
      await db
        .select()
        .from(alertRules)
        .where(eq(alertRules.enabled, true))
        .orderBy(asc(alertRules.personId), asc(alertRules.createdAt))
    ).map(toRule),

  findAlertRule: async (personId, id) => {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select()
      .from(alertRules)
      .where(and(eq(alertRules.personId, personId), eq(alertRules.id, id)));
    return row ? toRule(row) : null;
  },

  saveAlertRule: async (personId, id, rule: AlertRuleBody, origin, now) => {
    const values = {
      condition: rule.condition,
      clientIds: [...new Set(rule.clientIds)].sort(),
      listingIds: [...new Set(rule.listingIds)].sort(),
      channelIds: [...new Set(rule.channelIds)],
      enabled: rule.enabled,
      updatedAt: now,
      ...(origin ? { origin } : {}),
    };
    if (id === null) {
      const [row] = await db
        .insert(alertRules)
        .values({ personId, ...values, createdAt: now })
        .returning();
      return row ? toRule(row) : null;
    }
    if (!isUuid(id)) return null;
    const [row] = await db
      .update(alertRules)
      .set(values)
      .where(and(eq(alertRules.personId, personId), eq(alertRules.id, id)))
      .returning();
    return row ? toRule(row) : null;
  },

  deleteAlertRule: async (personId, id) => {
    if (!isUuid(id)) return false;
    const rows = await db
      .delete(alertRules)
      .where(and(eq(alertRules.personId, personId), eq(alertRules.id, id)))
      .returning({ id: alertRules.id });
    return rows.length > 0;
  },

  turnRuleEmailOff: async (personId, id, now) => {
    if (!isUuid(id)) return null;
    const mine = and(eq(alertRules.personId, personId), eq(alertRules.id, id));
    // One statement, so a save on the page at the same moment is not undone by a stale list.
    const [row] = await db
      .update(alertRules)
      .set({
        channelIds: sql`CASE WHEN cardinality(${alertRules.channelIds}) > 1
          THEN array_remove(${alertRules.channelIds}, ${EMAIL_CHANNEL}) ELSE ${alertRules.channelIds} END`,
        enabled: sql`CASE WHEN cardinality(${alertRules.channelIds}) > 1
          THEN ${alertRules.enabled} ELSE false END`,
        updatedAt: now,
      })
      .where(
        and(
          mine,
          sql`${EMAIL_CHANNEL} = ANY(${alertRules.channelIds})`,
          sql`(cardinality(${alertRules.channelIds}) > 1 OR ${alertRules.enabled})`,
        ),
      )
      .returning();
    if (row) return { rule: toRule(row), changed: true };
    const [kept] = await db.select().from(alertRules).where(mine);
    return kept ? { rule: toRule(kept), changed: false } : null;
  },

  markRuleBaselined: async (id, now) => {
    // The first check's time stays the first's, whichever instance's round marks it after.
    await db
      .update(alertRules)
      .set({ baselinedAt: now })
      .where(and(eq(alertRules.id, id), isNull(alertRules.baselinedAt)));
  },

  listAlertChannels: async (personId) =>
    (
      await db
        .select()
        .from(alertChannels)
        .where(eq(alertChannels.personId, personId))
        .orderBy(asc(alertChannels.createdAt), asc(alertChannels.name), asc(alertChannels.id))
    ).map(toChannel),

  findAlertChannel: async (personId, id) => {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select()
      .from(alertChannels)
      .where(and(eq(alertChannels.personId, personId), eq(alertChannels.id, id)));
    if (!row) return null;
    return {
      ...toChannel(row),
      url: openJson(encryptionKey, row.url, URL_AAD) as string,
      secret: row.secret ? (openJson(encryptionKey, row.secret, SECRET_AAD) as string) : null,
    };
  },

  createAlertChannel: async (personId, channel, secret, now) => {
    const [row] = await db
      .insert(alertChannels)
      .values({
        personId,
        kind: channel.kind,
        name: channel.name,
        url: sealJson(encryptionKey, channel.url, URL_AAD),
        hint: channel.hint,
        secret: secret === null ? null : sealJson(encryptionKey, secret, SECRET_AAD),
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('The channel was not saved');
    return toChannel(row);
  },

  /**
   * The channel, and its place in the person's rules, in one transaction. Refused while it is a
   * rule's only channel (the rule would alert nowhere): the count of such rules is returned.
   */
  deleteAlertChannel: async (personId, id) => {
    if (!isUuid(id)) return 'missing';
    return db.transaction(async (tx) => {
      const mine = and(
        eq(alertRules.personId, personId),
        sql`${id} = any(${alertRules.channelIds})`,
      );
      const only = await tx
        .select({ id: alertRules.id })
        .from(alertRules)
        .where(and(mine, sql`cardinality(${alertRules.channelIds}) = 1`));
      if (only.length > 0) return { onlyChannelOf: only.length };
      const rows = await tx
        .delete(alertChannels)
        .where(and(eq(alertChannels.personId, personId), eq(alertChannels.id, id)))
        .returning({ id: alertChannels.id });
      if (rows.length === 0) return 'missing';
      await tx
        .update(alertRules)
        .set({ channelIds: sql`array_remove(${alertRules.channelIds}, ${id})` })
        .where(mine);
      return 'deleted';
    });
  },
});
