/**
 * The people store's tables (PostgreSQL, on PGlite or a server). `npx drizzle-kit generate`
 * writes a migration from a change here into `migrations/`; the audit log's append-only trigger
 * is a hand-written migration there.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AlertCondition } from '../../contract/alerts';
import { DELIVERY_KINDS, DELIVERY_OUTCOMES, type QuietHours } from '../../contract/notifications';
import {
  AUDIT_ACTIONS,
  AUDIT_OUTCOMES,
  PERSON_STATUSES,
  ROLES,
  type Scope,
} from '../../contract/people';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A check that a text column holds one of `values` (text, not an enum type: a new value is one migration). */
const oneOf = (name: string, column: string, values: readonly string[]) =>
  check(
    name,
    sql.raw(
      `"${column}" in (${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')})`,
    ),
  );

export const people = pgTable(
  'people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    scope: jsonb('scope').$type<Scope>().notNull(),
    status: text('status', { enum: PERSON_STATUSES }).notNull(),
    until: date('until', { mode: 'string' }),
    lastActiveAt: instant('last_active_at'),
    passwordHash: text('password_hash'),
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    version: integer('version').notNull().default(1),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('people_email_key').on(t.email),
    uniqueIndex('people_oidc_key').on(t.oidcIssuer, t.oidcSubject),
    check('people_email_lower_case', sql`${t.email} = lower(${t.email})`),
    oneOf('people_role_check', 'role', ROLES),
    oneOf('people_status_check', 'status', PERSON_STATUSES),
  ],
);

