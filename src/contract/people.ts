/**
 * People, roles and scopes: the server's own browser-facing interface for accounts, the team,
 * the audit log and the partner connection (architecture.md, "People, roles and scopes").
 * Not the partner interface: these requests never go upstream.
 *
 * Every request carries `X-Dashboard-Request: 1` like the rest of `/api`, except the two OpenID
 * Connect addresses the browser navigates to (`GET /api/oidc/start`, `GET /api/oidc/callback`).
 */
import * as z from 'zod/mini';
import './zod-locale';
import { AUDIT_ACTIONS, AUDIT_OUTCOMES } from './audit-values';
import { PERSON_STATUSES, ROLES } from './people-values';

export { AUDIT_ACTIONS, AUDIT_OUTCOMES, type AuditAction, type AuditOutcome } from './audit-values';
export {
  PERSON_STATUSES,
  PRESET_LABELS,
  PRESETS,
  ROLE_RANK,
  ROLES,
  presetOf,
  scopeCovers,
  type Preset,
} from './people-values';

export const role = z.enum(ROLES);
export type Role = z.infer<typeof role>;

/** A client's or store's id in a scope: no control characters or separators, as `identifier`. */
const id = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(200),
    z.regex(/^[^\p{Cc}\p{Z}]+$/u, 'must not contain spaces or control characters'),
  );

/**
 * What a person may see and act on.
 * - `all`: every client (owners).
 * - `clients`: some clients, every store of each (an account manager's book; one client is a
 *   restaurant-group manager).
 * - `stores`: some stores (listings) of one client (a store manager).
 */
export const scope = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({
    kind: z.literal('clients'),
    clientIds: z.array(id).check(z.minLength(1, 'choose at least one client'), z.maxLength(1000)),
  }),
  z.object({
    kind: z.literal('stores'),
    clientId: id,
    listingIds: z.array(id).check(z.minLength(1, 'choose at least one store'), z.maxLength(5000)),
  }),
]);
export type Scope = z.infer<typeof scope>;

export const personStatus = z.enum(PERSON_STATUSES);
export type PersonStatus = z.infer<typeof personStatus>;

/** Whole ISO date-time (UTC, `Z`). */
const instant = z.string();

export const person = z.object({
  id,
  email: z.string(),
  name: z.string(),
  role,
  scope,
  status: personStatus,
  /** Access ends at the start of this day (UTC), or null for no end. `YYYY-MM-DD`. */
  until: z.nullable(z.string()),
  lastActiveAt: z.nullable(instant),
  /** How the person signs in: a password, the company's identity provider, or not yet. */
  signIn: z.enum(['password', 'oidc', 'none']),
  createdAt: instant,
});
export type Person = z.infer<typeof person>;

/** `GET /api/session` (and the reply to every sign-in). `profile` keeps the earlier shape. */
export const sessionReply = z.object({
  profile: z.object({ id: z.string(), email: z.string(), username: z.string() }),
  person,
  /** Set while an owner or manager views the dashboard as someone else: read-only. */
  viewingAs: z.nullable(person),
  partner: z.object({
    /** `needs-attention`: the gateway refused the partner's credential (owners reconnect). */
    status: z.enum(['connected', 'needs-attention', 'not-set-up']),
  }),
});
export type SessionReply = z.infer<typeof sessionReply>;

const password = z
  .string()
  .check(
    z.minLength(12, 'must be at least 12 characters'),
    z.maxLength(1024, 'must be at most 1024 characters'),
  );
const email = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(320),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address'),
  );
const name = z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(200));
const date = z.iso.date();

/** `GET /api/setup` (no session): what the first-run set-up still needs. */
export const setupState = z.object({
  needsOwner: z.boolean(),
  partner: z.enum(['connected', 'needs-attention', 'not-set-up']),
});
/** `POST /api/setup` (only while there is no owner): the partner credential and the first owner. */
export const setupBody = z.object({
  partner: z.object({
    email: z.string().check(z.minLength(1)),
    password: z.string().check(z.minLength(1)),
  }),
  owner: z.object({ email, name, password }),
});
/** `PUT /api/partner-connection` (owners): a new partner credential, checked before it is kept. */
export const partnerConnectionBody = z.object({
  email: z.string().check(z.minLength(1, 'is required')),
  password: z.string().check(z.minLength(1, 'is required')),
});

