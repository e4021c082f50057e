import type { Profile } from '../../contract/auth';
import type { Person, SessionReply } from '../../contract/people';

/*
 * The proxy's own session replies (not the partner interface), checked by hand: the session check
 * decides what every page draws first, and a schema library (zod, 10 KB of gzip) on that path
 * would hold each first paint back for two small objects. The partner's replies are checked with
 * the contract's schemas, which load with their calls once the page has painted.
 */

export interface ReplyIssue {
  path: readonly PropertyKey[];
  message: string;
}
/**
 * The signed-in session: the profile's fields (as before people had accounts), the person, whom
 * they are viewing as (read-only) and the partner connection's state.
 */
export type Session = Profile & Omit<SessionReply, 'profile'>;

type Read<T> = { success: true; data: T } | { success: false; issues: ReplyIssue[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The named string fields of `value`, or what is wrong with it (every field, as zod would say). */
function readStrings<K extends string>(
  value: unknown,
  keys: readonly K[],
  path: readonly PropertyKey[],
  issues: ReplyIssue[],
): Record<K, string> | undefined {
  if (!isRecord(value)) {
    issues.push({ path, message: 'Expected an object' });
    return undefined;
  }
  const fields = {} as Record<K, string>;
  for (const key of keys) {
    const field = value[key];
    if (typeof field === 'string') fields[key] = field;
    else issues.push({ path: [...path, key], message: 'Expected a string' });
  }
  return fields;
}

const done = <T>(data: T | undefined, issues: ReplyIssue[]): Read<T> =>
  issues.length === 0 && data !== undefined ? { success: true, data } : { success: false, issues };

/**
 * `{ profile, person, viewingAs, partner }` (contract/people.ts, `sessionReply`). A person is
 * checked for what the shell reads (a `role`, a `scope`); the rest of the record is kept as sent,
 * and the pages that read more of a person load the contract's schemas with their own requests.
 */
export function readSessionReply(json: unknown): Read<Session> {
  const issues: ReplyIssue[] = [];
  const reply = isRecord(json) ? json : {};
  const profile = readStrings(
    isRecord(json) ? json.profile : json,
    PROFILE,
    isRecord(json) ? ['profile'] : [],
    issues,
  );
  for (const key of ['person', 'viewingAs'] as const) {
    const value = reply[key];
    if (key === 'person' || value !== null)
      if (!isRecord(value) || typeof value.role !== 'string' || !isRecord(value.scope))
        issues.push({ path: [key], message: 'Expected a person' });
  }
  if (!isRecord(reply.partner)) issues.push({ path: ['partner'], message: 'Expected an object' });
  const { person, viewingAs, partner } = reply;
  return done(profile && ({ ...profile, person, viewingAs, partner } as Session), issues);
}

const PROFILE = ['id', 'email', 'username'] as const;

export interface Meta {
  /** The demo sign-in, when the upstream is the embedded sample API; else null. */
  demoAccount: { email: string; password: string } | null;
}

/** `{ demoAccount: { email, password } | null }` */
export function readMetaReply(json: unknown): Read<Meta> {
  const issues: ReplyIssue[] = [];
  if (!isRecord(json)) return done<Meta>(undefined, [{ path: [], message: 'Expected an object' }]);
  if (json.demoAccount === null) return done<Meta>({ demoAccount: null }, issues);
  const demoAccount = readStrings(json.demoAccount, ['email', 'password'], ['demoAccount'], issues);
  return done(demoAccount && { demoAccount }, issues);
}
