/**
 * The embedded sample partner API: every operation of the contract at the specification's
 * methods and paths, over the sample ledger. Plain `node:http`, because a server built on Web
 * `Request` objects drops the bodies of GET requests that this interface relies on.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { refreshBody, signInBody } from '../contract/auth';
import {
  describeIssues,
  operations,
  OPERATION_IDS,
  type OperationDef,
  type OperationId,
} from '../contract/operations';
import {
  faultsSchema,
  resolveConfig,
  type Faults,
  type SampleConfig,
  type SampleConfigInput,
} from './config';
import { dayOf } from './days';
import { HttpError } from './filters';
import { handlers, type HandlerContext } from './handlers';
import { isReviewAnswered } from './records';
import { createStore } from './store';

const MAX_BODY_BYTES = 1_000_000;

interface Session {
  expiresAt: number;
}

const routes = new Map<string, { id: OperationId; def: OperationDef }>(
  OPERATION_IDS.map((id) => [operations[id].path, { id, def: operations[id] as OperationDef }]),
);

const safeEqual = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export const createSampleApi = (input: SampleConfigInput = {}) => {
  const config: SampleConfig = resolveConfig(input);
  const started = performance.now();
  const store = createStore({ scale: config.scale, seed: config.seed, today: dayOf(config.today) });
  const buildMs = performance.now() - started;
  let faults: Faults = config.faults;
  let tokenTtlSeconds = config.tokenTtlSeconds;
  const accessTokens = new Map<string, Session>();
  const refreshTokens = new Set<string>();
  const usage = new Map<string, { windowStart: number; count: number }>();
  /** 429s answered (the limit's and the faults'), and until when a fault's pause refuses all. */
  let rateLimited = 0;
  /** Requests the faults matched (their operations and `bodyIncludes`). */
  let faulted = 0;
  let pausedUntil = 0;
  /** The most requests one token sent in one window of the limit (the soak's figure). */
  let busiestWindow = 0;
  const stats = new Map<string, number>();
  /** Raise requests received per order (`deliveryUUID`), whatever became of them. */
  const raisesSent = new Map<string, number>();
  /** Reply requests received per review (`deliveryUUID`), whatever became of them. */
  const repliesSent = new Map<string, number>();
  const partnerClients = store.ledger.clients.filter((c) => c.partnerOwned);
  /** Writes processed while the tests hold processing back (`/__sample/processing`), in order. */
  let held: (() => void)[] | undefined;
  const context: HandlerContext = {
    store,
    clients: partnerClients,
    afterProcessing: (fn) => {
      const timer = setTimeout(() => (held ? held.push(fn) : fn()), config.processingMs);
      timer.unref();
    },
  };
  const profile = {
    id: 'partner-0001',
    email: config.email,
    username: config.email.split('@')[0] ?? config.email,
  };

  const send = (
    res: ServerResponse,
    statusCode: number,
    payload: unknown,
    headers: Record<string, string> = {},
  ) => {
    const body = JSON.stringify(payload);
    res.writeHead(statusCode, {
      // The sample's own clock (its pinned today, the time of day): what it stamps a reply's
      // time and a raise's day with, as a real gateway's `Date` is the clock it stamps with.
      date: new Date(store.ledgerNow() * 1000).toUTCString(),
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      ...headers,
    });
    res.end(body);
  };
  const fail = (
    res: ServerResponse,
    statusCode: number,
    message: string,
    error: unknown,
    headers?: Record<string, string>,
  ) => send(res, statusCode, { status: false, statusCode, message, result: null, error }, headers);
  const failWith = (res: ServerResponse, e: HttpError) =>
    fail(res, e.status, e.message, {
      code: e.code,
      detail: e.message,
      ...(e.fields ? { fields: e.fields } : {}),
    });

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          reject(
            new HttpError(
              413,
              'PAYLOAD_TOO_LARGE',
              `the body is larger than ${MAX_BODY_BYTES} bytes`,
            ),
          );
          req.resume();
          return;
        }
        chunks.push(chunk);
      });
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      req.on('error', reject);
    });

  const parseJson = (text: string): unknown => {
    if (text.trim() === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new HttpError(400, 'MALFORMED_JSON', 'the body is not valid JSON');
    }
  };

  const validate = <T extends z.core.$ZodType>(
    schema: T,
    value: unknown,
    where: 'query' | 'body',
  ): z.output<T> => {
    const parsed = z.safeParse(schema, value);
    if (parsed.success) return parsed.data;
    const { fields, detail } = describeIssues(
      parsed.error.issues,
      where === 'query' ? 'query' : '',
    );
    throw new HttpError(400, 'INVALID_REQUEST', detail, fields);
  };

  const issueToken = () => {
    const token = randomBytes(24).toString('base64url');
    accessTokens.set(token, { expiresAt: Date.now() + tokenTtlSeconds * 1000 });
    return token;
  };

  const count = (key: string) => stats.set(key, (stats.get(key) ?? 0) + 1);
  const countWrite = (into: Map<string, number>, text: string) => {
    let order: unknown;
    try {
      order = (JSON.parse(text) as { deliveryUUID?: unknown } | null)?.deliveryUUID;
    } catch {
      return;
    }
    if (typeof order === 'string') into.set(order, (into.get(order) ?? 0) + 1);
  };

  const admin = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (!safeEqual(String(req.headers['x-api-key'] ?? ''), config.apiKey)) {
      return fail(res, 403, 'Forbidden', {
        code: 'INVALID_API_KEY',
        detail: 'x-api-key is missing or wrong',
      });
    }
    if (path === '/__sample/faults') {
      if (req.method === 'PUT') {
        const body = parseJson(await readBody(req)) as Record<string, unknown> | undefined;
        const { tokenTtlSeconds: ttl, ...rest } = (body ?? {}) as { tokenTtlSeconds?: unknown };
        faults = validate(faultsSchema, rest, 'body');
        // New knobs end a pause the old ones started.
        pausedUntil = 0;
        if (ttl !== undefined) tokenTtlSeconds = validate(z.number().int().min(1), ttl, 'body');
        else tokenTtlSeconds = config.tokenTtlSeconds;
      }
      return send(res, 200, { faults, tokenTtlSeconds });
    }
    // Holds the processing of writes (replies stay pending, raises undecided) until released: a
    // journey can see a write's pending state for as long as it needs, however slow the host.
    if (path === '/__sample/processing' && req.method === 'PUT') {
      const body = validate(
        z.object({ hold: z.boolean() }),
        parseJson(await readBody(req)),
        'body',
      );
      const released = held ?? [];
      held = body.hold ? (held ?? []) : undefined;
      if (!body.hold) for (const fn of released) fn();
      return send(res, 200, { hold: body.hold, released: body.hold ? 0 : released.length });
    }
    if (path === '/__sample/stats') {
      if (req.method === 'DELETE') {
        stats.clear();
        raisesSent.clear();
        repliesSent.clear();
        rateLimited = 0;
        faulted = 0;
        busiestWindow = 0;
      }
      return send(res, 200, {
        requests: Object.fromEntries(stats),
        rateLimited,
        faulted,
        busiestWindow,
        raisesSent: Object.fromEntries(raisesSent),
        repliesSent: Object.fromEntries(repliesSent),
      });
    }
    // Every token it has issued: tests check that none of them ever reaches a browser.
    if (path === '/__sample/tokens' && req.method === 'GET')
      return send(res, 200, { access: [...accessTokens.keys()], refresh: [...refreshTokens] });
    // A customer rates an order low just now: the client's newest review not answered yet and
    // rated 3 stars or more gets `rating` (1 or 2) stars and is written now (it moves to the end
    // of the client's reviews, which are kept in time order). The alerts' tests and journeys use it.
    if (path === '/__sample/low-review' && req.method === 'POST') {
      const body = validate(
        z.object({ clientId: z.string(), rating: z.union([z.literal(1), z.literal(2)]) }),
        parseJson(await readBody(req)),
        'body',
      );
      const client = store.ledger.clientById.get(body.clientId);
      if (!client)
        return fail(res, 404, 'Not Found', { code: 'NOT_FOUND', detail: 'no such client' });
      const r = store.ledger.reviews;
      for (let n = client.reviews.length - 1; n >= 0; n--) {
        const k = client.reviews[n] as number;
        if ((r.rating[k] as number) < 3 || isReviewAnswered(store, k)) continue;
        r.rating[k] = body.rating;
        r.feedback[k] = 0;
        const last = client.reviews[client.reviews.length - 1] as number;
        r.time[k] = Math.max(store.ledgerNow(), r.time[last] as number);
        client.reviews = Int32Array.from([...client.reviews.filter((one) => one !== k), k]);
        const i = r.order[k] as number;
        return send(res, 200, {
          deliveryUUID: store.orderUuid(i),
          channel: store.channelOf(i),
          rating: body.rating,
          customer: store.customerName(i),
        });
      }
      return fail(res, 404, 'Not Found', { code: 'NOT_FOUND', detail: 'no review to change' });
    }
    if (path === '/__sample/expire-tokens' && req.method === 'POST') {
      for (const session of accessTokens.values()) session.expiresAt = 0;
      return send(res, 200, { expired: accessTokens.size });
    }
    return fail(res, 404, 'Not Found', {
      code: 'NOT_FOUND',
      detail: `no admin route ${req.method} ${path}`,
    });
  };

  const refuseRateLimited = (res: ServerResponse, detail: string, retryAfterSeconds: number) => {
    rateLimited += 1;
    fail(
      res,
      429,
      'Too Many Requests',
      { code: 'RATE_LIMITED', detail },
      { 'retry-after': String(retryAfterSeconds) },
    );
  };

  const applyFaults = async (res: ServerResponse, id: OperationId, body: string | undefined) => {
    // A pause the gateway imposed refuses every request until it ends, whatever its operation.
    const pauseLeft = pausedUntil - Date.now();
    if (pauseLeft > 0) {
      refuseRateLimited(
        res,
        'paused after too many requests; retry later',
        Math.ceil(pauseLeft / 1000),
      );
      return { handled: true, malformed: false };
    }
    if (faults.operations.length > 0 && !faults.operations.includes(id))
      return { handled: false, malformed: false };
    if (faults.bodyIncludes && !(body ?? '').includes(faults.bodyIncludes))
      return { handled: false, malformed: false };
    faulted += 1;
    if (faults.rateLimitNext > 0) {
      faults.rateLimitNext -= 1;
      pausedUntil = Date.now() + faults.rateLimitRetryAfterSeconds * 1000;
      refuseRateLimited(res, 'too many requests; retry later', faults.rateLimitRetryAfterSeconds);
      return { handled: true, malformed: false };
    }
    if (faults.latencyMs > 0) await new Promise((r) => setTimeout(r, faults.latencyMs));
    if (faults.dropRate > 0 && Math.random() < faults.dropRate) {
      res.socket?.destroy();
      return { handled: true, malformed: false };
    }
    if (faults.rateLimitRate > 0 && Math.random() < faults.rateLimitRate) {
      refuseRateLimited(res, 'too many requests; retry later', 1);
      return { handled: true, malformed: false };
    }
    if (faults.errorRate > 0 && Math.random() < faults.errorRate) {
      fail(res, 500, 'Internal Server Error', {
        code: 'INTERNAL',
        detail: 'the sample API was told to fail this request',
      });
      return { handled: true, malformed: false };
    }
    return {
      handled: false,
      malformed: faults.malformedRate > 0 && Math.random() < faults.malformedRate,
    };
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://sample.invalid');
    const path = url.pathname;
    if (path === '/__sample/health')
      return send(res, 200, { status: 'ok', scale: config.scale, today: config.today });
    if (path.startsWith('/__sample/')) return admin(req, res, path);

    const route = routes.get(path);
    if (!route)
      return fail(res, 404, 'Not Found', {
        code: 'NOT_FOUND',
        detail: `no operation at ${req.method} ${path}`,
      });
    const { id, def } = route;
    count(id);
    if (req.method !== def.method) {
      return fail(
        res,
        405,
        'Method Not Allowed',
        { code: 'METHOD_NOT_ALLOWED', detail: `${path} takes ${def.method}` },
        { allow: def.method },
      );
    }
    // A write's body is read first, so a request the faults fail still counts for its item.
    const counted =
      id === 'raiseManualDispute' ? raisesSent : id === 'replyToReview' ? repliesSent : undefined;
    const early = counted || faults.bodyIncludes ? await readBody(req) : undefined;
    if (counted && early !== undefined) countWrite(counted, early);
    const fault = await applyFaults(res, id, early);
    if (fault.handled) return;

    if (!safeEqual(String(req.headers['x-api-key'] ?? ''), config.apiKey)) {
      return fail(res, 403, 'Forbidden', {
        code: 'INVALID_API_KEY',
        detail: 'x-api-key is missing or wrong',
      });
    }
    if (def.tokenHeader) {
      const token = String(req.headers[def.tokenHeader] ?? '');
      if (!token) return fail(res, 401, 'Unauthorized, token is required', 'Unauthorized');
      const session = accessTokens.get(token);
      if (!session)
        return fail(res, 401, 'Unauthorized', {
          code: 'INVALID_TOKEN',
          detail: 'the token is not valid',
        });
      if (session.expiresAt <= Date.now()) {
        return fail(res, 401, 'Unauthorized', {
          code: 'TOKEN_EXPIRED',
          detail: 'the token has expired; refresh it',
        });
      }
      const now = Date.now();
      const windowStart = now - (now % config.rateLimitWindowMs);
      const use = usage.get(token);
      const counted = use?.windowStart === windowStart ? use : { windowStart, count: 0 };
      if (counted !== use) usage.set(token, counted);
      counted.count += 1;
      busiestWindow = Math.max(busiestWindow, counted.count);
      if (counted.count > config.rateLimitPerMinute) {
        const left = windowStart + config.rateLimitWindowMs - now;
        return refuseRateLimited(
          res,
          config.rateLimitWindowMs === 60_000
            ? `more than ${config.rateLimitPerMinute} requests a minute`
            : `more than ${config.rateLimitPerMinute} requests in ${config.rateLimitWindowMs} ms`,
          Math.max(1, Math.ceil(left / 1000)),
        );
      }
    }
    const query = Object.fromEntries(url.searchParams);
    if (def.clientParam && !query[def.clientParam])
      return fail(res, 400, 'client id is required', 'Bad Request');

    const raw = parseJson(early ?? (await readBody(req)));
    let result: unknown;
    if (id === 'signIn') {
      const body = validate(signInBody, raw ?? {}, 'body');
      if (
        !safeEqual(body.email.toLowerCase(), config.email.toLowerCase()) ||
        !safeEqual(body.password, config.password)
      ) {
        return fail(res, 401, 'Invalid email or password', {
          code: 'INVALID_CREDENTIALS',
          detail: 'the email or password is wrong',
        });
      }
      const refresh = randomBytes(24).toString('base64url');
      refreshTokens.add(refresh);
      result = { profile, token: issueToken(), refresh };
    } else if (id === 'refreshToken') {
      const body = validate(refreshBody, raw ?? {}, 'body');
      if (!refreshTokens.has(body.refresh)) {
        return fail(res, 401, 'Invalid refresh token', {
          code: 'INVALID_REFRESH_TOKEN',
          detail: 'the refresh token is not valid',
        });
      }
      result = { token: issueToken() };
    } else {
      const queryValue = def.query ? validate(def.query, query, 'query') : undefined;
      const bodyValue = def.body ? validate(def.body, raw ?? {}, 'body') : undefined;
      const handler = handlers[id] as (
        ctx: HandlerContext,
        input: { query: unknown; body: unknown },
      ) => unknown;
      result = handler(context, { query: queryValue, body: bodyValue });
    }
    if (fault.malformed) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"status":true,"statusCode":200,"message":"trunc');
      return;
    }
    send(res, 200, {
      status: true,
      statusCode: 200,
      message: def.successMessage,
      result,
      error: null,
    });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return res.destroy();
      if (error instanceof HttpError) return failWith(res, error);
      console.error('sample API: unexpected failure', error);
      fail(res, 500, 'Internal Server Error', {
        code: 'INTERNAL',
        detail: 'unexpected failure in the sample API',
      });
    });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
  });

  return {
    config,
    store,
    buildMs,
    server,
    /** Starts listening; resolves to the base URL. */
    listen: (port = config.port, host = config.host) =>
      new Promise<string>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = server.address() as AddressInfo;
          resolve(`http://${host}:${address.port}`);
        });
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export type SampleApi = ReturnType<typeof createSampleApi>;
