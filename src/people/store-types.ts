/**
 * What the server keeps about people, in PostgreSQL (PGlite in `DATA_DIR` by default, a server at
 * `DATABASE_URL` for many instances). The proxy and the people endpoints use this interface only;
 * `db/` implements it with Drizzle over either driver.
 *
 * Every method may throw `StoreUnavailable` (the database is unreachable or did not answer within
 * its timeout): callers answer 503 and nothing is half-written (each method is one transaction).
 */
import type { AlertRuleBody } from '../contract/alerts';
import type { BriefSettings, Delivery, DELIVERY_KINDS } from '../contract/notifications';
import type { StatementScheduleBody } from '../contract/statements';
import type {
  AuditAction,
  AuditEntry,
  AuditOutcome,
  Person,
  PersonStatus,
  Role,
  Scope,
} from '../contract/people';

export class StoreUnavailable extends Error {}

type DeliveryKind = (typeof DELIVERY_KINDS)[number];

export interface PartnerTokens {
  token: string;
  refresh: string;
  /** ms since the epoch. */
  expiresAt: number;
}

/** A person as the server reads them (what `Person` shows, plus what only the server needs). */
export interface PersonRecord extends Person {
  /** argon2id hash, or null (invited, or signs in with OpenID Connect only). */
  passwordHash: string | null;
  /** OpenID Connect identity, once linked. */
  oidcIssuer: string | null;
  oidcSubject: string | null;
  /** Bumped by every change of role, scope, status or until: cached sessions re-read on change. */
  version: number;
}

export interface SessionRecord {
  /** The session's id as stored: SHA-256 of the cookie's opaque value (base64url). */
  idHash: string;
  personId: string;
  createdAt: Date;
  lastActiveAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  /** From the User-Agent, e.g. "Chrome on macOS". */
  device: string;
  /** The client address (or what the load balancer said). */
  place: string;
  /** Set while this session views the dashboard as another person. */
  viewAsPersonId: string | null;
}

