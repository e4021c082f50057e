/**
 * The mail's one-click unsubscribe link (RFC 8058): `/api/unsubscribe?t=<person>.<signature>`,
 * signed with HMAC-SHA256 under the server's secret (`UNSUBSCRIBE_SECRET`, else one derived from
 * `SESSION_SECRET`), so it needs no session and cannot be made for someone else. It never
 * expires: an old mail's link still works, as mail clients expect.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const UNSUBSCRIBE_PATH = '/api/unsubscribe';

const signature = (secret: string, personId: string) =>
  createHmac('sha256', secret).update(`unsubscribe:brief:${personId}`).digest('base64url');

/** The secret for the links: its own, else derived from the session secret (never that itself). */
export const unsubscribeSecret = (own: string | undefined, sessionSecret: string) =>
  own ?? createHmac('sha256', sessionSecret).update('unsubscribe-links').digest('base64url');

export const unsubscribeToken = (secret: string, personId: string) =>
  `${personId}.${signature(secret, personId)}`;

export const unsubscribeLink = (origin: string, secret: string, personId: string) =>
  `${origin}${UNSUBSCRIBE_PATH}?t=${encodeURIComponent(unsubscribeToken(secret, personId))}`;

/** The person a token was made for, or null when it is not one of ours. */
export const readUnsubscribeToken = (secret: string, token: string): string | null => {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const personId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(secret, personId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? personId : null;
};
