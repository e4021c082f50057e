import type { $ZodType } from 'zod/v4/core';
import { afterFirstPagePaints } from '../performance/first-paint';
import { apiFetch, contractMismatch, errorFromReply, readJson, unreadableReply } from './http';

interface ServerRequest {
  method?: 'GET' | 'POST' | 'DELETE' | 'PATCH' | 'PUT';
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/**
 * One of the dashboard server's own requests (people, the team, the audit log, the account; not
 * an operation of the partner interface), its reply parsed with the contract's schema. A refusal
 * is thrown as an `ApiError` carrying the server's own words (`errorMessage` shows them as they
 * are). A write whose reply nobody reads: `serverSend`.
 *
 * The schema comes from `loadSchema` (a dynamic import of the contract's module), loaded with zod
 * beside the request once the first page has painted, as the partner operations' (api-client.ts):
 * the people pages paint without a schema library.
 */
export async function serverRequest<T>(
  path: string,
  { method = 'GET', body, signal }: ServerRequest,
  loadSchema: () => Promise<$ZodType<T>>,
): Promise<T> {
  const checks = afterFirstPagePaints().then(() =>
    Promise.all([import('zod/v4/core'), loadSchema()]),
  );
  // Observed here so a failed fetch does not leave it unhandled; awaited below.
  checks.catch(() => undefined);
  const response = await apiFetch(path, { method, body, signal });
  const json = await readJson(response, signal);
  if (!response.ok) throw errorFromReply(response, json);
  if (json === undefined) throw unreadableReply(response.status);
  const [{ safeParse }, schema] = await checks;
  const parsed = safeParse(schema, json);
  if (!parsed.success) throw contractMismatch(response.status, path, parsed.error.issues);
  return parsed.data;
}

/** A path with its query string, leaving out empty values. */
export const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};
