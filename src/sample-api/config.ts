import { z } from 'zod';
import { isoDate } from '../contract/common';

/** Documented defaults: printed at start and shown on the sign-in page. */
export const SAMPLE_DEFAULTS = {
  email: 'demo@partner.example',
  password: 'demo-password',
  apiKey: 'sample-partner-key',
  port: 4010,
} as const;

const rate = z.coerce.number().min(0).max(1);

export const faultsSchema = z.object({
  /** Added to every matching request, in milliseconds. */
  latencyMs: z.coerce.number().int().min(0).max(120_000).default(0),
  /** Share of matching requests answered with a 500 envelope. */
  errorRate: rate.default(0),
  /** Share answered with a body that is not JSON. */
  malformedRate: rate.default(0),
  /** Share answered with 429 and `Retry-After`. */
  rateLimitRate: rate.default(0),
  /**
   * The next this many matching requests are answered 429 with `Retry-After:
   * rateLimitRetryAfterSeconds`, and every request (whatever its operation) is then refused the
   * same way until that time has passed: the pause a gateway imposes.
   */
  rateLimitNext: z.coerce.number().int().min(0).default(0),
  rateLimitRetryAfterSeconds: z.coerce.number().int().min(1).max(3600).default(1),
  /** Share whose connection is dropped without an answer. */
  dropRate: rate.default(0),
  /** Operation ids the faults apply to; empty: all. */
  operations: z.array(z.string()).default([]),
  /**
   * Only the requests whose body holds this text (a date of one range: the one read of several
   * a page makes together that comes late or fails); empty: all.
   */
  bodyIncludes: z.string().default(''),
});
export type Faults = z.infer<typeof faultsSchema>;

/** How much sample data: `small` for tests, `default` to try it, `large` for the bench. */
export const sampleConfigScale = z.enum(['small', 'default', 'large']);

export const sampleConfigSchema = z.object({
  port: z.coerce.number().int().min(0).max(65535),
  host: z.string(),
  email: z.string().min(1),
  password: z.string().min(1),
  apiKey: z.string().min(1),
  scale: sampleConfigScale,
  seed: z.coerce.number().int(),
  /** `YYYY-MM-DD`; defaults to the real date so the default range always has data. */
  today: isoDate,
  /** Access-token lifetime; 24 hours as the specification says, shorter for tests. */
  tokenTtlSeconds: z.coerce.number().int().min(1),
  /** Delay before a reply is applied or a raised dispute decided. */
  processingMs: z.coerce.number().int().min(0),
  /** Requests per token per window (a minute unless `rateLimitWindowMs` says) before 429s. */
  rateLimitPerMinute: z.coerce.number().int().min(1),
  /** The rate limit's window: a minute; tests shorten it. */
  rateLimitWindowMs: z.coerce.number().int().min(100),
  faults: faultsSchema,
});
export type SampleConfig = z.infer<typeof sampleConfigSchema>;
export type SampleConfigInput = Partial<Omit<SampleConfig, 'faults'>> & {
  faults?: Partial<Faults>;
};

/** Reads the configuration from the environment; a bad value stops the server with its name. */
export const configFromEnv = (env: NodeJS.ProcessEnv = process.env): SampleConfig => {
  const parsed = sampleConfigSchema.safeParse({
    port: env.SAMPLE_API_PORT ?? SAMPLE_DEFAULTS.port,
    host: env.SAMPLE_API_HOST ?? '127.0.0.1',
    email: env.SAMPLE_PARTNER_EMAIL ?? SAMPLE_DEFAULTS.email,
    password: env.SAMPLE_PARTNER_PASSWORD ?? SAMPLE_DEFAULTS.password,
    apiKey: env.SAMPLE_API_KEY ?? SAMPLE_DEFAULTS.apiKey,
    scale: env.SAMPLE_SCALE ?? 'default',
    seed: env.SAMPLE_SEED ?? 42,
    today: env.SAMPLE_TODAY ?? new Date().toISOString().slice(0, 10),
    tokenTtlSeconds: env.SAMPLE_TOKEN_TTL_SECONDS ?? 86_400,
    processingMs: env.SAMPLE_PROCESSING_MS ?? 2000,
    rateLimitPerMinute: env.SAMPLE_RATE_LIMIT_PER_MINUTE ?? 6000,
    rateLimitWindowMs: env.SAMPLE_RATE_LIMIT_WINDOW_MS ?? 60_000,
    faults: {
      latencyMs: env.SAMPLE_FAULT_LATENCY_MS ?? 0,
      errorRate: env.SAMPLE_FAULT_ERROR_RATE ?? 0,
      malformedRate: env.SAMPLE_FAULT_MALFORMED_RATE ?? 0,
      rateLimitRate: env.SAMPLE_FAULT_429_RATE ?? 0,
      dropRate: env.SAMPLE_FAULT_DROP_RATE ?? 0,
      operations: env.SAMPLE_FAULT_OPERATIONS
        ? env.SAMPLE_FAULT_OPERATIONS.split(',').filter(Boolean)
        : [],
    },
  });
  if (!parsed.success) {
    throw new Error(`Invalid sample API setting: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
};

export const resolveConfig = (input: SampleConfigInput = {}): SampleConfig => {
  const base = configFromEnv({});
  return sampleConfigSchema.parse({
    ...base,
    ...input,
    faults: { ...base.faults, ...input.faults },
  });
};
