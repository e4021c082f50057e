import type { Profile } from '../../contract/auth';
import type { SessionReply } from '../../contract/people';

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

export type Read<T> = { success: true; data: T } | { success: false; issues: ReplyIssue[] };

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The named string fields of `value`, or what is wrong with it (every field, as zod would say). */
export function readStrings<K extends string>(
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

export const done = <T>(data: T | undefined, issues: ReplyIssue[]): Read<T> =>
  issues.length === 0 && data !== undefined ? { success: true, data } : { success: false, issues };

/**
 * `{ profile, person, viewingAs, partner }` (contract/people.ts, `sessionReply`). Beyond the
 * profile, the people are checked for their presence only, and the partner's state is kept as
 * sent: what the shell reads of a person (a role, a scope) is used as a courtesy (the server
 * checks every request), and the pages that read more load the contract's schemas with their own
 * requests.
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
  const { person, viewingAs, partner } = reply;
  for (const [key, value] of Object.entries({ person, viewingAs }))
    if (!isRecord(value) && !(key === 'viewingAs' && value === null))
      issues.push({ path: [key], message: 'Expected an object' });
  return done(profile && ({ ...profile, person, viewingAs, partner } as Session), issues);
}

const PROFILE = ['id', 'email', 'username'] as const;
