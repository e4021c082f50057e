/**
 * Calls to the partner gateway. The gateway takes JSON bodies on GET, which browsers' and Node's
 * `fetch` refuse to send, so this uses undici's `request` with an explicit method and
 * `Content-Length`, over pooled keep-alive connections.
 */
import { Agent, request } from 'undici';
import { operations, type OperationDef, type OperationId } from '../contract/operations';

export class UpstreamUnavailable extends Error {
  constructor(
    readonly kind: 'unreachable' | 'timeout',
    message: string,
  ) {
    super(message);
  }
}

export interface UpstreamReply {
  status: number;
  retryAfter: string | undefined;
  /**
   * The reply's bytes, as they came; a success's, once checked against the contract (`checked` in
   * handler.ts), the checked envelope's.
   */
  body: Buffer;
  /** The gateway's `Date`: its clock when it answered (what a write's effect is stamped with). */
  date?: string | undefined;
}

export const createUpstream = ({
  baseUrl,
  apiKey,
  timeoutMs,
}: {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}) => {
  const dispatcher = new Agent({
    keepAliveTimeout: 10_000,
    keepAliveMaxTimeout: 60_000,
    connections: 64,
    pipelining: 1,
  });
  const base = baseUrl.replace(/\/+$/, '');

  const call = async (
    id: OperationId,
    {
      query,
      body,
      token,
    }: { query?: Record<string, unknown> | undefined; body?: unknown; token?: string | undefined },
  ): Promise<UpstreamReply> => {
    const def = operations[id] as OperationDef;
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) params.set(name, String(value));
    }
    const qs = params.toString();
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    // Built from scratch: nothing the browser sent (cookies, hop-by-hop, keys) is passed on.
    const headers: Record<string, string> = { accept: 'application/json', 'x-api-key': apiKey };
    if (def.tokenHeader && token) headers[def.tokenHeader] = token;
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(payload.length);
    }
    try {
      const res = await request(`${base}${def.path}${qs ? `?${qs}` : ''}`, {
        method: def.method,
        headers,
        body: payload,
        dispatcher,
        // undici closes a connection after a GET with a body unless told otherwise (some servers
        // misread such bodies); this upstream expects them, with an explicit Content-Length.
        reset: false,
        // undici's own timers, not an AbortSignal per request (a measurable share of the proxy's
        // CPU on light reads): no headers, or a pause in the body, past the limit fails it.
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      const body = Buffer.from(await res.body.arrayBuffer());
      const retryAfter = res.headers['retry-after'];
      const date = res.headers.date;
      return {
        status: res.statusCode,
        retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
        body,
        date: Array.isArray(date) ? date[0] : date,
      };
    } catch (error) {
      const { name, code } = error as { name?: string; code?: string };
      if (
        name === 'TimeoutError' ||
        name === 'AbortError' ||
        code === 'UND_ERR_HEADERS_TIMEOUT' ||
        code === 'UND_ERR_BODY_TIMEOUT'
      ) {
        throw new UpstreamUnavailable(
          'timeout',
          `The partner service did not answer ${id} within ${timeoutMs / 1000} s`,
        );
      }
      throw new UpstreamUnavailable(
        'unreachable',
        `The partner service could not be reached for ${id}`,
      );
    }
  };

  return { call, close: () => dispatcher.close() };
};
export type Upstream = ReturnType<typeof createUpstream>;
