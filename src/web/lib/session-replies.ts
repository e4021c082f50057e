import type { Profile } from '../../contract/auth';

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

/** `{ profile: { id, email, username } }` */
export function readProfileReply(json: unknown): Read<{ profile: Profile }> {
  const issues: ReplyIssue[] = [];
  const profile = readStrings(
    isRecord(json) ? json.profile : json,
    ['id', 'email', 'username'],
    isRecord(json) ? ['profile'] : [],
    issues,
  );
  return done(profile && { profile }, issues);
}

export interface Meta {
  /** The demo sign-in, when the upstream is the embedded sample API; else null. */
  demoAccount: { email: string; password: string } | null;
  /** Whether the company's identity provider is configured (absent from older servers: no). */
  oidc?: boolean;
}

/** `{ demoAccount: { email, password } | null, oidc?: boolean }` */
export function readMetaReply(json: unknown): Read<Meta> {
  const issues: ReplyIssue[] = [];
  if (!isRecord(json)) return done<Meta>(undefined, [{ path: [], message: 'Expected an object' }]);
  // Optional: a server that does not say (or says it otherwise) offers no company sign-in.
  const oidc = typeof json.oidc === 'boolean' && { oidc: json.oidc };
  if (json.demoAccount === null) return done<Meta>({ demoAccount: null, ...oidc }, issues);
  const demoAccount = readStrings(json.demoAccount, ['email', 'password'], ['demoAccount'], issues);
  return done(demoAccount && { demoAccount, ...oidc }, issues);
}
