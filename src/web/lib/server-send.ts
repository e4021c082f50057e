import { apiFetch, errorFromReply, readJson } from './http';

/**
 * A write to the dashboard server's own requests whose reply nobody reads (a 204): sent once;
 * a refusal is thrown as an `ApiError` in the server's own words. Without the schema library,
 * for what loads with the shell (the viewing-as banner).
 */
export async function serverSend(
  path: string,
  init: { method: 'POST' | 'DELETE'; body?: unknown },
): Promise<void> {
  const response = await apiFetch(path, init);
  if (!response.ok) throw errorFromReply(response, await readJson(response));
}
