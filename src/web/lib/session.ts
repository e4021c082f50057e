import { queryOptions } from '@tanstack/react-query';
import type { SignInBody } from '../../contract/auth';
import { dropEarly, EARLY_SESSION, takeEarly } from './early-requests';
import { apiFetch, contractMismatch, errorFromReply, readJson, SESSION_PATH } from './http';
import { readSessionReply, type ReplyIssue, type Session } from './session-replies';

export type { Session } from './session-replies';
export type { Meta } from './meta';

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

/** Ends this session, or with `everywhere` every session of the user (other browsers too). */
export async function signOut({ everywhere = false } = {}): Promise<void> {
  const response = await apiFetch(everywhere ? `${SESSION_PATH}?everywhere=1` : SESSION_PATH, {
    method: 'DELETE',
  });
  // 401: the session was already gone, which is what signing out wants.
  if (response.ok || response.status === 401) return;
  throw errorFromReply(response, await readJson(response));
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
    // Its reader loads first: only the sign-in page asks, and every page's first paint has this
    // module.
    queryFn: ({ signal }) =>
      import('./meta').then(async ({ readMetaReply }) =>
        parseReply(
          await apiFetch('/api/meta', { method: 'GET', signal }),
          readMetaReply,
          'the server description',
          signal,
        ),
      ),
    staleTime: Infinity,
  });
