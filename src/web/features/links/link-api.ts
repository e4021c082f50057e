import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { acceptLinkBody, linkState } from '../../../contract/people';
import { isApiError } from '../../lib/api-error';
import { apiFetch, contractMismatch, errorFromReply, readJson } from '../../lib/http';

export type LinkState = z.output<typeof linkState>;
export type AcceptLinkBody = z.output<typeof acceptLinkBody>;

const linkPath = (token: string) => `/api/links/${encodeURIComponent(token)}`;

/** `GET /api/links/{token}`: what an invitation or reset link is. A 404 is a link that is not one. */
async function getLinkState(
  token: string,
  kind: LinkState['kind'],
  signal?: AbortSignal,
): Promise<LinkState> {
  // The reply's schema (and zod with it) loads beside the request: the page paints without them.
  const check = import('../../../contract/people');
  check.catch(() => undefined);
  const response = await apiFetch(linkPath(token), { method: 'GET', signal });
  const json = await readJson(response, signal);
  if (!response.ok) {
    const error = errorFromReply(response, json);
    if (isApiError(error) && error.status === 404)
      return { kind, state: 'invalid', email: null, name: null, oidc: false };
    throw error;
  }
  const { linkState } = await check;
  const parsed = linkState.safeParse(json);
  if (!parsed.success) throw contractMismatch(response.status, 'the link', parsed.error.issues);
  return parsed.data;
}

export const linkQueryOptions = (token: string, kind: LinkState['kind']) =>
  queryOptions({
    queryKey: ['links', kind, token] as const,
    queryFn: ({ signal }) => getLinkState(token, kind, signal),
    staleTime: Infinity,
  });

/** `POST /api/links/{token}`: sets the password and signs the person in (a session cookie). */
export async function acceptLink(token: string, body: AcceptLinkBody): Promise<void> {
  const response = await apiFetch(linkPath(token), { method: 'POST', body });
  if (!response.ok) throw errorFromReply(response, await readJson(response));
}

/** The company sign-in, accepting the link: a full navigation (the provider's pages, then back). */
export const oidcStartPath = (token: string) =>
  `/api/oidc/start?${new URLSearchParams({ link: token }).toString()}`;
