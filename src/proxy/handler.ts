/**
 * The browser-facing interface of the proxy, as one `(req, res, next)` handler that mounts in
 * Vite's dev server and in the production `node:http` server alike.
 */
import { setMaxListeners } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { createGzip, gzip } from 'node:zlib';
import * as z from 'zod/mini';
import { signInBody } from '../contract/auth';
import { OPS_BATCH_PATH, PORTFOLIO_ROWS_PATH } from '../contract/constants';
import { portfolioRowsBody } from '../contract/portfolio';
import type { RestaurantDetailsResult, Client } from '../contract/listings';
import type { OrderDetails } from '../contract/orders';
import type { DisputedOrdersResult } from '../contract/disputes';
import type { ReviewsResult } from '../contract/reviews';
import { envelope, failureEnvelope } from '../contract/common';
import {
  describeIssues,
  isOperationId,
  operations,
  readsChangedBy,
  type OperationDef,
  type OperationId,
} from '../contract/operations';
import type { ProxyConfig } from './config';
import { ProxyError } from './errors';
import { checkOwnReply } from './own-reply';

export { ProxyError } from './errors';
import {
  clearedSessionCookie,
  COOKIE_NAME,
  deviceCookie,
  isSecureRequest,
  knownDevice,
  readCookie,
  SECURE_COOKIE_NAME,
  sessionCookie,
} from './session';
import { openPeople, type People } from '../people/open';
import { toPerson, type HttpTools } from '../people/http';
import { mayUse, type SignedIn } from '../people/sessions';
import { PartnerConnectionError, PartnerUnreachable } from '../people/partner';
import { StoreUnavailable, type PersonRecord } from '../people/store-types';
import { hashPassword, verifyPassword } from '../people/passwords';
import {
  authorize,
  filterResult,
  readsResult,
  ScopeInputError,
  ScopeRefusal,
  type Access,
  type OrderFacts,
} from './scope';
import type { AuditAction } from '../contract/people';
import { createMemoryGuard, createRedisGuard, GuardUnavailable } from './guard';
import { createUpstream, UpstreamUnavailable, type UpstreamReply } from './upstream';
import { closeWhenBodyUnread } from './unread-body';
import { createReadCache, type ReadSource } from './read-cache';
import { effectOf, gatewaySeconds } from './write-effects';
import {
  BudgetWaitTooLong,
  createUpstreamBudget,
  retryAfterMs,
  type Priority,
  type Ticket,
} from './upstream-budget';
import { bearerMatches, createWatch, listenForMetrics, sendMetrics } from './watch';
import type { DestinationStream } from 'pino';
import { fileClock, systemClock, type Clock } from '../notify/clock';
import { createNotifications, type Notifications } from '../notify/notifications';
import { createNotificationRoutes } from '../notify/routes';
import { unsubscribeSecret, UNSUBSCRIBE_PATH } from '../notify/unsubscribe';
import type { AnswerAs } from '../notify/brief-reader';
import { readPortfolioRows } from './portfolio-rows';
import { opsBatchBody } from '../contract/ops-batch';
import { answerOpsBatch } from './ops-batch';

const gzipAsync = promisify(gzip);
const MAX_BODY_BYTES = 1_000_000;

/**
 * An NDJSON reply (`application/x-ndjson`), its head written at the first line: each `write` is
 * one line's pieces (text, or JSON bytes sent as they came), passed on at once, gzipped when the
 * browser takes it. A write after the browser left is dropped.
 */
const ndjsonOut = (req: IncomingMessage, res: ServerResponse) => {
  let out: { write: (piece: string | Uint8Array) => void; flush: () => void; end: () => void };
  let opened = false;
  const open = () => {
    if (opened) return out;
    opened = true;
    const gzipped = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'content-type': 'application/x-ndjson; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // An nginx in front passes each line on as it comes rather than buffering the reply.
      'x-accel-buffering': 'no',
      vary: 'accept-encoding',
      ...(gzipped ? { 'content-encoding': 'gzip' } : {}),
    });
    if (!gzipped) {
      out = { write: (piece) => void res.write(piece), flush: () => {}, end: () => void res.end() };
      return out;
    }
    const zip = createGzip();
    zip.pipe(res);
    // Each line flushed as it is written: the browser reads it as soon as it is ready.
    out = {
      write: (piece) => void zip.write(piece),
      flush: () => zip.flush(),
      end: () => zip.end(),
    };
    return out;
  };
  return {
    write: (...pieces: (string | Uint8Array)[]) => {
      if (res.destroyed) return;
      const to = open();
      for (const piece of pieces) to.write(piece);
      to.flush();
    },
    end: () => {
      if (!res.destroyed) open().end();
    },
  };
};

/** JSON text already validated, to send as it is. */
class RawJson {
  constructor(readonly bytes: Buffer) {}
}

const opsRequest = z.strictObject({
  query: z.optional(z.unknown()),
  body: z.optional(z.unknown()),
  /** Where a write that names only a delivery belongs (the raise): checked by the server. */
  scopeHint: z.optional(z.unknown()),
});

/** What the audit log calls each write. */
const WRITE_ACTIONS: Partial<Record<OperationId, AuditAction>> = {
  replyToReview: 'review.reply',
  raiseManualDispute: 'dispute.raise',
  setAutoDispute: 'auto-dispute.set',
  addManualDisputeConfig: 'auto-dispute.manual-config',
};

/** The input that matters of a write, for the audit log. */
const writeDetail = (id: OperationId, body: unknown): Record<string, unknown> => {
  const b = (body ?? {}) as Record<string, unknown>;
  switch (id) {
    case 'replyToReview':
      return { promoValue: b.promoValue ?? 0, comment: b.comment, channel: b.channel };
    case 'raiseManualDispute':
      return { reason: b.reason, description: b.description ?? null };
    case 'setAutoDispute':
      return { channel: b.channel, stores: b.stores };
    case 'addManualDisputeConfig':
      return { configurations: body };
    default:
      return {};
  }
};

