// The proxy checks every reply against the contract as it comes from the gateway (a reply that
// breaks it is a 502 naming the operation), and sends the checked envelope: the browser reads it
// without a schema, so no page loads zod or the contract's schemas to show its data.
import type {
  OperationBody,
  OperationId,
  OperationQuery,
  OperationResult,
} from '../../contract/operations';
import { earlyOperationKey, takeEarly } from './early-requests';
import { errorFromReply, readJson, sendOperation, unreadableReply, type ScopeHint } from './http';
import { nextTask } from '../performance/schedule';

export interface OperationInput<Id extends OperationId> {
  /** Carries the client parameter by its contract name (`clientId` or `client_id`), paging etc. */
  query?: OperationQuery<Id>;
  body?: OperationBody<Id>;
  /** The client and channel of a write that names only an order (see `ScopeHint`). */
  scopeHint?: ScopeHint;
}

export interface CallOptions {
  signal?: AbortSignal | undefined;
}

/**
 * Runs one operation through the proxy (`POST /api/ops/{id}`) and returns its `result`, as the
 * proxy checked it against the contract. Every failure — network, non-JSON, error envelope, a
 * reply that broke the contract (the proxy's 502) — is thrown as an `ApiError`.
 */
export async function callOperation<Id extends OperationId>(
  id: Id,
  input: OperationInput<Id> = {},
  { signal }: CallOptions = {},
): Promise<OperationResult<Id>> {
  const sentEarly =
    input.query === undefined && input.body === undefined && takeEarly(earlyOperationKey(id));
  // Sent in a task of its own: the queries a page starts as it draws would otherwise each add a
  // `fetch` (a few milliseconds on a slow phone) to the task that draws it.
  const response = await (sentEarly || nextTask().then(() => sendOperation(id, input, signal)));
  const json = await readJson(response, signal);
  if (!response.ok) throw errorFromReply(response, json, id);
  if (json === undefined) throw unreadableReply(response.status, id);

  // The envelope as the proxy sends it: a success carries `status: true` and the checked result.
  const envelope = json as { status?: unknown; result?: unknown };
  if (typeof json !== 'object' || json === null || typeof envelope.status !== 'boolean')
    throw unreadableReply(response.status, id);
  if (!envelope.status) throw errorFromReply(response, json, id);
  return envelope.result as OperationResult<Id>;
}
