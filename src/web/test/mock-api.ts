import { vi } from 'vitest';

/*
 * The network edge, and nothing else, is faked: `fetch` answers like the dashboard's proxy
 * (src/proxy/handler.ts) — the five-field envelope on /api/ops, the session reply on /api/session,
 * and the proxy's own envelope `{status:false, …, error:{code, detail, fields?}}` on failure.
 */

export interface ApiCall {
  method: string;
  path: string;
  /** The query string, e.g. `?action=dispute.raise` ('' when none). */
  search: string;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

const json = (status: number, payload: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(payload), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });

export const reply = {
  /** A successful operation. */
  ok: (result: unknown, message = 'OK') =>
    json(200, { status: true, statusCode: 200, message, result, error: null }),
  /** A failure as the proxy sends it. */
  error: (
    status: number,
    code: string,
    detail: string,
    extra: { fields?: { path: string; message: string }[]; headers?: Record<string, string> } = {},
  ) =>
    json(
      status,
      {
        status: false,
        statusCode: status,
        message: detail,
        result: null,
        error: { code, detail, ...(extra.fields ? { fields: extra.fields } : {}) },
      },
      extra.headers,
    ),
  json,
  noContent: () => new Response(null, { status: 204 }),
};

/**
 * Stubs `fetch` with handlers keyed `'METHOD /path'`. Unknown requests fail the way the proxy
 * fails them (404 UNKNOWN_OPERATION), and are recorded so a test can see what was asked. Several
 * reads in one request (`POST /api/ops`, `{calls}`) are answered as the proxy answers them: each
 * call by its own handler, recorded as its own `POST /api/ops/{op}`, a line of NDJSON as each
 * handler answers.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const text = typeof init.body === 'string' ? init.body : undefined;
    const call: ApiCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      search: url.search,
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    // A test may answer the batch path itself (a server of the version before: 404).
    if (call.method === 'POST' && call.path === '/api/ops' && !handlers['POST /api/ops'])
      return batch(call);
    return answer(call);
  });
  const answer = async (call: ApiCall) => {
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    if (!handler) return reply.error(404, 'UNKNOWN_OPERATION', 'No such operation');
    return handler(call);
  };
  const batch = (call: ApiCall) => {
    const each = (call.body as { calls: { op: string; query?: unknown; body?: unknown }[] }).calls;
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      start: (lines) =>
        Promise.all(
          each.map(async ({ op, ...input }, index) => {
            const response = await answer({
              ...call,
              path: `/api/ops/${op}`,
              body: JSON.parse(JSON.stringify(input)) as unknown,
            });
            const text = await response.text();
            let reply: unknown = null;
            try {
              reply = text ? (JSON.parse(text) as unknown) : null;
            } catch {
              // Not JSON: that call's reply is unreadable, the others' are not.
            }
            const line = {
              i: index,
              status: response.status,
              headers: Object.fromEntries(response.headers),
              reply,
            };
            lines.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
          }),
        ).then(
          () => lines.close(),
          (error: unknown) => lines.error(error),
        ),
    });
    return new Response(stream, {
      status: 200,
      headers: { 'content-type': 'application/x-ndjson; charset=utf-8' },
    });
  };
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
