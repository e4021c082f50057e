import { queryOptions } from '@tanstack/react-query';
import type { SignInBody } from '../../contract/auth';
import { dropEarly, EARLY_SESSION, takeEarly } from './early-requests';
import { apiFetch, contractMismatch, errorFromReply, readJson, SESSION_PATH } from './http';
import {
  readMetaReply,
  readSessionReply,
  type Meta,
  type ReplyIssue,
  type Session,
} from './session-replies';

export type { Meta, Session } from './session-replies';

async function parseReply<T>(
  response: Response,
  read: (json: unknown) => { success: true; data: T } | { success: false; issues: ReplyIssue[] },
  what: string,
  signal?: AbortSignal,
): Promise<T> {
  const json = await readJson(response, signal);
  if (!response.ok) throw errorFromReply(response, json);
  const parsed = read(json);
  if (!parsed.success) throw contractMismatch(response.status, what, parsed.issues);
  return parsed.data;
}

/** The session (the profile's fields, the person, whom they view as), or null when signed out. */
export async function getSession(signal?: AbortSignal): Promise<Session | null> {
  const response = await (takeEarly(EARLY_SESSION) ??
    apiFetch(SESSION_PATH, { method: 'GET', signal }));
  if (response.status === 401) {
    dropEarly();
    return null;
  }
  return parseReply(response, readSessionReply, 'the session check', signal);
}

/** Signs in; a 401 (wrong email or password) is thrown as an ApiError with status 401. */
export async function signIn(credentials: SignInBody): Promise<Session> {
  const response = await apiFetch(SESSION_PATH, { method: 'POST', body: credentials });
  return parseReply(response, readSessionReply, 'sign-in');
}

/** A DELETE that must succeed (`gone`: a 401, the session already ended, counts as done). */
async function remove(path: string, gone = false): Promise<void> {
  const response = await apiFetch(path, { method: 'DELETE' });
  if (response.ok || (gone && response.status === 401)) return;
  throw errorFromReply(response, await readJson(response));
}

/** Ends this session, or with `everywhere` every session of the user (other browsers too). */
export const signOut = ({ everywhere = false } = {}): Promise<void> =>
  // 401: the session was already gone, which is what signing out wants.
  remove(everywhere ? `${SESSION_PATH}?everywhere=1` : SESSION_PATH, true);

/** Back from viewing the dashboard as someone (the banner's "Stop viewing"). */
export const stopViewingAs = (): Promise<void> => remove('/api/view-as');

export async function getMeta(signal?: AbortSignal): Promise<Meta> {
  const response = await apiFetch('/api/meta', { method: 'GET', signal });
  return parseReply(response, readMetaReply, 'the server description', signal);
}

export const sessionKeys = { all: ['session'] as const };

/** Changes only by signing in or out (both set it), so it never goes stale by itself. */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.all,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: Infinity,
  });

export const metaQueryOptions = () =>
  queryOptions({
    queryKey: ['meta'] as const,
    queryFn: ({ signal }) => getMeta(signal),
    staleTime: Infinity,
  });
