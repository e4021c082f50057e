import { done, isRecord, readStrings, type Read, type ReplyIssue } from './session-replies';

/*
 * The server's description of itself (the demo sign-in), read by hand like the session's replies
 * (session-replies.ts); loaded with its request (session.ts), which only the sign-in page sends.
 */

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
