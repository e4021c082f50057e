import type { ErrorObject } from '../../contract/common';
import { gatewaySaid, operationActivity } from './display-names';

export type FieldError = NonNullable<ErrorObject['fields']>[number];

/** Codes the client itself assigns when there is no error envelope to read one from. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  unreadable: 'UNREADABLE_REPLY',
  contract: 'CONTRACT_MISMATCH',
} as const;

export const NETWORK_ERROR_MESSAGE = 'Cannot reach the dashboard server';

interface ApiErrorInit {
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  code: string;
  message: string;
  fields?: FieldError[];
  /** Seconds, from `Retry-After` on a 429. */
  retryAfter?: number;
  operation?: string;
}

/** Every failure of a call to the dashboard server, whatever its cause, as one typed error. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: FieldError[];
  readonly retryAfter: number | undefined;
  readonly operation: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? [];
    this.retryAfter = init.retryAfter;
    this.operation = init.operation;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * The proxy's "your session is gone" answer (SESSION_REQUIRED, SESSION_EXPIRED), and only that:
 * a refused partner credential (PARTNER_CONNECTION) or any other 401 leaves the person signed in.
 */
export const isSessionError = (error: unknown): boolean =>
  isApiError(error) && error.status === 401 && /^SESSION_(REQUIRED|EXPIRED)$/.test(error.code);

/**
 * Worth retrying: the server was unreachable or failed (5xx). A 4xx is an answer, not an
 * accident — asking again gives the same answer (a 429 says when to come back; we do not guess).
 */
export const isRetryableError = (error: unknown): boolean =>
  isApiError(error) && (error.status === 0 || error.status >= 500);

/** Codes the dashboard server (the proxy) answers with itself; any other comes from the gateway. */
const PROXY_CODES = new Set([
  'CROSS_SITE_REQUEST',
  'INVALID_CREDENTIALS',
  'INVALID_REQUEST',
  'MALFORMED_JSON',
  'METHOD_NOT_ALLOWED',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'PROXY_FAILURE',
  'SESSION_EXPIRED',
  'SESSION_REQUIRED',
  'UNKNOWN_OPERATION',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_UNREACHABLE',
  'UPSTREAM_ERROR',
  'UPSTREAM_MALFORMED',
  'UPSTREAM_CONTRACT',
  'RATE_LIMITED',
  'SIGN_IN_THROTTLED',
  'SIGN_IN_UNAVAILABLE',
  'SIGN_OUT_UNAVAILABLE',
  'UNKNOWN_HOST',
  'REQUEST_ABORTED',
  ...Object.values(CLIENT_ERROR_CODES),
]);

/**
 * An answer (4xx) the marketplace gateway wrote itself, e.g. a conflict's explanation: only an
 * operation's reply can be one. The server's own requests (the session, the team, the audit
 * log, the account) answer in its own words, for people.
 */
export const isGatewayAnswer = (error: ApiError): boolean =>
  !!error.operation && error.status >= 400 && error.status < 500 && !PROXY_CODES.has(error.code);

/** " while loading the disputes" (with `link` "while") when the operation is known, else "". */
const during = (error: ApiError, link: string) =>
  error.operation ? ` ${[link, operationActivity(error.operation)].filter(Boolean).join(' ')}` : '';

/**
 * A sentence for people, whatever was thrown: what failed, in plain words, never an operation id
 * or a status code (those are in `errorDetails`, one click away). A gateway's own answer is shown
 * as the gateway's.
 */
const seconds = (count: number) => `${count} ${count === 1 ? 'second' : 'seconds'}`;

/** How long sign-in waits after too many wrong passwords, in words. */
export const signInWait = (wait: number) =>
  `Too many failed sign-ins. Try again in ${wait > 90 ? `${Math.ceil(wait / 60)} minutes` : seconds(wait)}.`;

export const errorMessage = (error: unknown): string => {
  if (isApiError(error)) {
    if (error.code === 'SIGN_IN_THROTTLED') return signInWait(error.retryAfter ?? 0);
    // The dashboard server's own words: already for people.
    if (error.code === 'SIGN_IN_UNAVAILABLE' || error.code === 'SIGN_OUT_UNAVAILABLE')
      return `${error.message}.`;
    if (error.status === 429) {
      return error.retryAfter
        ? `Too many requests. Try again in ${seconds(error.retryAfter)}.`
        : 'Too many requests. Try again in a moment.';
    }
    if (error.status === 0) return `${NETWORK_ERROR_MESSAGE}. Check the connection and try again.`;
    switch (error.code) {
      case 'UPSTREAM_TIMEOUT':
        return `The marketplace gateway took too long to answer${during(error, 'for')}.`;
      case 'UPSTREAM_UNREACHABLE':
        return `The marketplace gateway could not be reached${during(error, 'for')}.`;
      case CLIENT_ERROR_CODES.unreadable:
      case CLIENT_ERROR_CODES.contract:
      case 'UPSTREAM_MALFORMED':
      case 'UPSTREAM_CONTRACT':
        return `The marketplace gateway sent a reply the dashboard cannot read${during(error, 'while')}.`;
      case 'PROXY_FAILURE':
        return `The dashboard server failed${during(error, 'while')}.`;
    }
    if (error.status >= 500) {
      return `The marketplace gateway had a problem${during(error, '') || ' with this request'}.`;
    }
    if (isGatewayAnswer(error)) return gatewaySaid(error.message);
    return error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong';
};

export interface ErrorDetail {
  label: string;
  value: string;
}

/** The technical detail of a failure, for a "Show details" disclosure and support requests. */
export const errorDetails = (error: unknown): ErrorDetail[] => {
  if (!isApiError(error)) {
    return error instanceof Error && error.message
      ? [{ label: 'Message', value: error.message }]
      : [];
  }
  return [
    ...(error.operation ? [{ label: 'Operation', value: error.operation }] : []),
    { label: 'Status', value: error.status === 0 ? 'no answer' : `HTTP ${error.status}` },
    { label: 'Code', value: error.code },
    { label: 'Message', value: error.message },
  ];
};
