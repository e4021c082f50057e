/**
 * What an operator watches: one JSON log line per /api request (pino) and Prometheus metrics
 * (prom-client). A log line holds the request id, the person's id, the operation, the status,
 * the outcome and the duration: never a token, a cookie, a password or a request's body.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import { pino, type DestinationStream, type Logger } from 'pino';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ReadSource } from './read-cache';

export interface WatchOptions {
  /** Where log lines go (standard output by default); tests capture them. */
  logDestination?: DestinationStream;
  /** `silent` turns the request log off. */
  logLevel?: string;
  /** Live sessions, counted when metrics are scraped. */
  activeSessions: () => Promise<number>;
  /** Requests waiting for the upstream budget, by priority, counted when metrics are scraped. */
  upstreamQueue?: () => Record<string, number>;
}

export const createWatch = ({
  logDestination,
  logLevel = 'info',
  activeSessions,
  upstreamQueue,
}: WatchOptions) => {
  const log: Logger = pino(
    {
      level: logLevel,
      base: { service: 'dashboard' },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Nothing secret is ever given to the logger; should an error carry a request, its
      // headers are cut out.
      redact: {
        paths: ['*.headers.cookie', '*.headers.authorization', 'password', '*.password'],
        censor: '[redacted]',
      },
    },
    logDestination,
  );

  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'dashboard_process_' });
  const requests = new Counter({
    name: 'dashboard_requests_total',
    help: 'Requests to /api by operation and outcome (ok, or the error code)',
    labelNames: ['operation', 'outcome'] as const,
    registers: [registry],
  });
  /** From a light read's 10 ms to the upstream timeout's 15 s. */
  const ANSWER_SECONDS = [0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2, 5, 15];
  const requestSeconds = new Histogram({
    name: 'dashboard_request_duration_seconds',
    help: 'Time to answer a request to /api, by operation',
    labelNames: ['operation'] as const,
    buckets: ANSWER_SECONDS,
    registers: [registry],
  });
  const upstreamSeconds = new Histogram({
    name: 'dashboard_upstream_duration_seconds',
    help: 'Time the partner gateway took to answer, by operation',
    labelNames: ['operation'] as const,
    buckets: ANSWER_SECONDS,
    registers: [registry],
  });
  const reads = new Counter({
    name: 'dashboard_reads_total',
    help: 'Reads by where their reply came from: upstream (asked), joined (an identical read in flight) or kept',
    labelNames: ['source'] as const,
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'dashboard_upstream_rate_limited_total',
    help: 'Replies of 429 (rate limited) from the partner gateway',
    registers: [registry],
  });
  const budgetWaits = new Histogram({
    name: 'dashboard_upstream_budget_wait_seconds',
    help: 'Time an upstream request waited for its turn in the upstream budget (or a pause the gateway asked for), by priority',
    labelNames: ['priority'] as const,
    buckets: [0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20],
    registers: [registry],
  });
  const budgetRefused = new Counter({
    name: 'dashboard_upstream_budget_refused_total',
    help: 'Requests answered 429 because they would have waited too long for the upstream budget, by priority',
    labelNames: ['priority'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'dashboard_upstream_budget_queue',
    help: 'Requests waiting for the upstream budget on this instance, by priority',
    labelNames: ['priority'] as const,
    registers: [registry],
    collect() {
      for (const [priority, count] of Object.entries(upstreamQueue?.() ?? {}))
        this.set({ priority }, count);
    },
  });
  const databaseErrors = new Counter({
    name: 'dashboard_database_errors_total',
    help: 'Requests that found the database unreachable or too slow',
    registers: [registry],
  });
  new Gauge({
    name: 'dashboard_active_sessions',
    help: 'Sessions neither ended nor expired, on every instance',
    registers: [registry],
    async collect() {
      this.set(await activeSessions().catch(() => 0));
    },
  });

  return {
    log,
    /** One request to /api answered: its log line and its counts. */
    request: (line: {
      requestId: string;
      personId: string | null;
      method: string;
      path: string;
      operation: string;
      status: number;
      outcome: string;
      durationMs: number;
    }) => {
      requests.inc({ operation: line.operation, outcome: line.outcome });
      requestSeconds.observe({ operation: line.operation }, line.durationMs / 1000);
      log.info(line, 'request');
    },
    upstream: (operation: string, seconds: number, status: number | null) => {
      upstreamSeconds.observe({ operation }, seconds);
      if (status === 429) rateLimited.inc();
    },
    read: (source: ReadSource) => reads.inc({ source }),
    budgetWait: (priority: string, seconds: number) => budgetWaits.observe({ priority }, seconds),
    budgetRefused: (priority: string) => budgetRefused.inc({ priority }),
    databaseError: () => databaseErrors.inc(),
    /** The metrics in Prometheus's text format. */
    metrics: async () => ({ contentType: registry.contentType, text: await registry.metrics() }),
    registry,
  };
};
export type Watch = ReturnType<typeof createWatch>;

/** Answers a scrape. */
export const sendMetrics = async (watch: Watch, res: ServerResponse) => {
  const { contentType, text } = await watch.metrics();
  res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
  res.end(text);
};

/** `Authorization: Bearer <token>` names this token (compared in constant time). */
export const bearerMatches = (req: IncomingMessage, token: string) => {
  const given = /^Bearer (.+)$/i.exec(String(req.headers.authorization ?? ''))?.[1] ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** A listener of its own for the metrics (`METRICS_PORT`), on loopback unless told otherwise. */
export const listenForMetrics = async (watch: Watch, port: number, host: string) => {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/metrics' && (req.method === 'GET' || req.method === 'HEAD'))
      return void sendMetrics(watch, res).catch(() => {
        res.writeHead(500).end();
      });
    res.writeHead(404, { 'content-type': 'text/plain', connection: 'close' });
    res.end('Not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
