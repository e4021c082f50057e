/**
 * The notification tables' queries (schema.ts): each person's brief settings, the jobs that
 * deliver (claimed across instances with `FOR UPDATE SKIP LOCKED` and a lease), and the delivery
 * log. Every instant is passed in (the server's clock, which tests set), never read here.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { BriefSettings, Delivery } from '../../contract/notifications';
import type { JobRecord, NewJob, NotificationStore, SettingsRecord } from '../store-types';
import type { PeopleDb } from './connect';
import {
  alertChannels,
  notificationDeliveries,
  notificationJobs,
  notificationSettings,
} from './schema';

const toSettings = (row: typeof notificationSettings.$inferSelect): SettingsRecord => ({
  personId: row.personId,
  brief: {
    enabled: row.briefEnabled,
    time: row.briefTime,
    timeZone: row.timeZone,
    days: [...row.days].sort(),
    quietHours: row.quietHours ?? null,
    paused: row.paused,
  },
  origin: row.origin,
  updatedAt: row.updatedAt,
});

const toJob = (row: typeof notificationJobs.$inferSelect): JobRecord => ({ ...row });

/** A row as `RETURNING *` gives it through `execute`: snake_case columns, instants as text. */
type RawJob = Record<string, unknown>;
const instantOf = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string);
const rawJob = (row: RawJob): JobRecord => ({
  id: String(row.id),
  key: String(row.key),
  kind: row.kind as JobRecord['kind'],
  personId: String(row.person_id),
  channel: String(row.channel),
  forDate:
    row.for_date instanceof Date
      ? row.for_date.toISOString().slice(0, 10)
      : String(row.for_date).slice(0, 10),
  origin: (row.origin as string | null) ?? null,
  status: row.status as JobRecord['status'],
  attempts: Number(row.attempts),
  maxAttempts: Number(row.max_attempts),
  nextAttemptAt: instantOf(row.next_attempt_at)!,
  leaseOwner: (row.lease_owner as string | null) ?? null,
  leaseUntil: instantOf(row.lease_until),
  lastError: (row.last_error as string | null) ?? null,
  sentAt: instantOf(row.sent_at),
  createdAt: instantOf(row.created_at)!,
  payload: (row.payload as Record<string, unknown> | null) ?? null,
});

/** `email`, `slack:<id>` or `webhook:<id>`: the kind of channel a job was for. */
const channelKindOf = (channel: string): Delivery['channel'] =>
  channel.startsWith('slack:') ? 'slack' : channel.startsWith('webhook:') ? 'webhook' : 'email';

const rowsOf = (result: unknown): RawJob[] =>
  Array.isArray(result) ? (result as RawJob[]) : ((result as { rows: RawJob[] }).rows ?? []);

