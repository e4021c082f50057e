import { apiFetch, errorFromReply, readJson, unreadableReply } from './http';

interface ServerRequest {
  method?: 'GET' | 'POST' | 'DELETE' | 'PATCH' | 'PUT';
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/**
 * One of the dashboard server's own requests (people, the team, the audit log, the account,
 * notifications; not an operation of the partner interface): its reply as the server sends it. The
 * server checks each reply against the contract's schema before it leaves (`reply` among its
 * tools) and is built from the same commit as this page, so no page loads a schema library to read
 * its own server. A refusal is thrown as an `ApiError` carrying the server's own words
 * (`errorMessage` shows them as they are). A write whose reply nobody reads: `serverSend`.
 */
export async function serverRequest<T>(
  path: string,
  { method = 'GET', body, signal }: ServerRequest = {},
): Promise<T> {
  const response = await apiFetch(path, { method, body, signal });
  const json = await readJson(response, signal);
  if (!response.ok) throw errorFromReply(response, json);
  if (json === null || typeof json !== 'object') throw unreadableReply(response.status);
  return json as T;
}

/** A path with its query string, leaving out empty values. */
export const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};
