import { done, isRecord, readStrings, type Read, type ReplyIssue } from './session-replies';

/*
 * The server's description of itself (the demo sign-in), read by hand like the session's replies
 * (session-replies.ts); loaded with its request (session.ts), which only the sign-in page sends.
 */

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
