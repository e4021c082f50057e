// An operation's reply schema is loaded with its call, in parallel with it, and only its own part
// of the contract (asked for by the check itself, so the parts' loaders are on no first paint); on
// the app's first page, once that page has painted, so neither the schemas nor zod are fetched
// ahead of what draws it.
import type {
  OperationBody,
  OperationId,
  OperationQuery,
  OperationResult,
} from '../../contract/operations';
import { earlyOperationKey, takeEarly } from './early-requests';
import {
  contractMismatch,
  errorFromReply,
  readJson,
  sendOperation,
  unreadableReply,
  type ScopeHint,
} from './http';
import { nextTask } from '../performance/schedule';
import { afterFirstPagePaints } from '../performance/first-paint';
import type * as ReplyCheck from './reply-check';

/**
 * The check's module, asked for once (as the contract's parts are, `result-schemas.ts`): on the
 * server, run by tsx, every `import()` of a loaded module resolves it again on the loader's
 * thread, one at a time. A failed load is forgotten, so the next call asks again.
 */
let replyCheck: Promise<typeof ReplyCheck> | undefined;
const loadReplyCheck = () => {
  if (!replyCheck) {
    replyCheck = import('./reply-check');
    replyCheck.catch(() => (replyCheck = undefined));
  }
  return replyCheck;
};

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
 * Runs one operation through the proxy (`POST /api/ops/{id}`) and returns its `result`, parsed
 * with the contract's schema. Every failure — network, non-JSON, error envelope, a reply that
 * breaks the contract — is thrown as an `ApiError`.
 */
export async function callOperation<Id extends OperationId>(
  id: Id,
  input: OperationInput<Id> = {},
  { signal }: CallOptions = {},
): Promise<OperationResult<Id>> {
  const checks = afterFirstPagePaints()
    .then(loadReplyCheck)
    .then((check) => Promise.all([check, check.RESULT_SCHEMAS[id]()]));
  // Observed here so a failed fetch does not leave it unhandled; awaited below.
  checks.catch(() => undefined);
  const sentEarly =
    input.query === undefined && input.body === undefined && takeEarly(earlyOperationKey(id));
  // Sent in a task of its own: the queries a page starts as it draws would otherwise each add a
  // `fetch` (a few milliseconds on a slow phone) to the task that draws it.
  const response = await (sentEarly || nextTask().then(() => sendOperation(id, input, signal)));
  const json = await readJson(response, signal);
  if (!response.ok) throw errorFromReply(response, json, id);
  if (json === undefined) throw unreadableReply(response.status, id);

  const [{ readEnvelope, readResult }, resultSchema] = await checks;
  const envelope = readEnvelope(json);
  if (!envelope.success) throw contractMismatch(response.status, id, envelope.error.issues, id);
  if (!envelope.data.status) throw errorFromReply(response, json, id);

  // The schemas are typed as any schema; indexing by a generic id cannot narrow them, so the
  // parsed value is asserted to the id's own result type here, once.
  const result = readResult(resultSchema, envelope.data.result);
  if (!result.success) throw contractMismatch(response.status, id, result.error.issues, id);
  return result.data as OperationResult<Id>;
}
