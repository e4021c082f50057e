/**
 * The mails' one-click unsubscribe links (RFC 8058): `/api/unsubscribe?t=<token>`, signed with
 * HMAC-SHA256 under the server's secret (`UNSUBSCRIBE_SECRET`, else one derived from
 * `SESSION_SECRET`), so they need no session and cannot be made for someone else. They never
 * expire: an old mail's link still works, as mail clients expect.
 *
 * Three kinds, each signed over its own purpose (so one kind's signature is never another's):
 * - the morning brief: `<person>.<signature>` (the first kind; its links stay as they were);
 * - an alert rule's e-mail: `a.<person>.<rule>.<signature>`;
 * - a scheduled statement's recipient: `s.<schedule>.<address, base64url>.<signature>` (the
 *   recipient need not have an account: the link names the address it was sent to).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const UNSUBSCRIBE_PATH = '/api/unsubscribe';

export type Unsubscribe =
  | { kind: 'brief'; personId: string }
  | { kind: 'alert'; personId: string; ruleId: string }
  | { kind: 'statement'; scheduleId: string; address: string };

const purposeOf = (what: Unsubscribe) =>
  what.kind === 'brief'
    ? `unsubscribe:brief:${what.personId}`
    : what.kind === 'alert'
      ? `unsubscribe:alert:${what.personId}:${what.ruleId}`
      : `unsubscribe:statement:${what.scheduleId}:${what.address}`;

const sign = (secret: string, what: Unsubscribe) =>
  createHmac('sha256', secret).update(purposeOf(what)).digest('base64url');

/** The secret for the links: its own, else derived from the session secret (never that itself). */
export const unsubscribeSecret = (own: string | undefined, sessionSecret: string) =>
  own ?? createHmac('sha256', sessionSecret).update('unsubscribe-links').digest('base64url');

const bodyOf = (what: Unsubscribe) =>
  what.kind === 'brief'
    ? what.personId
    : what.kind === 'alert'
      ? `a.${what.personId}.${what.ruleId}`
      : `s.${what.scheduleId}.${Buffer.from(what.address).toString('base64url')}`;

export const tokenFor = (secret: string, what: Unsubscribe) =>
  `${bodyOf(what)}.${sign(secret, what)}`;

export const linkFor = (origin: string, secret: string, what: Unsubscribe) =>
  `${origin}${UNSUBSCRIBE_PATH}?t=${encodeURIComponent(tokenFor(secret, what))}`;

/** The brief's token and link (the first kind). */
export const unsubscribeToken = (secret: string, personId: string) =>
  tokenFor(secret, { kind: 'brief', personId });

export const unsubscribeLink = (origin: string, secret: string, personId: string) =>
  linkFor(origin, secret, { kind: 'brief', personId });

/** What an unsigned token claims to be for (null: not one of the kinds' shapes). */
const claimOf = (body: string): Unsubscribe | null => {
  const parts = body.split('.');
  if (parts.length === 3 && parts[0] === 'a' && parts[1] && parts[2])
    return { kind: 'alert', personId: parts[1], ruleId: parts[2] };
  if (parts.length === 3 && parts[0] === 's' && parts[1] && parts[2]) {
    const address = Buffer.from(parts[2], 'base64url').toString('utf8');
    return address ? { kind: 'statement', scheduleId: parts[1], address } : null;
  }
  return body ? { kind: 'brief', personId: body } : null;
};

/** What a token was made for, or null when it is not one of ours (forged, cut, changed). */
export const readToken = (secret: string, token: string): Unsubscribe | null => {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const claim = claimOf(token.slice(0, dot));
  if (!claim || bodyOf(claim) !== token.slice(0, dot)) return null;
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(secret, claim));
  return given.length === expected.length && timingSafeEqual(given, expected) ? claim : null;
};

/** The person a brief's token was made for, or null when it is not one of ours. */
export const readUnsubscribeToken = (secret: string, token: string): string | null => {
  const read = readToken(secret, token);
  return read?.kind === 'brief' ? read.personId : null;
};

/** A mail's one-click unsubscribe headers (RFC 8058) for its link; none without one. */
export const unsubscribeHeaders = (link: string | null | undefined) =>
  link
    ? {
        headers: {
          'List-Unsubscribe': `<${link}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      }
    : {};
