/**
 * Server-side sessions. The cookie holds an opaque random value only; the database keeps its
 * SHA-256, the person, the device and place, and whether it was ended. Every request reads its
 * session and person from the database (the truth, on every instance), so a sign-out, a
 * deactivation or a change of role or scope applies from the next request wherever it lands.
 */
import type { IncomingMessage } from 'node:http';
import { hashToken, newToken } from './tokens';
import type { PeopleStore, PersonRecord, SessionRecord } from './store-types';

export interface SignedIn {
  idHash: string;
  session: SessionRecord;
  /** Who signed in. */
  person: PersonRecord;
  /** Whom they are viewing the dashboard as (read-only), or null. */
  viewing: PersonRecord | null;
}

/** Last active is written at most this often per session (not on every request). */
const TOUCH_EVERY_MS = 60_000;

const today = () => new Date().toISOString().slice(0, 10);

/** Whether a person may be signed in now: active, and before their "until" day. */
export const mayUse = (person: PersonRecord) =>
  person.status === 'active' && (person.until === null || person.until > today());

/** "Chrome on macOS", from the User-Agent; enough to tell one's own devices apart. */
export const deviceOf = (userAgent: string | undefined) => {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : ua
            ? ua.split(/[\s/]/)[0] || 'A browser'
            : 'Unknown browser';
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Mac OS X|Macintosh/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  return os ? `${browser} on ${os}` : browser;
};

export const createSessions = (store: PeopleStore, maxAgeSeconds: number) => {
  const touched = new Map<string, number>();

  const resolve = async (cookieValue: string | undefined): Promise<SignedIn | null> => {
    if (!cookieValue || cookieValue.length > 200) return null;
    const idHash = hashToken(cookieValue);
    const session = await store.findSession(idHash);
    const now = Date.now();
    if (!session || session.revokedAt || session.expiresAt.getTime() <= now) return null;
    const person = await store.findPerson(session.personId);
    if (!person || !mayUse(person)) return null;
    let viewing: PersonRecord | null = null;
    if (session.viewAsPersonId) {
      const other = await store.findPerson(session.viewAsPersonId);
      viewing = other && other.status !== 'deactivated' ? other : null;
    }
    const last = touched.get(idHash) ?? session.lastActiveAt.getTime();
    if (now - last > TOUCH_EVERY_MS) {
      touched.set(idHash, now);
      if (touched.size > 10_000) touched.delete(touched.keys().next().value ?? '');
      // Not worth failing a request for: last active is a hint.
      void Promise.all([
        store.touchSession(idHash, new Date(now)),
        store.touchPerson(person.id, new Date(now)),
      ]).catch(() => undefined);
    }
    return { idHash, session, person, viewing };
  };

  const start = async (person: PersonRecord, req: IncomingMessage, place: string) => {
    const value = newToken();
    const now = new Date();
    await store.createSession({
      idHash: hashToken(value),
      personId: person.id,
      createdAt: now,
      lastActiveAt: now,
      expiresAt: new Date(now.getTime() + maxAgeSeconds * 1000),
      device: deviceOf(req.headers['user-agent']),
      place,
    });
    void store.touchPerson(person.id, now).catch(() => undefined);
    return value;
  };

  return { resolve, start };
};
export type Sessions = ReturnType<typeof createSessions>;
