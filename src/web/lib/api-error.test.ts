import { describe, expect, it } from 'vitest';
import { ApiError, errorDetails, errorMessage, isSessionError } from './api-error';

const upstreamFailure = new ApiError({
  status: 502,
  code: 'UPSTREAM_ERROR',
  message: 'The partner service failed on listDisputedOrders (500: boom)',
  operation: 'listDisputedOrders',
});

describe('errorMessage', () => {
  it('says what failed in plain words, without the operation id or status', () => {
    const message = errorMessage(upstreamFailure);
    expect(message).toBe('The marketplace gateway had a problem loading the disputes.');
    expect(message).not.toMatch(/listDisputedOrders|500|502/);
  });

  it('keeps the technical detail for the details disclosure', () => {
    expect(errorDetails(upstreamFailure)).toEqual([
      { label: 'Operation', value: 'listDisputedOrders' },
      { label: 'Status', value: 'HTTP 502' },
      { label: 'Code', value: 'UPSTREAM_ERROR' },
      { label: 'Message', value: 'The partner service failed on listDisputedOrders (500: boom)' },
    ]);
  });

  it('shows a gateway’s own answer as the gateway’s, and the server’s own as written', () => {
    const conflict = new ApiError({
      status: 409,
      code: 'CONFLICT',
      message: 'already raised',
      operation: 'raiseManualDispute',
    });
    expect(errorMessage(conflict)).toBe('The marketplace gateway said: “already raised”.');
    // The server's own refusal (the team, the account): its words, for people.
    const refused = new ApiError({
      status: 403,
      code: 'FORBIDDEN',
      message: 'You may not invite an owner.',
    });
    expect(errorMessage(refused)).toBe('You may not invite an owner.');
    const invalid = new ApiError({
      status: 400,
      code: 'INVALID_REQUEST',
      message: 'Invalid input: body.startDate',
    });
    expect(errorMessage(invalid)).toBe('Invalid input: body.startDate');
  });
});

describe('isSessionError', () => {
  const error = (status: number, code: string) => new ApiError({ status, code, message: 'x' });

  it('is only the two session codes', () => {
    expect(isSessionError(error(401, 'SESSION_REQUIRED'))).toBe(true);
    expect(isSessionError(error(401, 'SESSION_EXPIRED'))).toBe(true);
    expect(isSessionError(error(401, 'SESSION_SOMETHING_ELSE'))).toBe(false);
    expect(isSessionError(error(401, 'PARTNER_CONNECTION'))).toBe(false);
    expect(isSessionError(error(503, 'PARTNER_CONNECTION'))).toBe(false);
  });
});
