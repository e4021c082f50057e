// The proxy checks every reply against the contract as it comes from the gateway (a reply that
// breaks it is a 502 naming the operation), and sends the checked envelope: the browser reads it
// without a schema, so no page loads zod or the contract's schemas to show its data.
import { OPS_BATCH_LIMIT, OPS_BATCH_PATH } from '../../contract/constants';
import type { OpsBatchLine } from '../../contract/ops-batch';
import type {
  ForwardableOf,
  OperationBody,
  OperationId,
  OperationQuery,
  OperationResult,
} from '../../contract/operations';
import { earlyOperationKey, takeEarly } from './early-requests';
import {
  apiFetch,
  errorFromReply,
  readJson,
  sendOperation,
  signalHeaders,
  unreadableReply,
  type ScopeHint,
} from './http';
import { readLines } from './read-lines';
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

/** One call's reply: from its own request, or its line of a batch's. */
interface Reply {
  status: number;
  headers: Headers;
  json: unknown;
}

const replyOf = async (response: Response, signal?: AbortSignal): Promise<Reply> => ({
  status: response.status,
  headers: response.headers,
  json: await readJson(response, signal),
});

/** The writes: each sent on its own, once per action, never in a batch (the server refuses it). */
const WRITES = {
  replyToReview: true,
  raiseManualDispute: true,
  setAutoDispute: true,
  addManualDisputeConfig: true,
} as const satisfies Record<ForwardableOf<'write'>, true>;

interface Waiting {
  id: OperationId;
  input: OperationInput<OperationId>;
  signal: AbortSignal | undefined;
  resolve: (reply: Reply) => void;
  reject: (error: unknown) => void;
}

/**
 * What keeps apart the reads the server makes with the pages' code for different people at once
 * (src/notify/brief-reader.ts sets it to the person's context): reads are gathered only with
 * reads of the same context, and sent in it. In the browser, one.
 */
let contextOf: () => unknown = () => undefined;
export const gatherReadsBy = (context: () => unknown) => {
  contextOf = context;
};

/** The reads asked for in this task: by context, then by the headers their signals add. */
const gathering = new Map<unknown, Map<string, Waiting[]>>();

/**
 * A read's reply, from the request this task's reads go out in: alone, as `POST /api/ops/{id}`,
 * or with the others as one `POST /api/ops` (OPS_BATCH_PATH), its reply read line by line as each
 * call is answered. Sent in a task of its own: the queries a page starts as it draws would
 * otherwise each add a `fetch` (a few milliseconds on a slow phone) to the task that draws it.
 */
const gathered = (
  id: OperationId,
  input: OperationInput<OperationId>,
  signal: AbortSignal | undefined,
) =>
  new Promise<Reply>((resolve, reject) => {
    const context = contextOf();
    let now = gathering.get(context);
    if (!now) {
      const these = (now = new Map<string, Waiting[]>());
      gathering.set(context, these);
      // Sent from this caller's own continuation: on the server, in its person's context.
      void nextTask().then(() => {
        if (gathering.get(context) === these) gathering.delete(context);
        for (const calls of these.values())
          for (let at = 0; at < calls.length; at += OPS_BATCH_LIMIT)
            void send(calls.slice(at, at + OPS_BATCH_LIMIT));
      });
    }
    const key = JSON.stringify((signal && signalHeaders.get(signal)) ?? {});
    const calls = now.get(key) ?? [];
    now.set(key, calls);
    calls.push({ id, input, signal, resolve, reject });
  });

/** One read sent on its own, as `POST /api/ops/{id}`. */
const sendAlone = (call: Waiting) =>
  sendOperation(call.id, call.input, call.signal)
    .then((response) => replyOf(response, call.signal))
    .then(call.resolve, call.reject);

