import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { oidcSettingsFromEnv } from '../people/oidc';
import { ConfigError as ConfigErrorClass } from './errors';
import { z } from 'zod';

export const proxyConfigSchema = z.object({
  /** Base URL of the partner gateway (or the sample API). */
  upstreamUrl: z.url({ protocol: /^https?$/ }),
  /** The partner key, sent upstream as `x-api-key`; never sent to the browser. */
  partnerApiKey: z.string().min(1),
  /** Keys the session cookie (AES-256-GCM). At least 32 characters. */
  sessionSecret: z.string().min(32, 'must be at least 32 characters'),
  /** Upstream access-token lifetime; the proxy refreshes a little before it ends. */
  tokenTtlSeconds: z.number().int().min(1).default(86_400),
  /** How long one upstream call may take before the browser gets a 504. */
  upstreamTimeoutMs: z.number().int().min(100).default(15_000),
  /** Session cookie lifetime. */
  sessionMaxAgeSeconds: z
    .number()
    .int()
    .min(60)
    .default(7 * 86_400),
  /** Trust `X-Forwarded-Proto` from a load balancer in front. */
  trustProxy: z.boolean().default(false),
  /** Shown on the sign-in page when the upstream is the embedded sample API. */
  demoAccount: z.object({ email: z.string(), password: z.string() }).nullable().default(null),
  /**
   * The host names (with `:port` when not the default) this server answers /api for; empty:
   * any (development). In production, the public name(s) behind the load balancer.
   */
  allowedHosts: z.array(z.string().min(1)).default([]),
  /**
   * Where instances share sign-in throttling and revoked sessions (`redis://…`); unset: in this
   * process's memory (one instance).
   */
  redisUrl: z.url({ protocol: /^rediss?$/ }).optional(),
  /**
   * The upstream budget: at most this many requests to the gateway in any minute, shared by
   * every instance (through Redis when `redisUrl` is set), below the gateway's own limit; 0: no
   * budget of ours (the gateway's 429s and their `Retry-After` are still honoured).
   */
  upstreamRequestsPerMinute: z.number().int().min(0).default(5000),
  /** The budget's window: a minute; tests shorten it to keep their waits short. */
  upstreamBudgetWindowMs: z.number().int().min(100).default(60_000),
  /**
   * The longest a request waits for the budget or a gateway's pause, in all, before the browser
   * is answered 429 with `Retry-After` (a wait it shows as loading until then).
   */
  upstreamMaxWaitMs: z.number().int().min(1000).default(20_000),
  /** Read retries after a network error or a 5xx (writes are never retried). */
  readRetries: z.number().int().min(0).max(5).default(2),
  /**
   * How long a read's reply is kept and given to the next identical read (its operation and
   * scope-checked input), by anyone allowed to ask it; 0: every read asks the gateway.
   */
  // A minute: 200 people opening the same clients' pages ask the gateway once. A write to a
  // client clears its kept replies and keeps none while the gateway applies it (read-cache.ts).
  readCacheSeconds: z.number().int().min(0).max(3600).default(60),
  /** Prometheus metrics on a listener of their own (`METRICS_PORT`; 0: any free port). */
  metricsPort: z.number().int().min(0).max(65_535).optional(),
  /** Where that listener listens: loopback unless told otherwise. */
  metricsHost: z.string().min(1).default('127.0.0.1'),
  /** Metrics at `/metrics` on the main server, for `Authorization: Bearer <this>` only. */
  metricsToken: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The request log's level (`info`; `silent` turns it off). */
  logLevel: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).default('info'),
  /** A PostgreSQL server for people, sessions and the audit log (many instances). */
  databaseUrl: z.string().optional(),
  /** Unset `databaseUrl`: the embedded PostgreSQL (PGlite) keeps its data here; `memory://` for tests. */
  dataDir: z.string().min(1).default('.data'),
  /** The gateway credential, for unattended set-up (otherwise an owner gives it on the set-up page). */
  partnerCredential: z.object({ email: z.string(), password: z.string() }).optional(),
  /** The first owner, created when there is none (unattended set-up). */
  firstOwner: z
    .object({ email: z.string(), password: z.string(), name: z.string().default('Owner') })
    .optional(),
  /** The sample API's demo: one person for each preset, printed at start. */
  demoPeople: z.boolean().default(false),
  /** Sends invitation and reset links (`smtp://…`); unset: the links are shown to copy only. */
  smtpUrl: z.string().optional(),
  mailFrom: z.string().default('Partner dashboard <dashboard@localhost>'),
  /** The address people reach the dashboard at, for links in mail (unset: the request's own). */
  publicUrl: z.string().optional(),
  /** Signs the mail's unsubscribe links (unset: a key derived from `sessionSecret`). */
  unsubscribeSecret: z.string().min(32, 'must be at least 32 characters').optional(),
  /** How often each instance looks for due briefs (seconds); 0: never on its own (tests). */
  notifyTickSeconds: z.number().int().min(0).default(60),
  /** How long an instance holds a job it claimed before another may take it over. */
  notifyLeaseSeconds: z.number().int().min(1).default(300),
  /** The wait before a failed send's first retry; doubled at each next one. */
  notifyRetrySeconds: z.number().int().min(1).default(300),
  /** How often each person's alert rules are checked (`NOTIFY_ALERT_MINUTES`). */
  notifyAlertMinutes: z.number().int().min(1).default(15),
  /** Alert channels may post to this server's own network: loopback, private ranges (tests, an intranet). */
  webhookAllowPrivate: z.boolean().default(false),
  /**
   * A clock the tests set: a file holding an ISO instant, "now" for the schedules while it holds
   * one (`CLOCK_FILE`). Unset: the system's clock.
   */
  clockFile: z.string().optional(),
  /** The company's OpenID Connect provider, for single sign-on. */
  oidc: z
    .object({
      issuer: z.string(),
      clientId: z.string(),
      clientSecret: z.string().optional(),
      /** `PUBLIC_URL` + `/api/oidc/callback`. */
      redirectUri: z.string(),
      /** An `http:` issuer: tests only. */
      allowHttp: z.boolean().optional(),
    })
    .optional(),
});
export type ProxyConfig = z.infer<typeof proxyConfigSchema>;
export type ProxyConfigInput = z.input<typeof proxyConfigSchema>;

