/**
 * The browser-facing interface of the proxy, as one `(req, res, next)` handler that mounts in
 * Vite's dev server and in the production `node:http` server alike.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import * as z from 'zod/mini';
import { signInBody, signInResult } from '../contract/auth';
import { envelope, failureEnvelope } from '../contract/common';
import {
  describeIssues,
  isOperationId,
  operations,
  type OperationDef,
  type OperationId,
} from '../contract/operations';
import type { ProxyConfig } from './config';
import {
  clearedSessionCookie,
  COOKIE_NAME,
  createSessionCodec,
  isSecureRequest,
  readCookie,
  SECURE_COOKIE_NAME,
  sessionCookie,
  type Session,
} from './session';
import { createMemoryGuard, createRedisGuard, GuardUnavailable } from './guard';
import { createUpstream, UpstreamUnavailable, type UpstreamReply } from './upstream';

const gzipAsync = promisify(gzip);
const MAX_BODY_BYTES = 1_000_000;
/** Refresh this long before the access token ends. */
const REFRESH_MARGIN_MS = 5 * 60_000;

/** JSON text already validated, to send as it is. */
class RawJson {
  constructor(readonly bytes: Buffer) {}
}

export class ProxyError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
    readonly extra: {
      fields?: { path: string; message: string }[];
      headers?: Record<string, string>;
    } = {},
  ) {
    super(detail);
  }
}

const opsRequest = z.strictObject({
  query: z.optional(z.unknown()),
  body: z.optional(z.unknown()),
});

type Next = (error?: unknown) => void;