async function send(calls: readonly Waiting[]): Promise<void> {
  const live = calls.filter((call) => {
    if (call.signal?.aborted) call.reject(call.signal.reason);
    return !call.signal?.aborted;
  });
  const [first] = live;
  if (!first) return;
  if (live.length === 1) return sendAlone(first);
  // Each call may be cancelled on its own (its query no longer wanted); the request stops when
  // none is waiting any more. The calls' listeners go with the request (`finally`).
  const stop = new AbortController();
  const waiting = new Map(live.map((call, index) => [index, call]));
  const listeners = [...waiting].map(([index, call]) => {
    const cancel = () => {
      if (!waiting.delete(index)) return;
      call.reject(call.signal?.reason);
      if (waiting.size === 0) stop.abort(call.signal?.reason);
    };
    call.signal?.addEventListener('abort', cancel, { once: true });
    return () => call.signal?.removeEventListener('abort', cancel);
  });
  const headers = first.signal && signalHeaders.get(first.signal);
  if (headers) signalHeaders.set(stop.signal, headers);
  try {
    const response = await apiFetch(OPS_BATCH_PATH, {
      method: 'POST',
      body: {
        calls: live.map((call) => ({
          op: call.id,
          query: call.input.query,
          body: call.input.body,
        })),
      },
      signal: stop.signal,
    });
    if (response.status === 404 || response.status === 405) {
      // A server of the version before (a deployment under way) has no batches: each alone.
      await Promise.all([...waiting.values()].map(sendAlone));
      waiting.clear();
      return;
    }
    if (!response.ok) {
      // Refused whole (signed out, the service down): each call's failure is that reply.
      const whole = await replyOf(response, stop.signal);
      for (const call of waiting.values()) call.resolve(whole);
      waiting.clear();
      return;
    }
    await readLines(response, stop.signal, (line) => {
      const answer = (line ?? {}) as Partial<OpsBatchLine>;
      const call = typeof answer.i === 'number' ? waiting.get(answer.i) : undefined;
      if (!call || typeof answer.status !== 'number') return;
      waiting.delete(answer.i as number);
      try {
        const lineHeaders = new Headers();
        for (const [name, value] of Object.entries(answer.headers ?? {}))
          lineHeaders.set(name, String(value));
        call.resolve({ status: answer.status, headers: lineHeaders, json: answer.reply });
      } catch {
        call.reject(unreadableReply(response.status, call.id));
      }
    });
    // The reply ended without some calls' lines: unreadable, as a cut-off reply is.
    for (const call of waiting.values()) call.reject(unreadableReply(response.status, call.id));
  } catch (error) {
    for (const call of waiting.values()) call.reject(error);
  } finally {
    waiting.clear();
    for (const remove of listeners) remove();
  }
}

/**
 * Runs one operation through the proxy and returns its `result`, as the proxy checked it against
 * the contract: a write as `POST /api/ops/{id}`, a read with the other reads of its task (above).
 * Every failure — network, non-JSON, error envelope, a reply that broke the contract (the proxy's
 * 502) — is thrown as an `ApiError`.
 */
export async function callOperation<Id extends OperationId>(
  id: Id,
  input: OperationInput<Id> = {},
  { signal }: CallOptions = {},
): Promise<OperationResult<Id>> {
  const sentEarly =
    input.query === undefined && input.body === undefined && takeEarly(earlyOperationKey(id));
  const reply = await (sentEarly
    ? sentEarly.then((response) => replyOf(response, signal))
    : id in WRITES
      ? nextTask()
          .then(() => sendOperation(id, input, signal))
          .then((response) => replyOf(response, signal))
      : gathered(id, input as OperationInput<OperationId>, signal));
  const { json } = reply;
  if (reply.status < 200 || reply.status > 299) throw errorFromReply(reply, json, id);
  if (json === undefined) throw unreadableReply(reply.status, id);

  // The envelope as the proxy sends it: a success carries `status: true` and the checked result.
  const envelope = json as { status?: unknown; result?: unknown };
  if (typeof json !== 'object' || json === null || typeof envelope.status !== 'boolean')
    throw unreadableReply(reply.status, id);
  if (!envelope.status) throw errorFromReply(reply, json, id);
  return envelope.result as OperationResult<Id>;
}
