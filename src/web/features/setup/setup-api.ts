import type * as z from 'zod/mini';
import type { setupBody } from '../../../contract/people';
import { apiFetch, errorFromReply, readJson } from '../../lib/http';

export type SetupBody = z.output<typeof setupBody>;

/** `POST /api/setup`: keeps the partner credential (once the gateway accepts it) and signs the owner in. */
export async function sendSetup(body: SetupBody): Promise<void> {
  const response = await apiFetch('/api/setup', { method: 'POST', body });
  if (!response.ok) throw errorFromReply(response, await readJson(response));
}