export const createProxyHandler = (config: ProxyConfig) => {
  const upstream = createUpstream({
    baseUrl: config.upstreamUrl,
    apiKey: config.partnerApiKey,
    timeoutMs: config.upstreamTimeoutMs,
  });
  const codec = createSessionCodec(config.sessionSecret);
  const guard = config.redisUrl ? createRedisGuard(config.redisUrl) : createMemoryGuard();
  /** One refresh per session at a time, keyed by its refresh token. */
  const refreshing = new Map<string, Promise<Session>>();
  /** Sessions refreshed in the last minute, by their old access token, for requests already in flight. */
  const refreshed = new Map<string, { session: Session; at: number }>();

  const send = async (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    payload: unknown,
    headers: Record<string, string | string[]> = {},
  ) => {
    // An upstream success is passed on as the bytes it came in, not parsed or serialised again.
    let body: Buffer =
      payload instanceof RawJson ? payload.bytes : Buffer.from(JSON.stringify(payload));
    const out: Record<string, string | string[]> = {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      vary: 'accept-encoding',
      ...headers,
    };
    // Small replies are not worth the CPU: compress the large lists and finance tables only.
    if (body.length > 16_384 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      body = await gzipAsync(body);
      out['content-encoding'] = 'gzip';
    }
    out['content-length'] = String(body.length);
    res.writeHead(status, out);
    res.end(body);
  };

  const failure = (error: ProxyError) => ({
    status: false,
    statusCode: error.status,
    message: error.message,
    result: null,
    error: {
      code: error.code,
      detail: error.message,
      ...(error.extra.fields ? { fields: error.extra.fields } : {}),
    },
  });

  const readJson = (req: IncomingMessage) =>
    new Promise<unknown>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          reject(new ProxyError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large'));
          req.removeAllListeners('data');
        } else chunks.push(chunk);
      });
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if (text.trim() === '') return resolve(undefined);
        try {
          resolve(JSON.parse(text));
        } catch {
          reject(new ProxyError(400, 'MALFORMED_JSON', 'The request body is not valid JSON'));
        }
      });
      // The client went away mid-upload: nothing to answer and nothing unexpected to log.
      req.on('error', () =>
        reject(new ProxyError(400, 'REQUEST_ABORTED', 'The request was abandoned by the client')),
      );
    });

  const validate = <T extends z.ZodMiniType>(
    schema: T,
    value: unknown,
    where: string,
  ): z.output<T> => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    const { fields, detail } = describeIssues(parsed.error.issues, where);
    throw new ProxyError(400, 'INVALID_REQUEST', detail, { fields });
  };

  /** CSRF defence: a custom header, and same-origin by `Origin` and `Sec-Fetch-Site`. */
  const allowedHosts = new Set(config.allowedHosts.map((host) => host.toLowerCase()));
  const checkSameOrigin = (req: IncomingMessage) => {
    // The Origin rule below compares with Host; with ALLOWED_HOSTS set, Host itself must be one
    // of this site's names (a rebound DNS name reaching the server is refused).
    if (allowedHosts.size > 0 && !allowedHosts.has(String(req.headers.host ?? '').toLowerCase()))
      throw new ProxyError(421, 'UNKNOWN_HOST', 'This server does not answer for that host name');
    if (req.headers['x-dashboard-request'] !== '1') {
      throw new ProxyError(
        403,
        'CSRF_HEADER_REQUIRED',
        'Requests to /api must carry X-Dashboard-Request: 1',
      );
    }
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      throw new ProxyError(403, 'CROSS_SITE_REQUEST', 'Cross-site requests are refused');
    }
    const origin = req.headers.origin;
    if (origin !== undefined) {
      const host = URL.canParse(origin) ? new URL(origin).host : null;
      if (host !== req.headers.host)
        throw new ProxyError(403, 'CROSS_SITE_REQUEST', 'Cross-origin requests are refused');
    }
  };

  // Opened cookies by their sealed text: the same text always opens to the same session, so each
  // is decrypted once rather than on every request. Bounded; the oldest go first.
  const opened = new Map<string, Session>();
  const OPENED_MAX = 1024;
  const sessionOf = (req: IncomingMessage): Session | null => {
    // Over HTTPS only the `__Host-` cookie counts: a plain one could have been planted by a
    // sibling subdomain (a sign-in into someone else's account).
    const secure = isSecureRequest(req, config.trustProxy);
    const value = readCookie(req, secure ? SECURE_COOKIE_NAME : COOKIE_NAME);
    if (!value) return null;
    const known = opened.get(value);
    if (known) {
      if (known.expiresAt > Date.now()) return known;
      opened.delete(value);
      return null;
    }
    const session = codec.unseal(value);
    if (session) {
      if (opened.size >= OPENED_MAX) opened.delete(opened.keys().next().value ?? '');
      opened.set(value, Object.freeze(session));
    }
    return session;
  };

  /** The cookie's session unless it was signed out (here or on any instance). */
  const liveSessionOf = async (req: IncomingMessage): Promise<Session | null> => {
    const session = sessionOf(req);
    if (!session) return null;
    const revoked = await guard.isRevoked(session.sid, session.profile.id, session.iat);
    return revoked ? null : session;
  };

  /**
   * Who is signing in, for the throttle: the connection's address, or behind a load balancer
   * (`TRUST_PROXY`) the last X-Forwarded-For entry, the one the balancer itself added (earlier
   * entries are whatever the client sent).
   */
  const clientAddress = (req: IncomingMessage) => {
    if (config.trustProxy) {
      const forwarded = String(req.headers['x-forwarded-for'] ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const last = forwarded.at(-1);
      if (last) return last;
    }
    return req.socket.remoteAddress ?? 'unknown';
  };

  const signInUnavailable = (error: unknown): never => {
    if (error instanceof GuardUnavailable)
      throw new ProxyError(
        503,
        'SIGN_IN_UNAVAILABLE',
        'Sign-in is unavailable for a moment; try again shortly',
      );
    throw error;
  };

  // One envelope schema per operation, built on first use: building one costs far more than a
  // parse (zod compiles a parser for each new object schema), so never once per request.
  const envelopes = new Map<OperationId, ReturnType<typeof envelope<z.ZodMiniType>>>();
  const envelopeOf = (id: OperationId) => {
    let schema = envelopes.get(id);
    if (!schema) envelopes.set(id, (schema = envelope((operations[id] as OperationDef).result)));
    return schema;
  };

  /** Parses an upstream reply into its envelope, or the clear error the browser should get. */
  const interpret = (id: OperationId, reply: UpstreamReply) => {
    let json: unknown;
    try {
      json = JSON.parse(reply.body.toString('utf8'));
    } catch {
      throw new ProxyError(
        502,
        'UPSTREAM_MALFORMED',
        `The partner service sent a reply to ${id} that is not JSON`,
      );
    }
    if (reply.status === 200) {
      const parsed = envelopeOf(id).safeParse(json);
      if (!parsed.success) {
        const { detail } = describeIssues(parsed.error.issues.slice(0, 5));
        throw new ProxyError(
          502,
          'UPSTREAM_CONTRACT',
          `The partner service's reply to ${id} does not match the contract (${detail})`,
        );
      }
      return parsed.data;
    }
    const failed = failureEnvelope.safeParse(json);
    const upstreamMessage = failed.success ? failed.data.message : `status ${reply.status}`;
    if (reply.status >= 500) {
      throw new ProxyError(
        502,
        'UPSTREAM_ERROR',
        `The partner service failed on ${id} (${reply.status}: ${upstreamMessage})`,
      );
    }
    if (reply.status === 429) {
      throw new ProxyError(
        429,
        'RATE_LIMITED',
        `The partner service is rate limiting ${id}; retry later`,
        {
          headers: reply.retryAfter ? { 'retry-after': reply.retryAfter } : {},
        },
      );
    }
    if (!failed.success)
      throw new ProxyError(
        502,
        'UPSTREAM_MALFORMED',
        `The partner service sent an unexpected ${reply.status} reply to ${id}`,
      );
    return { httpStatus: reply.status, envelope: failed.data };
  };

  const refreshSession = async (session: Session): Promise<Session> => {
    const recent = refreshed.get(session.token);
    if (recent && Date.now() - recent.at < 60_000) return recent.session;
    let pending = refreshing.get(session.refresh);
    if (!pending) {
      pending = (async () => {
        let reply: UpstreamReply;
        try {
          reply = await upstream.call('refreshToken', { body: { refresh: session.refresh } });
        } catch (error) {
          throw toProxyError(error);
        }
        if (reply.status === 401 || reply.status === 400) {
          throw new ProxyError(401, 'SESSION_EXPIRED', 'Your session has ended; sign in again');
        }
        const parsed = interpret('refreshToken', reply);
        if ('httpStatus' in parsed)
          throw new ProxyError(401, 'SESSION_EXPIRED', 'Your session has ended; sign in again');
        const next: Session = {
          ...session,
          token: (parsed.result as { token: string }).token,
          tokenExpiresAt: Date.now() + config.tokenTtlSeconds * 1000,
        };
        const now = Date.now();
        for (const [key, value] of refreshed) if (now - value.at > 60_000) refreshed.delete(key);
        refreshed.set(session.token, { session: next, at: now });
        return next;
      })().finally(() => refreshing.delete(session.refresh));
      refreshing.set(session.refresh, pending);
    }
    return pending;
  };

  const toProxyError = (error: unknown) => {
    if (error instanceof ProxyError) return error;
    if (error instanceof UpstreamUnavailable) {
      return error.kind === 'timeout'
        ? new ProxyError(504, 'UPSTREAM_TIMEOUT', error.message)
        : new ProxyError(502, 'UPSTREAM_UNREACHABLE', error.message);
    }
    return new ProxyError(500, 'PROXY_FAILURE', 'The dashboard server failed unexpectedly');
  };

  /** Calls upstream as the session; reads retry network errors and 5xx with backoff. */
  const callAs = async (session: Session, id: OperationId, query: unknown, body: unknown) => {
    const def = operations[id] as OperationDef;
    let current = session;
    if (current.tokenExpiresAt - Date.now() < REFRESH_MARGIN_MS)
      current = await refreshSession(current);
    const once = () =>
      upstream.call(id, {
        query: query as Record<string, unknown> | undefined,
        body,
        token: current.token,
      });
    const attempt = async () => {
      for (let tries = 0; ; tries++) {
        try {
          const reply = await once();
          if (def.kind === 'read' && reply.status >= 500 && tries < config.readRetries) {
            await new Promise((r) => setTimeout(r, 150 * 3 ** tries));
            continue;
          }
          return reply;
        } catch (error) {
          const retryable = error instanceof UpstreamUnavailable && error.kind === 'unreachable';
          if (def.kind === 'read' && retryable && tries < config.readRetries) {
            await new Promise((r) => setTimeout(r, 150 * 3 ** tries));
            continue;
          }
          throw error;
        }
      }
    };
    let reply = await attempt();
    if (reply.status === 401) {
      // A 401 means the call did not run, so one retry after a refresh is safe for writes too.
      current = await refreshSession(current);
      reply = await attempt();
      if (reply.status === 401)
        throw new ProxyError(401, 'SESSION_EXPIRED', 'Your session has ended; sign in again');
    }
    return { reply, session: current };
  };

  const handleOps = async (req: IncomingMessage, res: ServerResponse, id: OperationId) => {
    const session = await liveSessionOf(req);
    if (!session) throw new ProxyError(401, 'SESSION_REQUIRED', 'Sign in to continue');
    const def = operations[id] as OperationDef;
    const input = validate(opsRequest, (await readJson(req)) ?? {}, '');
    const query = def.query ? validate(def.query, input.query ?? {}, 'query') : undefined;
    const body = def.body
      ? validate(def.body, input.body ?? (def.body instanceof z.ZodMiniArray ? [] : {}), 'body')
      : undefined;
    const secure = isSecureRequest(req, config.trustProxy);
    const { reply, session: used } = await callAs(session, id, query, body).catch(
      (error: unknown) => {
        const e = toProxyError(error);
        if (e.code === 'SESSION_EXPIRED')
          e.extra.headers = { ...e.extra.headers, 'set-cookie': clearedSessionCookie(secure) };
        throw e;
      },
    );
    const headers: Record<string, string> =
      used === session
        ? {}
        : {
            'set-cookie': sessionCookie(
              codec.seal(used),
              Math.max(60, Math.floor((used.expiresAt - Date.now()) / 1000)),
              secure,
            ),
          };
    // A success goes through as it came: the browser checks every reply against the contract
    // (and says so clearly when one does not fit); checking it here too cost a third of the
    // proxy's throughput. What goes upstream is validated here, above. A failure is read, to
    // answer with its status and a clear message.
    if (reply.status === 200) return send(req, res, 200, new RawJson(reply.body), headers);
    // Not a 200: `interpret` throws the clear error, or gives the gateway's own refusal.
    const refusal = interpret(id, reply);
    if (!('httpStatus' in refusal)) throw new Error('a 200 is passed through above');
    return send(req, res, refusal.httpStatus, refusal.envelope, headers);
  };

  const handleSession = async (req: IncomingMessage, res: ServerResponse) => {
    const secure = isSecureRequest(req, config.trustProxy);
    if (req.method === 'GET') {
      const session = await liveSessionOf(req);
      if (!session) throw new ProxyError(401, 'SESSION_REQUIRED', 'Not signed in');
      return send(req, res, 200, { profile: session.profile });
    }
    if (req.method === 'DELETE') {
      // Sign-out ends this session for good: its cookie is refused from now on, on every
      // instance, until it would have expired. `?everywhere=1` ends every session of the user.
      const session = sessionOf(req);
      const everywhere = new URL(req.url ?? '/', 'http://dashboard.invalid').searchParams.get(
        'everywhere',
      );
      if (session) {
        const now = Date.now();
        try {
          if (everywhere === '1')
            await guard.revokeUser(
              session.profile.id,
              now,
              now + config.sessionMaxAgeSeconds * 1000,
            );
          else await guard.revokeSession(session.sid, session.expiresAt);
        } catch (error) {
          if (!(error instanceof GuardUnavailable)) throw error;
          if (everywhere === '1')
            throw new ProxyError(
              503,
              'SIGN_OUT_UNAVAILABLE',
              'Could not sign out everywhere just now; try again in a moment',
            );
          console.warn('proxy: a sign-out could not be recorded (shared state unreachable)');
        }
      }
      res.writeHead(204, {
        'set-cookie': clearedSessionCookie(secure),
        'cache-control': 'no-store',
      });
      return res.end();
    }
    if (req.method !== 'POST')
      throw new ProxyError(405, 'METHOD_NOT_ALLOWED', 'Use GET, POST or DELETE', {
        headers: { allow: 'GET, POST, DELETE' },
      });
    const credentials = validate(signInBody, (await readJson(req)) ?? {}, '');
    // Throttled before the gateway is asked: a guesser spends neither passwords nor the
    // partner's rate limit. Without the shared state, no password is checked at all.
    const email = credentials.email.trim().toLowerCase();
    const address = clientAddress(req);
    const wait = await guard.beginSignIn(email, address).catch(signInUnavailable);
    if (wait > 0) {
      throw new ProxyError(
        429,
        'SIGN_IN_THROTTLED',
        `Too many failed sign-ins; try again in ${wait} seconds`,
        { headers: { 'retry-after': String(wait) } },
      );
    }
    const outcome = await (async () => {
      try {
        let reply: UpstreamReply;
        try {
          reply = await upstream.call('signIn', { body: credentials });
        } catch (error) {
          throw toProxyError(error);
        }
        if (reply.status === 401 || reply.status === 403) {
          // Counted (and its wait set) before the next attempt for this email may start.
          await guard.signInFailed(email, address).catch(signInUnavailable);
          throw new ProxyError(401, 'INVALID_CREDENTIALS', 'Email or password is incorrect');
        }
        const read = interpret('signIn', reply);
        // Not worth failing a right password for: the count also ends with its day.
        if (!('httpStatus' in read)) await guard.signInSucceeded(email).catch(() => undefined);
        return read;
      } finally {
        await guard.endSignIn(email).catch(() => undefined);
      }
    })();
    if ('httpStatus' in outcome) return send(req, res, outcome.httpStatus, outcome.envelope);
    const result = signInResult.parse(outcome.result);
    const now = Date.now();
    const session: Session = {
      v: 2,
      sid: randomBytes(16).toString('base64url'),
      iat: now,
      token: result.token,
      refresh: result.refresh,
      tokenExpiresAt: now + config.tokenTtlSeconds * 1000,
      expiresAt: now + config.sessionMaxAgeSeconds * 1000,
      profile: result.profile,
    };
    return send(
      req,
      res,
      200,
      { profile: result.profile },
      { 'set-cookie': sessionCookie(codec.seal(session), config.sessionMaxAgeSeconds, secure) },
    );
  };

  const route = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    checkSameOrigin(req);
    if (path === '/api/session') return handleSession(req, res);
    if (path === '/api/meta' && req.method === 'GET')
      return send(req, res, 200, { demoAccount: config.demoAccount });
    const match = /^\/api\/ops\/([A-Za-z]+)$/.exec(path);
    const id = match?.[1];
    if (!id || !isOperationId(id) || !(operations[id] as OperationDef).forwardable) {
      throw new ProxyError(404, 'UNKNOWN_OPERATION', 'No such operation');
    }
    if (req.method !== 'POST')
      throw new ProxyError(405, 'METHOD_NOT_ALLOWED', 'Operations take POST', {
        headers: { allow: 'POST' },
      });
    return handleOps(req, res, id);
  };

  /**
   * Refused before its body was read (no session, another site, too large…): the answer says the
   * connection closes, so Node ends the socket once the answer is flushed instead of draining the
   * rest of the body to keep the connection alive, however long it is.
   */
  const refuseRest = (res: ServerResponse) => res.setHeader('connection', 'close');

  const handler = (req: IncomingMessage, res: ServerResponse, next?: Next) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path !== '/api' && !path.startsWith('/api/')) {
      if (next) return next();
      return void send(req, res, 404, failure(new ProxyError(404, 'NOT_FOUND', 'Not found')));
    }
    route(req, res, path).catch((error: unknown) => {
      const e = toProxyError(error);
      if (e.status === 500) console.error('proxy: unexpected failure', error);
      if (res.headersSent || req.socket.destroyed) {
        res.destroy();
        return;
      }
      if (!req.complete) refuseRest(res);
      return send(req, res, e.status, failure(e), e.extra.headers ?? {});
    });
  };

  return {
    handler,
    close: async () => {
      await Promise.all([upstream.close(), guard.close()]);
    },
  };
};
export type ProxyHandler = ReturnType<typeof createProxyHandler>;