export interface LinkRecord {
  kind: 'invitation' | 'reset';
  personId: string;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface NewAuditEntry {
  actorId: string | null;
  asPersonId?: string | null;
  action: AuditAction;
  clientId?: string | null;
  listingId?: string | null;
  deliveryUUID?: string | null;
  reviewId?: string | null;
  targetPersonId?: string | null;
  detail?: Record<string, unknown>;
  /** Omitted: `pending`, to be completed with `completeAudit`. */
  outcome?: AuditOutcome;
  outcomeDetail?: string | null;
  requestId?: string | null;
}

export interface AuditFilter {
  personId?: string;
  clientId?: string;
  action?: AuditAction;
  outcome?: AuditOutcome;
  /** Inclusive `YYYY-MM-DD` (UTC). */
  from?: string;
  to?: string;
  deliveryUUID?: string;
  reviewId?: string;
  /** Entries strictly older than this entry id (paging, newest first). */
  before?: string;
  limit: number;
  /**
   * What the reader may see: null for everything (owners); otherwise entries whose client is one
   * of these (store managers: also whose listing is one of `listingIds`, or that name no store),
   * and entries naming no client whose actor or target person is one of `personIds`.
   */
  visibleTo: null | {
    clientIds: string[];
    listingIds: string[] | null;
    personIds: string[];
  };
}

/** A person's notification settings as kept (the contract's brief settings, and where links point). */
export interface SettingsRecord {
  personId: string;
  brief: BriefSettings;
  origin: string | null;
  updatedAt: Date;
}

export interface JobRecord {
  id: string;
  key: string;
  kind: DeliveryKind;
  personId: string;
  channel: string;
  forDate: string;
  origin: string | null;
  status: 'queued' | 'running' | 'sent' | 'failed' | 'skipped';
  attempts: number;
  maxAttempts: number;
  nextAttemptAt: Date;
  leaseOwner: string | null;
  leaseUntil: Date | null;
  lastError: string | null;
  sentAt: Date | null;
  createdAt: Date;
  /** An alert's message, made when its item was found. */
  payload: Record<string, unknown> | null;
}

export interface NewJob {
  /** Unique per thing delivered: enqueuing it again does nothing. */
  key: string;
  kind: DeliveryKind;
  personId: string;
  forDate: string;
  origin: string | null;
  maxAttempts: number;
  at: Date;
  /** `email` (the default), or `slack:<id>` / `webhook:<id>`. */
  channel?: string;
  payload?: Record<string, unknown> | null;
  /** `skipped`: recorded as known, never sent (an alert rule's first check). */
  status?: 'queued' | 'skipped';
}

/** How an attempt ended: `retryAt` on a failure that will be tried again. */
export interface JobEnd {
  outcome: 'sent' | 'failed' | 'skipped';
  detail?: string | null;
  retryAt?: Date | null;
}

/** The notification tables (db/notifications.ts). */
export interface NotificationStore {
  getNotificationSettings(personId: string): Promise<SettingsRecord | null>;
  saveNotificationSettings(
    personId: string,
    brief: BriefSettings,
    origin: string | null,
    now: Date,
  ): Promise<void>;
  /** The one-click unsubscribe: false when it was off already. */
  turnBriefOff(personId: string, now: Date): Promise<boolean>;
  /** Every brief that is on and not paused. */
  listBriefSettings(): Promise<SettingsRecord[]>;
  /** The new job's id, or null when its key was enqueued already. */
  enqueueJob(job: NewJob): Promise<string | null>;
  findJob(key: string): Promise<JobRecord | null>;
  /** Up to `limit` due jobs (or jobs whose lease has passed), now leased to `owner`. */
  claimJobs(owner: string, now: Date, leaseMs: number, limit: number): Promise<JobRecord[]>;
  /** Whether `owner` still holds the job's lease (checked just before a send). */
  holdsLease(id: string, owner: string, now: Date): Promise<boolean>;
  /** Ends an attempt and writes its delivery log line, in one transaction; false: lease lost. */
  finishJob(job: JobRecord, owner: string, now: Date, end: JobEnd): Promise<boolean>;
  /**
   * Keeps a running job's progress (a statement's addresses mailed so far) in its payload, by the
   * lease's holder only; false: the lease was lost.
   */
  saveJobProgress(
    id: string,
    owner: string,
    now: Date,
    payload: Record<string, unknown>,
  ): Promise<boolean>;
  listDeliveries(personId: string, limit: number): Promise<Delivery[]>;
  /**
   * When the person's last scheduled brief that was sent read its figures (its sending time for
   * a brief kept before that was recorded; null: none sent).
   */
  lastBriefAt(personId: string): Promise<Date | null>;
}

/** A scheduled statement as kept (schema.ts `statement_schedules`). */
export interface StatementScheduleRecord {
  id: string;
  personId: string;
  allClients: boolean;
  clientIds: string[];
  day: number;
  recipients: string[];
  origin: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Alert rules and channels (db/alerts.ts). */
export interface AlertStore {
  listAlertRules(personId: string): Promise<AlertRuleRecord[]>;
  /** Every enabled rule of every person, for a round of checks. */
  listEnabledAlertRules(): Promise<AlertRuleRecord[]>;
  findAlertRule(personId: string, id: string): Promise<AlertRuleRecord | null>;
  saveAlertRule(
    personId: string,
    id: string | null,
    rule: AlertRuleBody,
    origin: string | null,
    now: Date,
  ): Promise<AlertRuleRecord | null>;
  deleteAlertRule(personId: string, id: string): Promise<boolean>;
  /**
   * The alert mail's one-click unsubscribe: the rule's channels lose e-mail; a rule whose only
   * channel it was is turned off instead (e-mail kept, so turning it on brings the mail back).
   * `changed` false: its e-mail was off already. Null: no such rule of this person's.
   */
  turnRuleEmailOff(
    personId: string,
    id: string,
    now: Date,
  ): Promise<{ rule: AlertRuleRecord; changed: boolean } | null>;
  markRuleBaselined(id: string, now: Date): Promise<void>;
  listAlertChannels(personId: string): Promise<AlertChannelRecord[]>;
  /** With its address and secret opened (the server's use, never the browser's). */
  findAlertChannel(personId: string, id: string): Promise<AlertChannelSecrets | null>;
  createAlertChannel(
    personId: string,
    channel: { kind: 'slack' | 'webhook'; name: string; url: string; hint: string },
    secret: string | null,
    now: Date,
  ): Promise<AlertChannelRecord>;
  /** Taken out of the person's rules too; refused while it is a rule's only channel. */
  deleteAlertChannel(
    personId: string,
    id: string,
  ): Promise<'deleted' | 'missing' | { onlyChannelOf: number }>;
}

export interface AlertRuleRecord extends AlertRuleBody {
  id: string;
  personId: string;
  origin: string | null;
  baselinedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The scheduled statements (db/statements.ts); changes only the person's own. */
export interface StatementStore {
  listStatementSchedules(personId: string): Promise<StatementScheduleRecord[]>;
  allStatementSchedules(): Promise<StatementScheduleRecord[]>;
  findStatementSchedule(id: string): Promise<StatementScheduleRecord | null>;
  createStatementSchedule(
    personId: string,
    body: StatementScheduleBody,
    origin: string | null,
    now: Date,
  ): Promise<StatementScheduleRecord>;
  /** Null when there is no such schedule of this person's. */
  updateStatementSchedule(
    id: string,
    personId: string,
    body: StatementScheduleBody,
    origin: string | null,
    now: Date,
  ): Promise<StatementScheduleRecord | null>;
  deleteStatementSchedule(id: string, personId: string): Promise<boolean>;
  /**
   * A recipient's one-click unsubscribe: the address leaves the schedule's recipients (the
   * schedule's `updatedAt` stays: its owner did not change it). `changed` false: it was not
   * among them. Null: no such schedule.
   */
  removeStatementRecipient(
    id: string,
    address: string,
  ): Promise<{ schedule: StatementScheduleRecord; changed: boolean } | null>;
}

export interface AlertChannelRecord {
  id: string;
  personId: string;
  kind: 'slack' | 'webhook';
  name: string;
  hint: string;
  createdAt: Date;
}

export interface AlertChannelSecrets extends AlertChannelRecord {
  url: string;
  secret: string | null;
}

export interface PeopleStore extends NotificationStore, StatementStore, AlertStore {
  /** Applies the migrations not yet applied (one at a time across instances). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Resolves when the database answers (the readiness check). */
  ping(): Promise<void>;
  /** Sessions neither ended nor expired, across every instance (the operators' gauge). */
  countActiveSessions(): Promise<number>;