export { ConfigError } from './errors';

/**
 * Reads the proxy's settings from the environment. In production `SESSION_SECRET` and
 * `UPSTREAM_URL` are required; in development a missing secret becomes a random one, with a warning.
 */
export const proxyConfigFromEnv = (
  env: NodeJS.ProcessEnv,
  { production, defaults = {} }: { production: boolean; defaults?: Partial<ProxyConfigInput> },
): ProxyConfig => {
  const missing: string[] = [];
  if (production && !env.SESSION_SECRET)
    missing.push('SESSION_SECRET (32+ random characters that key the session cookie)');
  if (production && !env.UPSTREAM_URL) missing.push('UPSTREAM_URL (the partner gateway base URL)');
  if (production && !env.PARTNER_API_KEY)
    missing.push('PARTNER_API_KEY (the partner key sent as x-api-key)');
  if (missing.length > 0)
    throw new ConfigErrorClass(
      `Cannot start in production without:\n  - ${missing.join('\n  - ')}`,
    );
  let sessionSecret = env.SESSION_SECRET ?? defaults.sessionSecret;
  const dataDir = env.DATA_DIR ?? defaults.dataDir ?? '.data';
  if (!sessionSecret && !env.DATABASE_URL && !dataDir.startsWith('memory://')) {
    // Development: a random secret kept beside the embedded database, which it keys (the
    // partner credential is encrypted with it).
    const file = join(dataDir, 'session-secret');
    if (!existsSync(file)) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
    }
    sessionSecret = readFileSync(file, 'utf8').trim();
  }
  if (!sessionSecret) {
    console.warn(
      'SESSION_SECRET is not set: using a random one, so sessions end when the server restarts.',
    );
    sessionSecret = randomBytes(32).toString('base64url');
  }
  const oidc = oidcSettingsFromEnv(env);
  const parsed = proxyConfigSchema.safeParse({
    ...defaults,
    upstreamUrl: env.UPSTREAM_URL ?? defaults.upstreamUrl,
    partnerApiKey: env.PARTNER_API_KEY ?? defaults.partnerApiKey,
    sessionSecret,
    ...(env.UPSTREAM_TOKEN_TTL_SECONDS
      ? { tokenTtlSeconds: Number(env.UPSTREAM_TOKEN_TTL_SECONDS) }
      : {}),
    ...(env.UPSTREAM_TIMEOUT_MS ? { upstreamTimeoutMs: Number(env.UPSTREAM_TIMEOUT_MS) } : {}),
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    ...(env.READ_CACHE_SECONDS ? { readCacheSeconds: Number(env.READ_CACHE_SECONDS) } : {}),
    ...(env.UPSTREAM_REQUESTS_PER_MINUTE
      ? { upstreamRequestsPerMinute: Number(env.UPSTREAM_REQUESTS_PER_MINUTE) }
      : {}),
    ...(env.METRICS_PORT ? { metricsPort: Number(env.METRICS_PORT) } : {}),
    ...(env.METRICS_HOST ? { metricsHost: env.METRICS_HOST } : {}),
    ...(env.METRICS_TOKEN ? { metricsToken: env.METRICS_TOKEN } : {}),
    ...(env.LOG_LEVEL ? { logLevel: env.LOG_LEVEL } : {}),
    ...(env.ALLOWED_HOSTS
      ? {
          allowedHosts: env.ALLOWED_HOSTS.split(',')
            .map((host) => host.trim())
            .filter(Boolean),
        }
      : {}),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.DATA_DIR ? { dataDir: env.DATA_DIR } : {}),
    ...(env.PARTNER_EMAIL && env.PARTNER_PASSWORD
      ? { partnerCredential: { email: env.PARTNER_EMAIL, password: env.PARTNER_PASSWORD } }
      : {}),
    ...(env.OWNER_EMAIL && env.OWNER_PASSWORD
      ? {
          firstOwner: {
            email: env.OWNER_EMAIL,
            password: env.OWNER_PASSWORD,
            ...(env.OWNER_NAME ? { name: env.OWNER_NAME } : {}),
          },
        }
      : {}),
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    ...(env.MAIL_FROM ? { mailFrom: env.MAIL_FROM } : {}),
    ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}),
    ...(env.UNSUBSCRIBE_SECRET ? { unsubscribeSecret: env.UNSUBSCRIBE_SECRET } : {}),
    ...(env.NOTIFY_TICK_SECONDS ? { notifyTickSeconds: Number(env.NOTIFY_TICK_SECONDS) } : {}),
    ...(env.NOTIFY_LEASE_SECONDS ? { notifyLeaseSeconds: Number(env.NOTIFY_LEASE_SECONDS) } : {}),
    ...(env.NOTIFY_RETRY_SECONDS ? { notifyRetrySeconds: Number(env.NOTIFY_RETRY_SECONDS) } : {}),
    ...(env.NOTIFY_ALERT_MINUTES ? { notifyAlertMinutes: Number(env.NOTIFY_ALERT_MINUTES) } : {}),
    ...(env.CLOCK_FILE ? { clockFile: env.CLOCK_FILE } : {}),
    ...(env.WEBHOOK_ALLOW_PRIVATE
      ? {
          webhookAllowPrivate:
            env.WEBHOOK_ALLOW_PRIVATE === '1' || env.WEBHOOK_ALLOW_PRIVATE === 'true',
        }
      : {}),
    ...(oidc ? { oidc } : {}),
    ...(env.TRUST_PROXY
      ? { trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true' }
      : {}),
  });
  if (!parsed.success)
    throw new ConfigErrorClass(`Invalid proxy setting:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
};