/**
 * Who an upstream request is for, as the budget sees it (the person's id, never more), and
 * whether it was already sent again after a 429 (once at most).
 */
interface Asker extends Ticket {
  requestId?: string;
  retriedAfter429?: boolean;
}
/** Who asks for an operation, and how (see `runOperation`). */
interface OpsCaller {
  who: Pick<SignedIn, 'person' | 'viewing'>;
  priority: Priority;
  requestId: string;
  /** Asks the gateway afresh rather than for a kept reply. */
  fresh: boolean;
}
interface OpsAnswer {
  status: number;
  payload: unknown;
  headers: Record<string, string | string[]>;
}
/** The server's own reads (the clients directory for the scope check), shared by everyone. */
const serverAsker = (): Asker => ({ person: '(server)', priority: 'foreground' });
/** The browser marks what nobody is waiting for on screen: a portfolio row filling, a bulk raise. */
const priorityOf = (req: IncomingMessage): Priority =>
  req.headers['x-dashboard-priority'] === 'background' ? 'background' : 'foreground';
/** The browser's Refresh asks the gateway afresh, not for a kept reply (web/lib/refresh.ts). */
const freshOf = (req: IncomingMessage) => req.headers['x-dashboard-fresh'] === '1';

/** A hash no password matches: an unknown email costs the same time as a wrong password. */
let dummyHash: Promise<string> | null = null;

type Next = (error?: unknown) => void;

export interface ProxyHandlerOptions {
  /** Where the request log goes (standard output by default). */
  logDestination?: DestinationStream;
  /** The clock of the schedules (a test's); else `clockFile`'s, else the system's. */
  clock?: Clock;
}

