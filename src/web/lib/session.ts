import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { profile, type Profile, type SignInBody } from '../../contract/auth';
import { apiFetch, contractMismatch, errorFromReply, readJson } from './http';

const profileReply = z.object({ profile });

const metaReply = z.object({
  /** The demo sign-in, when the upstream is the embedded sample API; else null. */
  demoAccount: z.object({ email: z.string(), password: z.string() }).nullable(),
});
export type Meta = z.infer<typeof metaReply>;

async function parseReply<T>(
  response: Response,
  schema: z.ZodType<T>,
  what: string,
  signal?: AbortSignal,
): Promise<T> {
  const json = await readJson(response, signal);
  if (!response.ok) throw errorFromReply(response, json);
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw contractMismatch(response.status, what, parsed.error.issues);
  return parsed.data;
}

/** The signed-in partner, or null when there is no session (401). */
export async function getSession(signal?: AbortSignal): Promise<Profile | null> {
  const response = await apiFetch('/api/session', { method: 'GET', signal });
  if (response.status === 401) return null;
  return (await parseReply(response, profileReply, 'the session check', signal)).profile;
}

/** Signs in; a 401 (wrong email or password) is thrown as an ApiError with status 401. */
export async function signIn(credentials: SignInBody): Promise<Profile> {
  const response = await apiFetch('/api/session', { method: 'POST', body: credentials });
  return (await parseReply(response, profileReply, 'sign-in')).profile;
}

export async function signOut(): Promise<void> {
  const response = await apiFetch('/api/session', { method: 'DELETE' });
  // 401: the session was already gone, which is what signing out wants.
  if (response.ok || response.status === 401) return;
  throw errorFromReply(response, await readJson(response));
}

export async function getMeta(signal?: AbortSignal): Promise<Meta> {
  const response = await apiFetch('/api/meta', { method: 'GET', signal });
  return parseReply(response, metaReply, 'the server description', signal);
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
