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

/** The writes that change who is signed in as whom: a cached reading is stale after any. */
const SESSION_WRITES = new Set<keyof PeopleStore>([
  'createPerson',
  'updatePerson',
  'createSession',
  'revokeSession',
  'revokePersonSessions',
  'setViewAs',
]);

/**
 * The store, counting its writes to people and sessions. With the embedded database one process
 * owns the data, so every such write passes through here: a reading taken at the same count is
 * still the truth. (With a PostgreSQL server other instances write too: no reading is kept.)
 */
export const countingWrites = (store: PeopleStore) => {
  let writes = 0;
  const counted = new Proxy(store, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      if (!SESSION_WRITES.has(key as keyof PeopleStore)) return value.bind(target);
      return async (...args: unknown[]) => {
        writes++;
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          writes++;
        }
      };
    },
  });
  return { store: counted, writes: () => writes };
};

export const createSessions = (
  store: PeopleStore,
  maxAgeSeconds: number,
  /** The embedded database's write count (countingWrites): readings are kept while it holds. */
  writes: (() => number) | null = null,
) => {
  const touched = new Map<string, number>();
  const kept = new Map<
    string,
    { at: number; session: SessionRecord; person: PersonRecord; viewing: PersonRecord | null }
  >();

  const read = async (idHash: string) => {
    const at = writes?.() ?? 0;
    const known = writes ? kept.get(idHash) : undefined;
    if (known && known.at === at) return known;
    const signedIn = await store.findSignedIn(idHash);
    if (!signedIn) return null;
    const { session, person } = signedIn;
    const viewing = session.viewAsPersonId ? await store.findPerson(session.viewAsPersonId) : null;
    const reading = { at, session, person, viewing };
    if (writes && writes() === at) {
      if (kept.size >= 10_000) kept.delete(kept.keys().next().value ?? '');
      kept.set(idHash, reading);
    }
    return reading;
  };

  const resolve = async (cookieValue: string | undefined): Promise<SignedIn | null> => {
    if (!cookieValue || cookieValue.length > 200) return null;
    const idHash = hashToken(cookieValue);
    const reading = await read(idHash);
    const now = Date.now();
    if (!reading) return null;
    const { session, person } = reading;
    if (session.revokedAt || session.expiresAt.getTime() <= now) return null;
    if (!mayUse(person)) return null;
    const viewing =
      reading.viewing && reading.viewing.status !== 'deactivated' ? reading.viewing : null;
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