export const createProxyHandler = (config: ProxyConfig, options: ProxyHandlerOptions = {}) => {
  const upstream = createUpstream({
    baseUrl: config.upstreamUrl,
    apiKey: config.partnerApiKey,
    timeoutMs: config.upstreamTimeoutMs,
  });
  const guard = config.redisUrl ? createRedisGuard(config.redisUrl) : createMemoryGuard();
  const readCache = createReadCache({
    seconds: config.readCacheSeconds,
    redisUrl: config.redisUrl,
  });
  const watch = createWatch({
    logDestination: options.logDestination,
    logLevel: config.logLevel,
    activeSessions: async () => (await peopleReady()).store.countActiveSessions(),
    upstreamQueue: () => budget.queued(),
  });
  const budget = createUpstreamBudget({
    limit: config.upstreamRequestsPerMinute,
    windowMs: config.upstreamBudgetWindowMs,
    maxWaitMs: config.upstreamMaxWaitMs,
    // A place is held at most as long as an answer may take, and a little more.
    holdMs: config.upstreamTimeoutMs + 1000,
    redisUrl: config.redisUrl,
    log: {
      info: (message) => watch.log.info(message),
      warn: (message) => watch.log.warn(message),
    },
  });
  const metricsListener =
    config.metricsPort === undefined
      ? null
      : listenForMetrics(watch, config.metricsPort, config.metricsHost);
  metricsListener?.catch((error: unknown) =>
    watch.log.error({ err: error }, 'metrics: the listener could not start'),
  );
  /** Who made each request (once known), and how it ended, for its log line. */
  const personOf = new WeakMap<IncomingMessage, string>();
  const outcomeOf = new WeakMap<IncomingMessage, string>();
  let requestCount = 0;
  const requestIds = new WeakMap<IncomingMessage, string>();
  const requestId = (req: IncomingMessage) => {
    let id = requestIds.get(req);
    if (!id)
      requestIds.set(req, (id = `${Date.now().toString(36)}-${(++requestCount).toString(36)}`));
    return id;
  };

  const send = async (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    payload: unknown,
    headers: Record<string, string | string[]> = {},
  ) => {
    // An upstream success is passed on as the bytes it was checked into, not parsed or serialised again.
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

  /** The dashboard's own replies, checked against the contract before they leave (own-reply.ts). */
  const reply = <T extends z.ZodMiniType>(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    schema: T,
    payload: z.input<T>,
  ) =>
    send(
      req,
      res,
      status,
      checkOwnReply(schema, payload, (detail) =>
        watch.log.error({ path: req.url, detail }, 'a reply of the dashboard broke its contract'),
      ),
    );

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

  const cookieOf = (req: IncomingMessage) => {
    // Over HTTPS only the `__Host-` cookie counts: a plain one could have been planted by a
    // sibling subdomain (a sign-in into someone else's account).
    const secure = isSecureRequest(req, config.trustProxy);
    return readCookie(req, secure ? SECURE_COOKIE_NAME : COOKIE_NAME);
  };

  /** The person signed in with this request's cookie; a 401 for none, ended or unknown. */
  const signedIn = async (req: IncomingMessage): Promise<SignedIn> => {
    const { sessions } = await peopleReady();
    const who = await sessions.resolve(cookieOf(req)).catch(storeDown);
    if (!who) throw new ProxyError(401, 'SESSION_REQUIRED', 'Sign in to continue');
    personOf.set(req, who.person.id);
    return who;
  };

  const storeDown = (error: unknown): never => {
    if (error instanceof StoreUnavailable) watch.databaseError();
    if (error instanceof StoreUnavailable)
      throw new ProxyError(
        503,
        'STORE_UNAVAILABLE',
        'The dashboard cannot reach its database just now; try again in a moment',
      );
    throw error;
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

  const toProxyError = (error: unknown) => {
    if (error instanceof ProxyError) return error;
    if (error instanceof ScopeRefusal)
      return new ProxyError(error.status, error.code, error.message);
    if (error instanceof ScopeInputError)
      return new ProxyError(error.status, error.code, error.message, { fields: error.fields });
    if (error instanceof StoreUnavailable) {
      watch.databaseError();
      return new ProxyError(
        503,
        'STORE_UNAVAILABLE',
        'The dashboard cannot reach its database just now; try again in a moment',
      );
    }
    if (error instanceof PartnerConnectionError)
      return new ProxyError(503, 'PARTNER_CONNECTION', error.message);
    if (error instanceof PartnerUnreachable) return new ProxyError(502, error.code, error.message);
    if (error instanceof UpstreamUnavailable) {
      return error.kind === 'timeout'
        ? new ProxyError(504, 'UPSTREAM_TIMEOUT', error.message)
        : new ProxyError(502, 'UPSTREAM_UNREACHABLE', error.message);
    }
    return new ProxyError(500, 'PROXY_FAILURE', 'The dashboard server failed unexpectedly');
  };

  // Opened at the first request to /api (a server that is never asked, such as the bench's
  // reference page, opens no database), or at start by `ready()`.
  let opening: Promise<People> | null = null;
  const tools: HttpTools & { secure: (req: IncomingMessage) => boolean } = {
    send,
    reply,
    readJson: async (req) => (await readJson(req)) ?? {},
    validate,
    signedIn,
    startSession: (req, person) => startSession(req, person),
    publicUrl: (req) =>
      config.publicUrl?.replace(/\/+$/, '') ??
      `${isSecureRequest(req, config.trustProxy) ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`,
    requestId,
    secure: (req) => isSecureRequest(req, config.trustProxy),
  };
  const openOnce = (): Promise<People> => (opening ??= openPeople(config, upstream, tools));
  let reportedFailure = false;
  /** People's services; failing to open is answered on each request (503), not thrown at start. */
  const peopleReady = (): Promise<People> =>
    openOnce().catch((error: unknown) => {
      watch.databaseError();
      if (!reportedFailure)
        watch.log.error({ err: error }, 'people: the database could not be opened');
      reportedFailure = true;
      opening = null;
      throw new ProxyError(
        503,
        'STORE_UNAVAILABLE',
        'The dashboard cannot reach its database just now; try again in a moment',
      );
    });

  const clock: Clock =
    options.clock ?? (config.clockFile ? fileClock(config.clockFile) : systemClock);
  const linkSecret = unsubscribeSecret(config.unsubscribeSecret, config.sessionSecret);
  /** The morning brief's scheduler, worker and routes, once the database is open. */
  let notifying: Promise<{
    notifications: Notifications;
    routes: ReturnType<typeof createNotificationRoutes>;
  }> | null = null;
  const notificationsReady = () =>
    (notifying ??= peopleReady().then(({ store }) => {
      const notifications = createNotifications({
        store,
        operationAs: (person, path, body) => operationAs(person, path, body),
        smtpUrl: config.smtpUrl,
        mailFrom: config.mailFrom,
        publicUrl: config.publicUrl,
        unsubscribeSecret: linkSecret,
        clock,
        tickMs: config.notifyTickSeconds * 1000,
        leaseMs: config.notifyLeaseSeconds * 1000,
        retryMs: config.notifyRetrySeconds * 1000,
        alertEveryMs: config.notifyAlertMinutes * 60_000,
        webhookAllowPrivate: config.webhookAllowPrivate,
        log: {
          warn: (message) => watch.log.warn(message),
          error: (message) => watch.log.error(message),
        },
      });
      const routes = createNotificationRoutes({
        store,
        tools,
        notifications,
        clock,
        secret: linkSecret,
      });
      return { notifications, routes };
    })).catch((error: unknown) => {
      notifying = null;
      throw error;
    });

  /** Waits for the request's turn in the upstream budget; too long a wait is a 429 to the browser. */
  const turnOf = async (id: OperationId, asker: Asker) => {
    try {
      const slot = await budget.take(asker);
      watch.budgetWait(asker.priority, slot.waitedMs / 1000);
      if (slot.waitedMs > 1000)
        watch.log.info(
          {
            requestId: asker.requestId,
            personId: asker.person,
            operation: id,
            priority: asker.priority,
            waitMs: slot.waitedMs,
          },
          'upstream budget: waited for a turn',
        );
      return slot;
    } catch (error) {
      if (!(error instanceof BudgetWaitTooLong)) throw error;
      watch.budgetRefused(asker.priority);
      const seconds = error.retryAfterSeconds;
      throw new ProxyError(
        429,
        'UPSTREAM_BUSY',
        `The partner service is busy just now; try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`,
        { headers: { 'retry-after': String(seconds) } },
      );
    }
  };

  /**
   * Calls upstream with the partner's token, each request in its turn of the upstream budget;
   * reads retry network errors and 5xx with backoff. A 429 pauses every request for its
   * `Retry-After`, and this one is sent once more after the pause (writes too: a 429 means the
   * gateway did not run it); a second 429 is passed on.
   */
  const callUpstream = async (
    id: OperationId,
    query: unknown,
    body: unknown,
    asker: Asker = serverAsker(),
  ) => {
    const def = operations[id] as OperationDef;
    const { partner } = await peopleReady();
    let token = await partner.token();
    const once = async () => {
      const slot = await turnOf(id, asker);
      const started = performance.now();
      let status: number | null = null;
      let reply: UpstreamReply;
      try {
        reply = await upstream.call(id, {
          query: query as Record<string, unknown> | undefined,
          body,
          token,
        });
        status = reply.status;
      } finally {
        slot.done();
        watch.upstream(id, (performance.now() - started) / 1000, status);
      }
      if (reply.status === 429) await budget.pause(retryAfterMs(reply.retryAfter));
      return reply;
    };
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
    const paced = async () => {
      const reply = await attempt();
      if (reply.status !== 429 || asker.retriedAfter429) return reply;
      asker.retriedAfter429 = true;
      return attempt();
    };
    let reply = await paced();
    if (reply.status === 401) {
      // A 401 means the call did not run, so one retry after a refresh is safe for writes too.
      token = await partner.renewAfter401(token);
      reply = await paced();
      if (reply.status === 401)
        throw new ProxyError(
          503,
          'PARTNER_CONNECTION',
          'The partner connection needs attention: the gateway refused its token',
        );
    }
    return reply;
  };

  /**
   * A success checked against the contract as it comes from the gateway, once: its bytes become
   * the checked envelope's (what the contract fills in, filled in), so what is kept and what the
   * browser is sent need no check again, and the browser loads no schema to read a reply. A reply
   * that breaks the contract is a 502 naming the operation (`interpret`), and is not kept.
   */
  const checked =
    (id: OperationId) =>
    (reply: UpstreamReply): UpstreamReply => {
      if (reply.status !== 200) return reply;
      const read = interpret(id, reply);
      if ('httpStatus' in read) throw new Error('a 200 is read as a success');
      return { ...reply, body: Buffer.from(JSON.stringify(read)) };
    };

  /** The partner's clients and listings, for the scope check (kept a few minutes). */
  let directory: { at: number; value: Promise<{ clients: Client[] }> } | null = null;
  const DIRECTORY_MS = 5 * 60_000;
  const directoryOf = () => {
    if (!directory || Date.now() - directory.at > DIRECTORY_MS) {
      const value = callUpstream('getRestaurantDetails', undefined, undefined).then((reply) => {
        const read = interpret('getRestaurantDetails', reply);
        if ('httpStatus' in read)
          throw new ProxyError(
            502,
            'UPSTREAM_ERROR',
            'The partner service did not list the clients',
          );
        return { clients: (read.result as RestaurantDetailsResult).restaurantDetails };
      });
      directory = { at: Date.now(), value };
      value.catch(() => (directory = null));
    }
    return directory.value;
  };
  /**
   * The orders a person may act on next, learnt from the gateway's own answers to the pages'
   * reads: the disputed orders still open to a raise (of the read's client), the reviews still
   * open to a reply (of their listing's client). The same facts the order's details give, so
   * the scope check of the raise or the reply that follows need not ask for them. Nothing a
   * browser sent is taken as a fact. Not waited for; a failure only means asking later.
   */
  const learnt = new Set<string>();
  const learnOrderFacts = (id: OperationId, clientId: string | null, body: Buffer) => {
    if (id !== 'listDisputedOrders' && id !== 'listReviews') return;
    void (async () => {
      const { result } = JSON.parse(body.toString('utf8')) as { result: unknown };
      const facts: { key: string; facts: OrderFacts }[] = [];
      if (id === 'listDisputedOrders' && clientId) {
        for (const order of (result as DisputedOrdersResult).orders)
          if (order.disputeStatus === 'not_disputed' && order.disputeEligibility)
            facts.push({
              key: `${clientId}|${order.channel}|${order.deliveryUUID}`,
              facts: {
                deliveryUUID: order.deliveryUUID,
                listingId: order.listingId,
                reviewId: null,
              },
            });
      } else if (id === 'listReviews') {
        const owners = new Map<string, string>();
        for (const client of (await directoryOf()).clients)
          for (const listing of client.listingDetails)
            owners.set(listing.listingId, client.clientId);
        const lists = result as ReviewsResult;
        for (const review of [...lists.unAnsweredReviews, ...lists.unansweredReviewsReviewSite]) {
          const owner = owners.get(review.ListingId);
          if (owner && review.toBeReviewed === null && review.daysLeftToReply > 0)
            facts.push({
              key: `${owner}|${review.channel}|${review.deliveryUUID}`,
              facts: {
                deliveryUUID: review.deliveryUUID,
                listingId: review.ListingId,
                reviewId: review.uuid,
              },
            });
        }
      }
      const fresh = facts.filter((one) => !learnt.has(`${one.key}|${one.facts.reviewId !== null}`));
      if (fresh.length === 0) return;
      await readCache.orderFacts.learn(
        fresh.map((one) => ({
          key: one.key,
          value: JSON.stringify(one.facts),
          whole: one.facts.reviewId !== null,
        })),
      );
      for (const one of fresh) {
        learnt.add(`${one.key}|${one.facts.reviewId !== null}`);
        // Bounded: the oldest let go (asked again at worst).
        if (learnt.size > 20_000) learnt.delete(learnt.values().next().value as string);
      }
    })().catch(() => undefined);
  };

  /**
   * What the scope check of a reply or a raise needs of an order (its store, its review): facts
   * that never change for an order of a client on a channel, so kept (bounded, shared through
   * Redis) after the gateway's first answer. A reply needs the review: an order kept without one
   * (a review may come later) is asked again.
   */
  const orderDetails = async (
    q: { clientId: string; deliveryUUID: string; channel: string },
    asker: Asker,
    needsReview: boolean,
  ): Promise<OrderFacts | null> => {
    const factKey = `${q.clientId}|${q.channel}|${q.deliveryUUID}`;
    const known = await readCache.orderFacts.get(factKey);
    if (known) {
      const facts = JSON.parse(known) as OrderFacts;
      if (facts.deliveryUUID === q.deliveryUUID && (facts.reviewId !== null || !needsReview))
        return facts;
    }
    const reply = await callUpstream('getOrderDetails', q, undefined, asker);
    if (reply.status === 404) return null;
    const read = interpret('getOrderDetails', reply);
    if ('httpStatus' in read) return null;
    const { deliveryUUID, listingId, reviewId } = read.result as OrderDetails;
    const facts: OrderFacts = { deliveryUUID, listingId, reviewId };
    await readCache.orderFacts.set(factKey, JSON.stringify(facts));
    return facts;
  };

  const accessOf = (who: Pick<SignedIn, 'person' | 'viewing'>): Access =>
    who.viewing
      ? { role: who.viewing.role, scope: who.viewing.scope, readOnly: true }
      : { role: who.person.role, scope: who.person.scope, readOnly: false };

  /**
   * One operation for a person: validated, checked against their scope, recorded when a write,
   * sent in its turn of the upstream budget (or answered from the kept replies). The answer as it
   * goes back, for the browser's request (`handleOps`) or the server's own work done as that
   * person (`operationAs`: the morning brief's reads).
   */
  const runOperation = async (
    caller: OpsCaller,
    id: OperationId,
    raw: unknown,
  ): Promise<OpsAnswer> => {
    const { who } = caller;
    const def = operations[id] as OperationDef;
    const input = validate(opsRequest, raw ?? {}, '');
    const query = def.query ? validate(def.query, input.query ?? {}, 'query') : undefined;
    const body = def.body
      ? validate(def.body, input.body ?? (def.body instanceof z.ZodMiniArray ? [] : {}), 'body')
      : undefined;
    const action = WRITE_ACTIONS[id];
    const { store } = await peopleReady();
    const record = (
      outcome?: 'refused',
      outcomeDetail?: string,
      target?: Partial<
        Record<'clientId' | 'listingId' | 'deliveryUUID' | 'reviewId', string | null>
      >,
    ) =>
      store
        .appendAudit({
          actorId: who.person.id,
          asPersonId: who.viewing?.id ?? null,
          action: action as AuditAction,
          ...target,
          detail: writeDetail(id, body),
          requestId: caller.requestId,
          ...(outcome ? { outcome, outcomeDetail } : {}),
        })
        .catch(storeDown);
    const access = accessOf(who);
    const asker: Asker = {
      person: who.person.id,
      priority: caller.priority,
      requestId: caller.requestId,
    };
    let allowed: Awaited<ReturnType<typeof authorize>>;
    try {
      allowed = await authorize(id, { query, body, scopeHint: input.scopeHint }, access, {
        directory: directoryOf,
        orderDetails: (q) => orderDetails(q, asker, id === 'replyToReview'),
      });
    } catch (error) {
      // A refused write is recorded too: who tried what, and why it was refused.
      if (action && error instanceof ScopeRefusal) await record('refused', error.message);
      throw error;
    }
    // A write is recorded before it goes upstream and completed after: a crash in between leaves
    // "no answer" in the log, never nothing.
    const entry = action ? await record(undefined, undefined, allowed.target) : null;
    let reply: UpstreamReply;
    /** A write's answer, once it came. */
    let answered: UpstreamReply | undefined;
    let source: ReadSource = 'upstream';
    try {
      if (def.kind === 'read') {
        // After the scope check, never before: a kept reply goes only to a request allowed to
        // ask for it, and is still narrowed for this person below.
        ({ reply, source } = await readCache.read(
          {
            operation: id,
            input: { query: allowed.query, body: allowed.body },
            clientId: allowed.target.clientId,
            fresh: caller.fresh,
          },
          () => callUpstream(id, allowed.query, allowed.body, asker).then(checked(id)),
        ));
        watch.read(source);
        if (source === 'upstream' && reply.status === 200)
          learnOrderFacts(id, allowed.target.clientId, reply.body);
      } else answered = reply = await callUpstream(id, allowed.query, allowed.body, asker);
    } catch (error) {
      const e = toProxyError(error);
      if (entry) await store.completeAudit(entry, 'failed', e.message).catch(() => undefined);
      throw e;
    } finally {
      // A write changes what was kept of the reads it changes for its client, on every instance:
      // acknowledged, its known effect is applied to them; else (failed, unanswered, or no
      // effect known) they are cleared.
      if (def.kind !== 'read') {
        const effect =
          answered?.status === 200
            ? effectOf(id, allowed.body, gatewaySeconds(answered.date))
            : null;
        await readCache.written(allowed.target.clientId, readsChangedBy(id), effect);
      }
    }
    if (entry)
      await store
        .completeAudit(
          entry,
          reply.status === 200 ? 'ok' : 'failed',
          reply.status === 200 ? null : `The partner service answered ${reply.status}`,
        )
        .catch(() => undefined);
    if (reply.status === 200) {
      // A write's reply is checked once its audit says the gateway did it: a reply that breaks the
      // contract is the person's error, not an undone write.
      if (def.kind !== 'read') reply = checked(id)(reply);
      // A success goes through as it was checked (`checked`) unless the scope narrows it (the
      // clients list; a store manager's order and stores).
      // Whether the gateway was asked for this request, or its reply kept or shared.
      const sourceHeader: Record<string, string> =
        def.kind === 'read' ? { 'x-dashboard-read': source } : {};
      if (!readsResult(id, access))
        return { status: 200, payload: new RawJson(reply.body), headers: sourceHeader };
      // Checked as it came (`checked`): read as it is.
      const read = JSON.parse(reply.body.toString('utf8')) as { result: unknown };
      return {
        status: 200,
        payload: { ...read, result: filterResult(id, read.result, access) },
        headers: sourceHeader,
      };
    }
    // Not a 200: `interpret` throws the clear error, or gives the gateway's own refusal.
    const refusal = interpret(id, reply);
    if (!('httpStatus' in refusal)) throw new Error('a 200 is passed through above');
    return { status: refusal.httpStatus, payload: refusal.envelope, headers: {} };
  };

  const handleOps = async (req: IncomingMessage, res: ServerResponse, id: OperationId) => {
    const who = await signedIn(req);
    const raw = await readJson(req);
    const answer = await runOperation(
      {
        who,
        priority: priorityOf(req),
        requestId: requestId(req),
        fresh: freshOf(req),
      },
      id,
      raw,
    );
    return send(req, res, answer.status, answer.payload, answer.headers);
  };

  /**
   * One of the pages' requests (`/api/ops/{id}`) answered in-process for `caller`, as the
   * browser's request would be: a status and the JSON text of the envelope (the proxy's own
   * refusal included). What the server reads with the pages' own query code goes through this.
   */
  const answerFor = async (
    caller: OpsCaller,
    path: string,
    raw: unknown,
    mayAct: () => boolean = () => true,
  ): ReturnType<AnswerAs> => {
    const id = /^\/api\/ops\/([A-Za-z]+)$/.exec(path)?.[1];
    try {
      if (!id || !isOperationId(id) || !(operations[id] as OperationDef).forwardable)
        throw new ProxyError(404, 'UNKNOWN_OPERATION', 'No such operation');
      if (!mayAct()) throw new ProxyError(401, 'SESSION_REQUIRED', 'The account is not active');
      const answer = await runOperation(caller, id, raw);
      // The gateway's bytes as they came: not made a string here to be encoded again.
      const { payload } = answer;
      const body =
        payload instanceof RawJson
          ? new Uint8Array(
              payload.bytes.buffer as ArrayBuffer,
              payload.bytes.byteOffset,
              payload.bytes.length,
            )
          : JSON.stringify(payload);
      return { status: answer.status, body, headers: answer.headers };
    } catch (error) {
      const e = toProxyError(error);
      if (e.status === 500)
        watch.log.error({ err: error }, 'proxy: unexpected failure (server work)');
      return refusalOf(e);
    }
  };
  const refusalOf = (e: ProxyError): Awaited<ReturnType<AnswerAs>> => ({
    status: e.status,
    body: JSON.stringify(failure(e)),
    headers: e.extra.headers ?? {},
  });

  let workCount = 0;
  /**
   * An operation run by the server itself as `person` (never as someone they view as), with the
   * browser's rules: their scope checked first (default deny), reads kept and shared, each
   * request in its turn of the upstream budget.
   */
  const operationAs = (
    person: PersonRecord,
    path: string,
    raw: unknown,
    priority: Priority = 'background',
  ) =>
    answerFor(
      {
        who: { person, viewing: null },
        priority,
        requestId: `work-${Date.now().toString(36)}-${(++workCount).toString(36)}`,
        fresh: false,
      },
      path,
      raw,
      () => mayUse(person),
    );

  /**
   * `POST /api/portfolio/rows`: every client's portfolio row in one request, read on the server
   * as the request's own session (its scope, or the scope of the person it views as), streamed
   * as NDJSON, one line per client as its row is ready (src/proxy/portfolio-rows.ts).
   */
  const handlePortfolioRows = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST')
      throw new ProxyError(405, 'METHOD_NOT_ALLOWED', 'Use POST', { headers: { allow: 'POST' } });
    const who = await signedIn(req);
    const body = validate(portfolioRowsBody, (await readJson(req)) ?? {}, '');
    const caller: OpsCaller = {
      who,
      priority: priorityOf(req),
      requestId: requestId(req),
      fresh: freshOf(req),
    };
    const stop = new AbortController();
    // Every client waiting its turn and every call under way listens to it: many, not a leak.
    setMaxListeners(0, stop.signal);
    res.once('close', () => {
      if (!res.writableFinished) stop.abort(new Error('The browser left'));
    });
    const out = ndjsonOut(req, res);
    await readPortfolioRows({
      answer: (path, raw) => answerFor(caller, path, raw),
      body,
      signal: stop.signal,
      onRow: (line) => out.write(`${JSON.stringify(line)}\n`),
    });
    if (stop.signal.aborted) return;
    // No client in the scope (or none of those asked for): an empty stream.
    out.end();
  };

  /**
   * `POST /api/ops` (`OPS_BATCH_PATH`): the reads a page asks for together, in one request. Each
   * call is answered as `POST /api/ops/{op}` answers it (checked, scoped, kept, in its turn of the
   * upstream budget), streamed as NDJSON a line per call as it is answered: one request and one
   * reply to read where a page made 5 to 10, each section still drawn as its data comes. A write
   * is refused here: each goes alone, once per action, with its audit entry.
   */
  const handleOpsBatch = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST')
      throw new ProxyError(405, 'METHOD_NOT_ALLOWED', 'Use POST', { headers: { allow: 'POST' } });
    const who = await signedIn(req);
    const body = validate(opsBatchBody, (await readJson(req)) ?? {}, '');
    const caller: OpsCaller = {
      who,
      priority: priorityOf(req),
      requestId: requestId(req),
      fresh: freshOf(req),
    };
    const out = ndjsonOut(req, res);
    /** A call's log line and counts, as its own request's would be: a failure in a line shows. */
    const watchCall = (op: string, started: number, answer: Awaited<ReturnType<AnswerAs>>) => {
      let code: unknown;
      if (answer.status >= 400 && typeof answer.body === 'string')
        try {
          code = (JSON.parse(answer.body) as { error?: { code?: unknown } }).error?.code;
        } catch {
          code = undefined;
        }
      watch.request({
        requestId: caller.requestId,
        personId: who.person.id,
        method: 'POST',
        path: `/api/ops/${op}`,
        operation: operationLabel(req, `/api/ops/${op}`),
        status: answer.status,
        outcome:
          answer.status < 400 ? 'ok' : typeof code === 'string' ? code : String(answer.status),
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      });
    };
    await answerOpsBatch(
      body,
      async (op, input, index) => {
        const started = performance.now();
        const def = isOperationId(op) ? (operations[op] as OperationDef) : undefined;
        const answer =
          def?.forwardable && def.kind !== 'read'
            ? refusalOf(
                new ProxyError(
                  400,
                  'INVALID_REQUEST',
                  `calls.${index}: ${op} is a write; send it on its own (POST /api/ops/${op})`,
                ),
              )
            : await answerFor(caller, `/api/ops/${op}`, input);
        watchCall(op, started, answer);
        return answer;
      },
      out.write,
    );
    out.end();
  };

  const sessionReplyOf = async (who: Pick<SignedIn, 'person' | 'viewing'>) => {
    const { partner } = await peopleReady();
    return {
      profile: { id: who.person.id, email: who.person.email, username: who.person.name },
      person: toPerson(who.person),
      viewingAs: who.viewing ? toPerson(who.viewing) : null,
      partner: { status: await partner.status() },
    };
  };

  const startSession = async (req: IncomingMessage, person: PersonRecord): Promise<string[]> => {
    const { sessions } = await peopleReady();
    const secure = isSecureRequest(req, config.trustProxy);
    const value = await sessions.start(person, req, clientAddress(req)).catch(storeDown);
    return [
      sessionCookie(value, config.sessionMaxAgeSeconds, secure),
      deviceCookie(config.sessionSecret, person.email, secure),
    ];
  };

  const handleSession = async (req: IncomingMessage, res: ServerResponse) => {
    const secure = isSecureRequest(req, config.trustProxy);
    if (req.method === 'GET') return send(req, res, 200, await sessionReplyOf(await signedIn(req)));
    if (req.method === 'DELETE') {
      // Sign-out ends this session for good, in the database every instance reads.
      // `?everywhere=1` ends every session of the person: only from a live session.
      const everywhere =
        new URL(req.url ?? '/', 'http://dashboard.invalid').searchParams.get('everywhere') === '1';
      const { sessions, store, routes } = await peopleReady();
      const who = await sessions.resolve(cookieOf(req)).catch(storeDown);
      if (everywhere && !who) throw new ProxyError(401, 'SESSION_REQUIRED', 'Sign in to continue');
      if (who) {
        const now = new Date();
        await (
          everywhere
            ? store.revokePersonSessions(who.person.id, now)
            : store.revokeSession(who.idHash, now)
        ).catch(storeDown);
        await routes.audit(req, {
          actorId: who.person.id,
          action: 'session.sign-out',
          detail: { everywhere },
          outcome: 'ok',
        });
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
    // Throttled before any password is checked. Without the throttle's store, none is checked.
    const email = credentials.email.trim().toLowerCase();
    const address = clientAddress(req);
    const known = knownDevice(req, config.sessionSecret, email);
    // The accounts' store first: without it nothing is tried, and nothing held for the email (a
    // hold taken before a failure here was never let go, and the next try was refused as busy).
    const { store, routes } = await peopleReady();
    const wait = await guard.beginSignIn(email, address, known).catch(signInUnavailable);
    if (wait > 0) {
      throw new ProxyError(
        429,
        'SIGN_IN_THROTTLED',
        `Too many failed sign-ins; try again in ${wait} seconds`,
        { headers: { 'retry-after': String(wait) } },
      );
    }
    try {
      const person = await store.findPersonByEmail(email).catch(storeDown);
      dummyHash ??= hashPassword('no password is this one');
      const right = person?.passwordHash
        ? await verifyPassword(person.passwordHash, credentials.password)
        : (await verifyPassword(await dummyHash, credentials.password), false);
      // A wrong password, an unknown email and a deactivated account get the same answer.
      if (!person || !right || !mayUse(person)) {
        const next = await guard.signInFailed(email, address).catch(signInUnavailable);
        await routes.audit(req, {
          actorId: person?.id ?? null,
          action: 'session.sign-in-failed',
          detail: {
            email,
            address,
            why: !person ? 'unknown email' : !right ? 'wrong password' : `account ${person.status}`,
          },
          outcome: 'refused',
        });
        // The next try's wait, said now: nobody learns of it only by being refused again.
        throw new ProxyError(401, 'INVALID_CREDENTIALS', 'Email or password is incorrect', {
          headers: next > 0 ? { 'retry-after': String(next) } : {},
        });
      }
      personOf.set(req, person.id);
      await guard.signInSucceeded(email, address).catch(() => undefined);
      const cookies = await startSession(req, person);
      await routes.audit(req, {
        actorId: person.id,
        action: 'session.sign-in',
        detail: { via: 'password', address },
        outcome: 'ok',
      });
      // A new session views as no one.
      return send(req, res, 200, await sessionReplyOf({ person, viewing: null }), {
        'set-cookie': cookies,
      });
    } finally {
      await guard.endSignIn(email).catch(() => undefined);
    }
  };

  const route = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    // Single sign-on's two addresses are the browser's navigations (to the provider and back),
    // not the app's requests: no CSRF header, and they answer with redirects.
    if (path.startsWith('/api/oidc/') && req.method === 'GET') {
      const { oidc } = await peopleReady();
      if (oidc && (await oidc.route(req, res, path))) return;
      throw new ProxyError(404, 'NOT_FOUND', 'Single sign-on is not set up');
    }
    // The mail's unsubscribe link: opened from a mail (GET) or posted by a mail client (RFC 8058
    // one-click), never with the app's header or cookie; the signed link is its authority.
    if (path === UNSUBSCRIBE_PATH) return (await notificationsReady()).routes.unsubscribe(req, res);
    checkSameOrigin(req);
    if (path === '/api/session') return handleSession(req, res);
    if (path.startsWith('/api/notifications/')) {
      if (await (await notificationsReady()).routes.route(req, res, path)) return;
      throw new ProxyError(404, 'NOT_FOUND', 'Not found');
    }
    if (path === PORTFOLIO_ROWS_PATH) return handlePortfolioRows(req, res);
    if (path === OPS_BATCH_PATH) return handleOpsBatch(req, res);
    if (path === '/api/meta' && req.method === 'GET')
      return send(req, res, 200, { demoAccount: config.demoAccount, oidc: Boolean(config.oidc) });
    if (!path.startsWith('/api/ops/')) {
      const { routes } = await peopleReady();
      if (await routes.route(req, res, path)) return;
      throw new ProxyError(404, 'NOT_FOUND', 'Not found');
    }
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

  /**
   * Ready to serve: the database answers, Redis answers (when configured), and the partner
   * connection is not refused by the gateway (one not set up yet is ready: its set-up page must
   * be reachable). 503 names the parts that are not.
   */
  const readiness = async () => {
    const within = <T>(promise: Promise<T>, ms: number) =>
      Promise.race([
        promise,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('no answer in time')), ms).unref(),
        ),
      ]);
    const database = await within(
      peopleReady().then(async (p) => {
        await p.store.ping();
        return p;
      }),
      3000,
    ).catch(() => null);
    const redis = config.redisUrl ? await readCache.redisReady() : null;
    const partner = database ? await database.partner.status().catch(() => null) : null;
    const parts = {
      database: database ? 'ok' : 'unreachable',
      ...(redis === null ? {} : { redis: redis ? 'ok' : 'unreachable' }),
      partner: partner ?? 'unknown',
    };
    const notReady = [...(database ? [] : ['database']), ...(redis === false ? ['redis'] : [])];
    // A refused partner credential is said, not failed: every instance shares it, so failing
    // readiness would take them all out of the load balancer, while people can still sign in,
    // and an owner reconnect, only through them.
    const attention = partner === 'needs-attention' ? ['partner'] : [];
    return { ready: notReady.length === 0, parts, notReady, attention };
  };

  /** Answers the operators' addresses; false: the request is not one of them. */
  const operatorRoute = (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (path === '/healthz') {
      void send(req, res, 200, { status: 'ok' });
      return true;
    }
    if (path === '/readyz') {
      void readiness().then(({ ready, parts, notReady, attention }) =>
        send(req, res, ready ? 200 : 503, {
          status: ready ? 'ready' : 'not-ready',
          ...(ready ? {} : { notReady }),
          ...(attention.length ? { attention } : {}),
          ...parts,
        }),
      );
      return true;
    }
    if (path === '/metrics' && config.metricsToken) {
      if (!bearerMatches(req, config.metricsToken)) {
        void send(req, res, 401, { status: 'unauthorized' }, { 'www-authenticate': 'Bearer' });
        return true;
      }
      void sendMetrics(watch, res).catch(() => res.destroy());
      return true;
    }
    return false;
  };

  /** A bounded set of names for the requests that are not operations (the metrics' labels). */
  const areaNames = new Set<string>();
  const operationLabel = (req: IncomingMessage, path: string) => {
    const op = /^\/api\/ops\/([A-Za-z]+)$/.exec(path)?.[1];
    if (op) return isOperationId(op) ? op : 'unknown-operation';
    const area = path.split('/')[2] ?? '';
    if (!/^[a-z][a-z-]{0,23}$/.test(area)) return 'other';
    if (!areaNames.has(area) && areaNames.size >= 24) return 'other';
    areaNames.add(area);
    return `${area}.${(req.method ?? 'get').toLowerCase()}`;
  };

  /** One log line and the counts of an /api request, once it is answered (or abandoned). */
  const watchRequest = (req: IncomingMessage, res: ServerResponse, path: string) => {
    const started = performance.now();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      const status = res.headersSent ? res.statusCode : 499;
      watch.request({
        requestId: requestId(req),
        personId: personOf.get(req) ?? null,
        method: req.method ?? 'GET',
        path: path.startsWith('/api/links/') ? '/api/links/…' : path,
        operation: operationLabel(req, path),
        status,
        outcome: outcomeOf.get(req) ?? (status < 400 ? 'ok' : String(status)),
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      });
    };
    res.once('finish', finish);
    res.once('close', finish);
  };

  const handler = (req: IncomingMessage, res: ServerResponse, next?: Next) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    closeWhenBodyUnread(req, res);
    if (operatorRoute(req, res, path)) return;
    if (path !== '/api' && !path.startsWith('/api/')) {
      if (next) return next();
      return void send(req, res, 404, failure(new ProxyError(404, 'NOT_FOUND', 'Not found')));
    }
    watchRequest(req, res, path);
    route(req, res, path).catch((error: unknown) => {
      const e = toProxyError(error);
      outcomeOf.set(req, e.code);
      if (e.status === 500)
        watch.log.error({ err: error, requestId: requestId(req) }, 'proxy: unexpected failure');
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
    /** Opens the database and the partner connection now, rather than at the first request. */
    ready: () =>
      peopleReady()
        .then(notificationsReady)
        .then(({ notifications }) => notifications.start()),
    /** The morning brief's scheduler and worker (tests run its rounds themselves). */
    notifications: async () => (await notificationsReady()).notifications,
    /** An operation run by the server as a person (see `operationAs`). */
    operationAs: (person: PersonRecord, path: string, body: unknown) =>
      operationAs(person, path, body),
    /** The metrics listener's address (`METRICS_PORT`), or null without one. */
    metricsUrl: async () => (metricsListener ? (await metricsListener).url : null),
    /** The request log, for the server's own lines. */
    log: watch.log,
    close: async () => {
      const notified = notifying ? await notifying.catch(() => null) : null;
      await notified?.notifications.close();
      const opened = opening ? await opening.catch(() => null) : null;
      const metrics = await metricsListener?.catch(() => null);
      await Promise.all([
        upstream.close(),
        budget.close(),
        guard.close(),
        readCache.close(),
        opened?.close(),
        metrics?.close(),
      ]);
    },
  };
};
export type ProxyHandler = ReturnType<typeof createProxyHandler>;