  // The partner connection: the gateway credential, encrypted at rest by the store.
  getPartnerCredential(): Promise<{ email: string; password: string } | null>;
  setPartnerCredential(credential: { email: string; password: string }): Promise<void>;
  /** The gateway's tokens in use, shared by every instance (null: none yet, or unreadable). */
  getPartnerTokens(): Promise<PartnerTokens | null>;
  setPartnerTokens(tokens: PartnerTokens | null): Promise<void>;

  // People.
  countOwners(): Promise<number>;
  listPeople(): Promise<PersonRecord[]>;
  findPerson(id: string): Promise<PersonRecord | null>;
  findPersonByEmail(email: string): Promise<PersonRecord | null>;
  findPersonByOidc(issuer: string, subject: string): Promise<PersonRecord | null>;
  createPerson(input: {
    email: string;
    name: string;
    role: Role;
    scope: Scope;
    status: PersonStatus;
    until?: string | null;
    passwordHash?: string | null;
  }): Promise<PersonRecord>;
  /**
   * Changes a person. Refuses (throws `LastOwnerError`) a change that would leave no active
   * owner, checked in the same transaction.
   */
  updatePerson(
    id: string,
    change: Partial<{
      name: string;
      role: Role;
      scope: Scope;
      status: PersonStatus;
      until: string | null;
      passwordHash: string | null;
      oidcIssuer: string | null;
      oidcSubject: string | null;
    }>,
  ): Promise<PersonRecord>;
  touchPerson(id: string, at: Date): Promise<void>;

  // Invitation and reset links: stored as SHA-256 of the token only.
  createLink(input: {
    tokenHash: string;
    kind: 'invitation' | 'reset';
    personId: string;
    expiresAt: Date;
  }): Promise<void>;
  findLink(tokenHash: string): Promise<LinkRecord | null>;
  /** Marks it used; false when it was already used (single use, even when two race). */
  useLink(tokenHash: string, at: Date): Promise<boolean>;

  // Sessions.
  createSession(record: Omit<SessionRecord, 'revokedAt' | 'viewAsPersonId'>): Promise<void>;
  findSession(idHash: string): Promise<SessionRecord | null>;
  /**
   * The session and its person in one read: every signed-in request asks for both, and on a
   * database server each read is a round trip.
   */
  findSignedIn(idHash: string): Promise<{ session: SessionRecord; person: PersonRecord } | null>;
  listSessions(personId: string): Promise<SessionRecord[]>;
  touchSession(idHash: string, at: Date): Promise<void>;
  setViewAs(idHash: string, personId: string | null): Promise<void>;
  revokeSession(idHash: string, at: Date): Promise<void>;
  /** Every live session of the person; returns their id hashes (to tell other instances). */
  revokePersonSessions(personId: string, at: Date): Promise<string[]>;

  // The audit log: appended to, and an entry's outcome completed once; never changed otherwise.
  appendAudit(entry: NewAuditEntry): Promise<string>;
  completeAudit(id: string, outcome: AuditOutcome, outcomeDetail?: string | null): Promise<void>;
  listAudit(filter: AuditFilter): Promise<{ entries: AuditEntry[]; nextBefore: string | null }>;
}

export class LastOwnerError extends Error {
  constructor() {
    super('The last owner cannot be removed or demoted');
  }
}