export const notificationQueries = (db: PeopleDb): NotificationStore => ({
  getNotificationSettings: async (personId) => {
    const [row] = await db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.personId, personId));
    return row ? toSettings(row) : null;
  },

  saveNotificationSettings: async (personId, brief: BriefSettings, origin, now) => {
    const values = {
      briefEnabled: brief.enabled,
      briefTime: brief.time,
      timeZone: brief.timeZone,
      days: [...new Set(brief.days)].sort(),
      quietHours: brief.quietHours,
      paused: brief.paused,
      updatedAt: now,
      ...(origin ? { origin } : {}),
    };
    await db
      .insert(notificationSettings)
      .values({ personId, ...values })
      .onConflictDoUpdate({ target: notificationSettings.personId, set: values });
  },

  turnBriefOff: async (personId, now) => {
    const rows = await db
      .update(notificationSettings)
      .set({ briefEnabled: false, updatedAt: now })
      .where(
        and(
          eq(notificationSettings.personId, personId),
          eq(notificationSettings.briefEnabled, true),
        ),
      )
      .returning({ personId: notificationSettings.personId });
    return rows.length > 0;
  },

  listBriefSettings: async () =>
    (
      await db
        .select()
        .from(notificationSettings)
        .where(
          and(eq(notificationSettings.briefEnabled, true), eq(notificationSettings.paused, false)),
        )
    ).map(toSettings),

  enqueueJob: async (job: NewJob) => {
    const rows = await db
      .insert(notificationJobs)
      .values({
        key: job.key,
        kind: job.kind,
        personId: job.personId,
        forDate: job.forDate,
        origin: job.origin,
        maxAttempts: job.maxAttempts,
        nextAttemptAt: job.at,
        createdAt: job.at,
        channel: job.channel ?? 'email',
        payload: job.payload ?? null,
        status: job.status ?? 'queued',
      })
      .onConflictDoNothing({ target: notificationJobs.key })
      .returning({ id: notificationJobs.id });
    return rows[0]?.id ?? null;
  },

  findJob: async (key) => {
    const [row] = await db.select().from(notificationJobs).where(eq(notificationJobs.key, key));
    return row ? toJob(row) : null;
  },

  claimJobs: async (owner, now, leaseMs, limit) => {
    // Due and waiting, or running under a lease that has passed (its instance died): taken by
    // one instance each, the others skipping the rows locked by the first.
    const result = await db.execute(sql`
      UPDATE notification_jobs AS job
      SET status = 'running', attempts = job.attempts + 1, lease_owner = ${owner},
        lease_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
      WHERE job.id IN (
        SELECT id FROM notification_jobs
        WHERE (status = 'queued' AND next_attempt_at <= ${now.toISOString()}::timestamptz)
          OR (status = 'running' AND lease_until < ${now.toISOString()}::timestamptz)
        ORDER BY next_attempt_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING job.*`);
    return rowsOf(result).map(rawJob);
  },

  holdsLease: async (id, owner, now) => {
    const [row] = await db
      .select({ id: notificationJobs.id })
      .from(notificationJobs)
      .where(
        and(
          eq(notificationJobs.id, id),
          eq(notificationJobs.status, 'running'),
          eq(notificationJobs.leaseOwner, owner),
          sql`${notificationJobs.leaseUntil} > ${now.toISOString()}::timestamptz`,
        ),
      );
    return Boolean(row);
  },

  finishJob: async (job, owner, now, end) =>
    db.transaction(async (tx) => {
      // Only the lease's holder ends a job: one that lost its lease to another instance records
      // nothing, so the log says each outcome once.
      const status =
        end.outcome === 'sent'
          ? 'sent'
          : end.outcome === 'skipped'
            ? 'skipped'
            : end.retryAt
              ? 'queued'
              : 'failed';
      const rows = await tx
        .update(notificationJobs)
        .set({
          status,
          leaseOwner: null,
          leaseUntil: null,
          ...(end.outcome === 'sent' ? { sentAt: now } : {}),
          ...(end.detail ? { lastError: end.detail } : {}),
          ...(end.retryAt ? { nextAttemptAt: end.retryAt } : {}),
        })
        .where(
          and(
            eq(notificationJobs.id, job.id),
            eq(notificationJobs.status, 'running'),
            eq(notificationJobs.leaseOwner, owner),
          ),
        )
        .returning({ attempts: notificationJobs.attempts });
      const done = rows[0];
      if (!done) return false;
      await tx.insert(notificationDeliveries).values({
        jobId: job.id,
        personId: job.personId,
        at: now,
        kind: job.kind,
        channel: job.channel,
        forDate: job.forDate,
        outcome: end.outcome === 'failed' && end.retryAt ? 'retrying' : end.outcome,
        detail: end.detail ?? null,
        attempt: done.attempts,
        retryAt: end.retryAt ?? null,
      });
      return true;
    }),

  saveJobProgress: async (id, owner, now, payload) => {
    const rows = await db
      .update(notificationJobs)
      .set({ payload })
      .where(
        and(
          eq(notificationJobs.id, id),
          eq(notificationJobs.status, 'running'),
          eq(notificationJobs.leaseOwner, owner),
          sql`${notificationJobs.leaseUntil} > ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: notificationJobs.id });
    return rows.length > 0;
  },

  listDeliveries: async (personId, limit) => {
    const rows = await db
      .select({
        row: notificationDeliveries,
        payload: notificationJobs.payload,
        channelName: alertChannels.name,
      })
      .from(notificationDeliveries)
      .innerJoin(notificationJobs, eq(notificationJobs.id, notificationDeliveries.jobId))
      .leftJoin(
        alertChannels,
        sql`${notificationDeliveries.channel} = ${alertChannels.kind} || ':' || ${alertChannels.id}::text`,
      )
      .where(eq(notificationDeliveries.personId, personId))
      .orderBy(desc(notificationDeliveries.id))
      .limit(limit);
    return rows.map(({ row, payload, channelName }): Delivery => ({
      id: String(row.id),
      at: row.at.toISOString(),
      kind: row.kind,
      channel: channelKindOf(row.channel),
      channelName: channelName ?? null,
      title: typeof payload?.title === 'string' ? payload.title : null,
      forDate: row.forDate,
      outcome: row.outcome,
      detail: row.detail,
      attempt: row.attempt,
      retryAt: row.retryAt?.toISOString() ?? null,
    }));
  },

  lastBriefAt: async (personId) => {
    const [row] = await db
      .select({ sentAt: notificationJobs.sentAt, payload: notificationJobs.payload })
      .from(notificationJobs)
      .where(
        and(
          eq(notificationJobs.personId, personId),
          eq(notificationJobs.kind, 'brief'),
          eq(notificationJobs.status, 'sent'),
        ),
      )
      .orderBy(desc(notificationJobs.sentAt))
      .limit(1);
    const readAt = row?.payload?.readAt;
    return typeof readAt === 'string' ? new Date(readAt) : (row?.sentAt ?? null);
  },
});
