import * as z from 'zod/mini';

import { CHANNELS, DISPUTE_CHANNELS } from './channels';
import './zod-locale';
import { MAX_LIMIT } from './constants';
export { MAX_LIMIT } from './constants';

export {
  CHANNELS,
  DISPUTE_CHANNELS,
  isChannel,
  type Channel,
  type DisputeChannel,
} from './channels';

/**
 * Requests name channels from the known set (a clear 400 otherwise); responses accept any
 * upper-case code so a marketplace the gateway adds later does not break the dashboard.
 */
/**
 * `record[key]` for a key that comes from outside (a request, a reply): only the record's own
 * entries, never what a plain object inherits (`constructor`, `__proto__`, `toString`…).
 */
export const ownEntry = <V>(record: Readonly<Record<string, V>>, key: string): V | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

export const channelCode = z.enum(CHANNELS);
export const responseChannel = z.string().check(z.regex(/^[A-Z][A-Z0-9_]*$/));

export const disputeChannel = z.enum(DISPUTE_CHANNELS);

/** `YYYY-MM-DD`, a real calendar date. */
export const isoDate = z.iso.date();
/** ISO 8601 date-time with offset or `Z`. */
export const isoDateTime = z.iso.datetime({ offset: true });
/** `YYYY-MM-DD HH:MM:SS`, as the finance overview writes its period bounds. */
export const sqlDateTime = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/));

/** Dollars, signed, at most two decimals on the wire. */
export const money = z.number();

/**
 * A non-negative whole number sent either as a JSON number (browser → proxy) or as the
 * decimal string a query string carries (proxy → upstream). Parses to a number.
 */
export const wholeNumber = z.pipe(
  z.pipe(
    z.union([z.int(), z.string().check(z.regex(/^\d+$/, 'must be a whole number'))]),
    z.transform(Number),
  ),
  z.int().check(z.minimum(0, 'must be zero or more')),
);

export const pageLimit = z.pipe(
  z.pipe(
    z.union([z.int(), z.string().check(z.regex(/^\d+$/, 'must be a whole number'))]),
    z.transform(Number),
  ),
  z
    .int()
    .check(
      z.minimum(1, 'must be at least 1'),
      z.maximum(MAX_LIMIT, `must be at most ${MAX_LIMIT}`),
    ),
);

/**
 * Identifier of a client, listing, order…: a non-empty token without control characters or
 * separators (`IDENTIFIER_PATTERN`).
 */
export const identifier = z
  .string()
  .check(
    z.minLength(1, 'is required'),
    z.maxLength(128),
    z.regex(/^[^\p{Cc}\p{Z}]+$/u, 'must not contain spaces or control characters'),
  );

/** An error `object` of the envelope. The specification does not show its structure: this is ours. */
export const errorObject = z.object({
  code: z.string(),
  detail: z.string(),
  /** For 400s: every offending field, by dotted path. */
  fields: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ErrorObject = z.infer<typeof errorObject>;

/** The five-field envelope of every reply, success or failure. */
export const envelope = <T extends z.ZodMiniType>(result: T) =>
  z.object({
    status: z.boolean(),
    statusCode: z.int(),
    message: z.string(),
    result,
    error: z.union([z.null(), z.string(), errorObject]),
  });

export const failureEnvelope = z.object({
  status: z.literal(false),
  statusCode: z.int(),
  message: z.string(),
  result: z.unknown(),
  error: z.union([z.string(), errorObject]),
});
export type FailureEnvelope = z.infer<typeof failureEnvelope>;

/** The body shared by list operations and the five finance operations. */
export const rangeFields = {
  startDate: isoDate,
  endDate: isoDate,
  /** Missing or empty: every listing of the client (project decision). */
  listingIds: z.optional(z.array(identifier).check(z.maxLength(5000))),
  /** Missing or empty: every channel (project decision). */
  channel: z.optional(z.array(channelCode).check(z.maxLength(CHANNELS.length * 2))),
};

export const endNotBeforeStart = <T extends { startDate: string; endDate: string }>(
  body: T,
  ctx: z.core.$RefinementCtx,
) => {
  if (body.endDate < body.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'must not be before startDate' });
  }
};

export const rangeBody = z.object(rangeFields).check(z.superRefine(endNotBeforeStart));
export type RangeBody = z.input<typeof rangeBody>;

export const statusMessageResult = z.object({ status: z.boolean(), message: z.string() });