/** One row at most (`id` is always 1): the gateway credential, encrypted (`credential-cipher.ts`). */
export const partnerConnection = pgTable(
  'partner_connection',
  {
    id: smallint('id').primaryKey().default(1),
    credential: text('credential').notNull(),
    /** The gateway's current tokens (sealed like the credential), shared by every instance. */
    tokens: text('tokens'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [check('partner_connection_single_row', sql`${t.id} = 1`)],
);

export const links = pgTable(
  'links',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: ['invitation', 'reset'] }).notNull(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [
    index('links_person_idx').on(t.personId),
    oneOf('links_kind_check', 'kind', ['invitation', 'reset']),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id),
    createdAt: instant('created_at').notNull(),
    lastActiveAt: instant('last_active_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    device: text('device').notNull(),
    place: text('place').notNull(),
    viewAsPersonId: uuid('view_as_person_id').references(() => people.id),
  },
  (t) => [index('sessions_person_idx').on(t.personId)],
);

/**
 * Appended to only: a trigger (migration 0001) refuses DELETE and TRUNCATE, and any UPDATE but
 * setting the outcome once on a `pending` entry. The id is the order entries were written in.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    at: instant('at').notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => people.id),
    asPersonId: uuid('as_person_id').references(() => people.id),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    clientId: text('client_id'),
    listingId: text('listing_id'),
    deliveryUUID: text('delivery_uuid'),
    reviewId: text('review_id'),
    targetPersonId: uuid('target_person_id').references(() => people.id),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    outcome: text('outcome', { enum: AUDIT_OUTCOMES }).notNull().default('pending'),
    outcomeDetail: text('outcome_detail'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc()),
    index('audit_log_client_idx').on(t.clientId, t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.id.desc()),
    index('audit_log_target_idx').on(t.targetPersonId, t.id.desc()),
    oneOf('audit_log_outcome_check', 'outcome', AUDIT_OUTCOMES),
  ],
);

/**
 * A person's notification settings (issue 39): today the morning brief. One row per person once
 * they save; the defaults until then. Alert rules and other channels get tables of their own.
 */
export const notificationSettings = pgTable('notification_settings', {
  personId: uuid('person_id')
    .primaryKey()
    .references(() => people.id),
  briefEnabled: boolean('brief_enabled').notNull().default(false),
  /** `HH:MM` in `timeZone`. */
  briefTime: text('brief_time').notNull().default('07:00'),
  timeZone: text('time_zone').notNull().default('UTC'),
  /** ISO weekdays, 1 Monday … 7 Sunday. */
  days: smallint('days').array().notNull(),
  quietHours: jsonb('quiet_hours').$type<QuietHours | null>(),
  paused: boolean('paused').notNull().default(false),
  /** The dashboard's address the person saved from: the mail's links open there (else PUBLIC_URL). */
  origin: text('origin'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

export const JOB_STATUSES = ['queued', 'running', 'sent', 'failed', 'skipped'] as const;

/**
 * Work to deliver, each row once: `key` is unique per thing sent (`brief:<person>:<local date>`;
 * alerts will be `alert:<rule>:<item>`), so every instance may enqueue the same due brief and one
 * row results. Claimed with `FOR UPDATE SKIP LOCKED` and a lease (`leaseOwner`, `leaseUntil`):
 * a job whose instance died is taken over once its lease has passed.
 */
export const notificationJobs = pgTable(
  'notification_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    kind: text('kind', { enum: DELIVERY_KINDS }).notNull(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id),
    channel: text('channel').notNull().default('email'),
    /** The person's local date the job is for. */
    forDate: date('for_date', { mode: 'string' }).notNull(),
    /** Where links point (the public origin when the job was made). */
    origin: text('origin'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    nextAttemptAt: instant('next_attempt_at').notNull(),
    leaseOwner: text('lease_owner'),
    leaseUntil: instant('lease_until'),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    createdAt: instant('created_at').notNull(),
    /** An alert's message (title, text, link, item), made when the item was found. */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
  },
  (t) => [
    uniqueIndex('notification_jobs_key').on(t.key),
    index('notification_jobs_due_idx').on(t.status, t.nextAttemptAt),
    index('notification_jobs_person_idx').on(t.personId, t.createdAt.desc()),
    oneOf('notification_jobs_status_check', 'status', JOB_STATUSES),
    oneOf('notification_jobs_kind_check', 'kind', DELIVERY_KINDS),
  ],
);

/** The delivery log: one row per attempt's end, appended to only. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => notificationJobs.id),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id),
    at: instant('at').notNull(),
    kind: text('kind', { enum: DELIVERY_KINDS }).notNull(),
    channel: text('channel').notNull(),
    forDate: date('for_date', { mode: 'string' }).notNull(),
    outcome: text('outcome', { enum: DELIVERY_OUTCOMES }).notNull(),
    detail: text('detail'),
    attempt: integer('attempt').notNull(),
    retryAt: instant('retry_at'),
  },
  (t) => [
    index('notification_deliveries_person_idx').on(t.personId, t.id.desc()),
    oneOf('notification_deliveries_outcome_check', 'outcome', DELIVERY_OUTCOMES),
  ],
);

/**
 * Scheduled statements (issue 39): a manager's month statements of chosen clients (or all of
 * theirs, as their scope is at each send), mailed on `day` (1–28, UTC) of each month to
 * `recipients`. Each month's send is a job keyed `statement:<id>:<month>`.
 */
export const statementSchedules = pgTable(
  'statement_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id),
    allClients: boolean('all_clients').notNull(),
    clientIds: text('client_ids').array().notNull(),
    day: smallint('day').notNull(),
    recipients: text('recipients').array().notNull(),
    /** The dashboard's address the schedule was saved from (the mail's links), else PUBLIC_URL. */
    origin: text('origin'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    index('statement_schedules_person_idx').on(t.personId),
    check('statement_schedules_day_check', sql`${t.day} between 1 and 28`),
  ],
);

export const ALERT_CHANNEL_KINDS = ['slack', 'webhook'] as const;

/**
 * A person's Slack and webhook channels (e-mail is the account's address, no row). The address
 * (a Slack webhook's URL is itself a secret) and a webhook's signing secret are sealed under the
 * server's secret (`credential-cipher.ts`): the server needs them back to post and to sign; the
 * browser sees `hint` only.
 */
export const alertChannels = pgTable(
  'alert_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id),
    kind: text('kind', { enum: ALERT_CHANNEL_KINDS }).notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    hint: text('hint').notNull(),
    secret: text('secret'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('alert_channels_person_idx').on(t.personId),
    oneOf('alert_channels_kind_check', 'kind', ALERT_CHANNEL_KINDS),
  ],
);

/**
 * A person's alert rules: what to watch (`condition`), over which of their clients and stores,
 * on which channels. `baselinedAt`: when its first check recorded what was there already (a
 * review rule alerts on reviews that come after it).
 */
export const alertRules = pgTable(
  'alert_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id),
    condition: jsonb('condition').$type<AlertCondition>().notNull(),
    clientIds: text('client_ids').array().notNull(),
    listingIds: text('listing_ids').array().notNull(),
    channelIds: text('channel_ids').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The dashboard's address the person saved from: the alerts' links open there (else PUBLIC_URL). */
    origin: text('origin'),
    baselinedAt: instant('baselined_at'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [index('alert_rules_person_idx').on(t.personId)],
);
