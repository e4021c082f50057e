import type { ErrorObject } from '../../contract/common';

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

/** The proxy's "your session is gone" answer (SESSION_REQUIRED, SESSION_EXPIRED). */
export const isSessionError = (error: unknown): boolean =>
  isApiError(error) && error.status === 401 && error.code.startsWith('SESSION_');

/**
 * Worth retrying: the server was unreachable or failed (5xx). A 4xx is an answer, not an
 * accident — asking again gives the same answer (a 429 says when to come back; we do not guess).
 */
export const isRetryableError = (error: unknown): boolean =>
  isApiError(error) && (error.status === 0 || error.status >= 500);

/** A sentence for people, whatever was thrown. */
export const errorMessage = (error: unknown): string => {
  if (isApiError(error)) {
    if (error.status === 429) {
      return error.retryAfter
        ? `Too many requests. Try again in ${error.retryAfter} seconds.`
        : 'Too many requests. Try again in a moment.';
    }
    return error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong';
};