/** `GET /api/team` → `{ people: Person[] }`: the people within the caller's scope. */
export const teamReply = z.object({ people: z.array(person) });

/** `POST /api/team/invitations` → `{ person, link }`. */
export const inviteBody = z.object({
  email,
  name,
  role,
  scope,
  until: z.optional(z.nullable(date)),
});
/** The link to copy (also e-mailed when SMTP is configured); valid 7 days, once. */
export const linkReply = z.object({
  person,
  link: z.string(),
  expiresAt: instant,
  emailed: z.boolean(),
});

/** `PATCH /api/team/{id}`: any of these. */
export const updatePersonBody = z.object({
  name: z.optional(name),
  role: z.optional(role),
  scope: z.optional(scope),
  until: z.optional(z.nullable(date)),
});
/**
 * `POST /api/team/{id}/deactivate`, `POST /api/team/{id}/reactivate` → `{ person }`;
 * `POST /api/team/{id}/reset-link` → `linkReply`.
 */
export const personReply = z.object({ person });

/** `GET /api/links/{token}` (no session): what an invitation or reset link is. */
export const linkState = z.object({
  kind: z.enum(['invitation', 'reset']),
  state: z.enum(['valid', 'expired', 'used', 'invalid']),
  email: z.nullable(z.string()),
  name: z.nullable(z.string()),
  /** Whether the company's identity provider is configured (a second way to accept). */
  oidc: z.boolean(),
});
/** `POST /api/links/{token}`: set the password; signs the person in (a session cookie). */
export const acceptLinkBody = z.object({ password, name: z.optional(name) });

/** `POST /api/account/password`. */
export const changePasswordBody = z.object({ current: z.string(), next: password });

/** `GET /api/account/sessions`; `DELETE /api/account/sessions/{id}` ends one. */
export const accountSession = z.object({
  id: z.string(),
  device: z.string(),
  place: z.string(),
  createdAt: instant,
  lastActiveAt: instant,
  current: z.boolean(),
});
export const accountSessionsReply = z.object({ sessions: z.array(accountSession) });

/** `POST /api/view-as` `{ personId }` starts viewing as them (read-only); `DELETE` ends it. */
export const viewAsBody = z.object({ personId: id });

const actor = z.nullable(z.object({ id: z.string(), email: z.string(), name: z.string() }));
export const auditEntry = z.object({
  id: z.string(),
  at: instant,
  /** Who did it (null: someone unknown, e.g. a failed sign-in for an unknown email). */
  actor,
  /** Set when the actor was viewing as this person. */
  asPerson: actor,
  action: z.enum(AUDIT_ACTIONS),
  clientId: z.nullable(z.string()),
  listingId: z.nullable(z.string()),
  deliveryUUID: z.nullable(z.string()),
  reviewId: z.nullable(z.string()),
  targetPerson: actor,
  /** The input that matters: a promo value, a reason, a role and scope, an email tried. */
  detail: z.record(z.string(), z.unknown()),
  /** `pending` stays when no answer came (a crash in between): shown as "No answer". */
  outcome: z.enum(AUDIT_OUTCOMES),
  outcomeDetail: z.nullable(z.string()),
  requestId: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/**
 * `GET /api/audit?person=&client=&action=&outcome=&from=&to=&delivery=&review=&before=&limit=`
 * → newest first; `nextBefore` pages on. `GET /api/audit/export?…` the same filters as CSV.
 */
export const auditQuery = z.object({
  person: z.optional(z.string()),
  client: z.optional(z.string()),
  action: z.optional(z.enum(AUDIT_ACTIONS)),
  outcome: z.optional(z.enum(AUDIT_OUTCOMES)),
  from: z.optional(date),
  to: z.optional(date),
  delivery: z.optional(z.string()),
  review: z.optional(z.string()),
  before: z.optional(z.string()),
  limit: z.optional(z.string()),
});
export const auditReply = z.object({
  entries: z.array(auditEntry),
  nextBefore: z.nullable(z.string()),
});
