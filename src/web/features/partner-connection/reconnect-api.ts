import type * as z from 'zod/mini';
import type { partnerConnectionBody } from '../../../contract/people';
import { apiFetch, errorFromReply, readJson } from '../../lib/http';

export type PartnerConnectionBody = z.output<typeof partnerConnectionBody>;

/** `PUT /api/partner-connection` (owners): a new partner credential, checked before it is kept. */
export async function reconnectPartner(body: PartnerConnectionBody): Promise<void> {
  const response = await apiFetch('/api/partner-connection', { method: 'PUT', body });
  if (!response.ok) throw errorFromReply(response, await readJson(response));
}
