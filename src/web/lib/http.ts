import type { OperationId } from '../../contract/operations';
import { ApiError, CLIENT_ERROR_CODES, NETWORK_ERROR_MESSAGE } from './api-error';

/** The proxy answers 403 to any /api request without this header (its CSRF defence). */
const BASE_HEADERS = { 'X-Dashboard-Request': '1', Accept: 'application/json' };

interface FetchInit {
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH' | 'PUT';
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/** Headers every request carries for the moment (`lib/refresh.ts`: the refresh asks afresh). */
export const momentHeaders: Record<string, string> = {};

/** Headers a signal's requests carry besides these (`lib/background.ts`: background work). */
export const signalHeaders = new WeakMap<AbortSignal, Record<string, string>>();

/** The proxy's session resource: GET checks it, POST signs in, DELETE signs out. */
export const SESSION_PATH = '/api/session';

/**
 * Where a write that names only an order belongs (its client and channel), for the server's
 * scope check before it looks the order up; the server still checks the order's own details.
 */
export interface ScopeHint {
  clientId: string;
  channel: string;
}

/**
 * One operation through the proxy (`POST /api/ops/{id}`): its query and body, and the scope
 * hint when there is one, in the JSON body.
 */
export const sendOperation = (
  id: OperationId,
  input: { query?: unknown; body?: unknown; scopeHint?: ScopeHint | undefined },
  signal?: AbortSignal,
): Promise<Response> =>
  apiFetch(`/api/ops/${id}`, {
    method: 'POST',
    // An absent scope hint is left out (JSON drops `undefined`).
    body: { query: input.query, body: input.body, scopeHint: input.scopeHint },
    signal,
  });

/**
 * A request or its reply's body lost on the way: the network's `ApiError`, named plainly; a
 * cancelled one rethrown as it is (React Query expects the abort error itself).
 */
export const lostOnTheWay = (error: unknown, signal: AbortSignal | undefined): never => {
  if (signal?.aborted) throw error;
  throw new ApiError({
    status: 0,
    code: CLIENT_ERROR_CODES.network,
    message: NETWORK_ERROR_MESSAGE,
  });
};

/** `fetch` to the same-origin proxy: its header, the session cookie, failures named plainly. */
export async function apiFetch(path: string, init: FetchInit): Promise<Response> {
  const hasBody = init.body !== undefined;
  try {
    return await fetch(path, {
      method: init.method,
      credentials: 'same-origin',
      headers: {
        ...(hasBody ? { ...BASE_HEADERS, 'Content-Type': 'application/json' } : BASE_HEADERS),
        ...momentHeaders,
        ...(init.signal && signalHeaders.get(init.signal)),
      },
      body: hasBody ? JSON.stringify(init.body) : undefined,
      signal: init.signal,
    });
  } catch (error) {
    return lostOnTheWay(error, init.signal);
  }
}

/** The body as JSON, or `undefined` when it is empty or not JSON. */
export async function readJson(response: Response, signal?: AbortSignal): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    return lostOnTheWay(error, signal);
  }
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export const unreadableReply = (status: number, operation?: string) =>
  new ApiError({
    status,
    code: CLIENT_ERROR_CODES.unreadable,
    message: `The dashboard server sent an unreadable reply (HTTP ${status}).`,
    operation,
  });

export const contractMismatch = (
  status: number,
  what: string,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  operation?: string,
) => {
  // Not the contract's describeIssues: importing the operations table here would put every
  // schema on the sign-in page's critical path.
  const fields = issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(reply)',
    message: issue.message,
  }));
  return new ApiError({
    status,
    code: CLIENT_ERROR_CODES.contract,
    message: `The reply to ${what} did not have the expected shape.`,
    fields,
    operation,
  });
};

const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request was not valid.',
  401: 'Your session has ended. Sign in again.',
  403: 'The dashboard server refused this request.',
  404: 'Not found.',
  409: 'That change conflicts with the current state.',
  429: 'Too many requests. Try again in a moment.',
  502: 'The partner service did not answer properly.',
  504: 'The partner service took too long to answer.',
};

interface ErrorReply {
  message?: string;
  error?: string | { code: string; detail: string; fields?: { path: string; message: string }[] };
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * Reads an error reply for what it can tell and never rejects it for its shape: a failure is
 * already being reported, so this is best-effort reading, not validation (and no schema library
 * on the first page's critical path).
 */
const readErrorReply = (json: unknown): ErrorReply => {
  if (!json || typeof json !== 'object') return {};
  const { message, error } = json as Record<string, unknown>;
  const reply: ErrorReply = isText(message) ? { message } : {};
  if (isText(error)) reply.error = error;
  else if (error && typeof error === 'object') {
    const { code, detail, fields } = error as Record<string, unknown>;
    if (isText(code) && isText(detail)) {
      const list = Array.isArray(fields)
        ? fields.filter(
            (f): f is { path: string; message: string } =>
              !!f &&
              typeof f === 'object' &&
              isText((f as Record<string, unknown>).path) &&
              isText((f as Record<string, unknown>).message),
          )
        : undefined;
      reply.error = { code, detail, ...(list ? { fields: list } : {}) };
    }
  }
  return reply;
};

const codeFromName = (name: string) =>
  name
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_');

/** What a failed reply is read from: a `Response`, or a line of a batch's reply. */
type ReplyHead = Pick<Response, 'status' | 'headers'>;

const retryAfterSeconds = (response: ReplyHead) => {
  const value = Number(response.headers.get('Retry-After'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
};

/** Turns a failed reply (an envelope, or anything else) into an ApiError. */
export function errorFromReply(response: ReplyHead, json: unknown, operation?: string): ApiError {
  const status = response.status;
  const reply = readErrorReply(json);
  const error = reply.error;
  const fallback =
    STATUS_MESSAGES[status] ??
    (status >= 500
      ? `The dashboard server failed (HTTP ${status}).`
      : `Request failed (HTTP ${status}).`);
  if (error && typeof error === 'object') {
    return new ApiError({
      status,
      code: error.code,
      message: error.detail || reply.message || fallback,
      fields: error.fields,
      retryAfter: retryAfterSeconds(response),
      operation,
    });
  }
  return new ApiError({
    status,
    code: typeof error === 'string' && error ? codeFromName(error) : `HTTP_${status}`,
    message: reply.message || fallback,
    retryAfter: retryAfterSeconds(response),
    operation,
  });
}
