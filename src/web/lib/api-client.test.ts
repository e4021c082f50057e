import { describe, expect, it } from 'vitest';
import { restaurantDetails } from '../test/fixtures';
import { mockApi, reply } from '../test/mock-api';
import { callOperation } from './api-client';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';

const caught = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
};

describe('callOperation', () => {
  it('posts {query, body} to the operation with the CSRF header and returns the parsed result', async () => {
    const { calls } = mockApi({
      'POST /api/ops/listOrders': () => reply.ok({ total: 0, orders: [] }),
      'POST /api/ops/getRestaurantDetails': () => reply.ok(restaurantDetails),
    });

    const details = await callOperation('getRestaurantDetails');
    expect(details.restaurantDetails[0]?.clientName).toBe('Harbor Group');

    await callOperation('listOrders', {
      query: { clientId: 'client-harbor', limit: 20 },
      body: { startDate: '2026-10-01', endDate: '2026-10-31' },
    });
    const call = calls[1];
    expect(call?.path).toBe('/api/ops/listOrders');
    expect(call?.headers.get('X-Dashboard-Request')).toBe('1');
    expect(call?.credentials).toBe('same-origin');
    expect(call?.body).toEqual({
      query: { clientId: 'client-harbor', limit: 20 },
      body: { startDate: '2026-10-01', endDate: '2026-10-31' },
    });
  });

  it('sends a write’s scope hint beside its body, for the server’s scope check', async () => {
    const { calls } = mockApi({
      'POST /api/ops/raiseManualDispute': () => reply.ok({ status: true, message: 'Raised' }),
    });
    await callOperation('raiseManualDispute', {
      body: { deliveryUUID: 'd-1', reason: 'WRONG_ORDER', description: 'Cold' },
      scopeHint: { clientId: 'client-harbor', channel: 'MARKETPLACE_1' },
    });
    expect(calls[0]?.body).toEqual({
      body: { deliveryUUID: 'd-1', reason: 'WRONG_ORDER', description: 'Cold' },
      scopeHint: { clientId: 'client-harbor', channel: 'MARKETPLACE_1' },
    });
  });

  it('turns an error envelope into an ApiError with its code, message and fields', async () => {
    mockApi({
      'POST /api/ops/listOrders': () =>
        reply.error(400, 'INVALID_REQUEST', 'body.endDate: must not be before startDate', {
          fields: [{ path: 'body.endDate', message: 'must not be before startDate' }],
        }),
    });
    const error = await caught(
      callOperation('listOrders', { body: { startDate: '2026-10-31', endDate: '2026-10-01' } }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'INVALID_REQUEST',
      message: 'body.endDate: must not be before startDate',
      fields: [{ path: 'body.endDate', message: 'must not be before startDate' }],
    });
  });

  it('reads Retry-After on a 429', async () => {
    mockApi({
      'POST /api/ops/getRestaurantDetails': () =>
        reply.error(429, 'RATE_LIMITED', 'Too many requests', { headers: { 'Retry-After': '7' } }),
    });
    const error = await caught(callOperation('getRestaurantDetails'));
    expect(error).toMatchObject({ status: 429, retryAfter: 7 });
  });

  it('turns a reply that is not JSON into an ApiError', async () => {
    mockApi({
      'POST /api/ops/getRestaurantDetails': () =>
        new Response('<html>Bad gateway</html>', {
          status: 200,
          headers: { 'content-type': 'text/html' },
        }),
    });
    const error = await caught(callOperation('getRestaurantDetails'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 'UNREADABLE_REPLY' });
  });

  it('keeps the status of a failure whose body is not JSON', async () => {
    mockApi({
      'POST /api/ops/getRestaurantDetails': () => new Response('upstream down', { status: 502 }),
    });
    const error = await caught(callOperation('getRestaurantDetails'));
    expect(error).toMatchObject({
      status: 502,
      message: 'The partner service did not answer properly.',
    });
  });

  it('a 200 that is not the envelope the proxy sends is named as unreadable, with its operation', async () => {
    mockApi({
      'POST /api/ops/getRestaurantDetails': () =>
        new Response('["not", "an", "envelope"]', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    });
    const error = await caught(callOperation('getRestaurantDetails'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, operation: 'getRestaurantDetails' });
    expect((error as ApiError).message).toMatch(/unreadable/);
  });

  it('names a network failure plainly', async () => {
    mockApi({
      'POST /api/ops/getRestaurantDetails': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const error = await caught(callOperation('getRestaurantDetails'));
    expect(error).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: NETWORK_ERROR_MESSAGE,
    });
    expect(NETWORK_ERROR_MESSAGE).toBe('Cannot reach the dashboard server');
  });

  it('lets a cancelled request reject with the abort itself, not an ApiError', async () => {
    mockApi({
      'POST /api/ops/getRestaurantDetails': () =>
        Promise.reject(new DOMException('The operation was aborted.', 'AbortError')),
    });
    const controller = new AbortController();
    controller.abort();
    const error = await caught(
      callOperation('getRestaurantDetails', {}, { signal: controller.signal }),
    );
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('reads asked for in the same task', () => {
  it('go in one request, each answered with its own result or its own failure', async () => {
    const { calls, fetchMock } = mockApi({
      'POST /api/ops/getTaxDetails': () => reply.ok({ figures: 'tax' }),
      'POST /api/ops/getDepositDetails': () =>
        reply.error(429, 'RATE_LIMITED', 'Too many requests', { headers: { 'Retry-After': '7' } }),
      'POST /api/ops/getFinanceOverview': () => reply.ok({ figures: 'overview' }),
    });
    const query = { clientId: 'client-harbor' };
    const body = { startDate: '2026-10-01', endDate: '2026-10-31' };
    const [tax, deposits, overview] = await Promise.allSettled([
      callOperation('getTaxDetails', { query, body }),
      callOperation('getDepositDetails', { query, body }),
      callOperation('getFinanceOverview', { query, body }),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/ops');
    expect(calls.map((call) => call.path)).toEqual([
      '/api/ops/getTaxDetails',
      '/api/ops/getDepositDetails',
      '/api/ops/getFinanceOverview',
    ]);
    expect(calls[0]?.body).toEqual({ query, body });
    expect(tax).toEqual({ status: 'fulfilled', value: { figures: 'tax' } });
    expect(overview).toEqual({ status: 'fulfilled', value: { figures: 'overview' } });
    expect(deposits.status === 'rejected' && deposits.reason).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      retryAfter: 7,
      operation: 'getDepositDetails',
    });
  });

  it('a write goes on its own, even beside reads', async () => {
    const { fetchMock } = mockApi({
      'POST /api/ops/getTaxDetails': () => reply.ok({}),
      'POST /api/ops/listReviews': () => reply.ok({}),
      'POST /api/ops/replyToReview': () => reply.ok({ replied: true }),
    });
    await Promise.all([
      callOperation('getTaxDetails', { query: { clientId: 'c' } }),
      callOperation('replyToReview', {
        body: { reviewId: 'r-1', text: 'Thank you' } as never,
      }),
      callOperation('listReviews', { query: { clientId: 'c' } as never }),
    ]);
    const paths = fetchMock.mock.calls.map((call) => String(call[0])).sort();
    expect(paths).toEqual(['/api/ops', '/api/ops/replyToReview']);
  });

  it('one read no longer wanted is cancelled alone; the others are answered', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    mockApi({
      'POST /api/ops/getTaxDetails': async () => {
        await held;
        return reply.ok({ figures: 'tax' });
      },
      'POST /api/ops/getDepositDetails': async () => {
        await held;
        return reply.ok({ figures: 'deposits' });
      },
    });
    const leaving = new AbortController();
    const cancelled = callOperation('getTaxDetails', {}, { signal: leaving.signal });
    const kept = callOperation('getDepositDetails');
    await new Promise((resolve) => setTimeout(resolve, 10));
    leaving.abort(new DOMException('The operation was aborted.', 'AbortError'));
    release();
    const error = await caught(cancelled);
    expect((error as Error).name).toBe('AbortError');
    await expect(kept).resolves.toEqual({ figures: 'deposits' });
  });

  it('a server without batches (the version before, during a deployment) is asked each read alone', async () => {
    const { fetchMock } = mockApi({
      'POST /api/ops': () => reply.error(404, 'NOT_FOUND', 'Not found'),
      'POST /api/ops/getTaxDetails': () => reply.ok({ figures: 'tax' }),
      'POST /api/ops/getDepositDetails': () => reply.ok({ figures: 'deposits' }),
    });
    await expect(
      Promise.all([callOperation('getTaxDetails'), callOperation('getDepositDetails')]),
    ).resolves.toEqual([{ figures: 'tax' }, { figures: 'deposits' }]);
    expect(fetchMock.mock.calls.map((call) => String(call[0]))).toEqual([
      '/api/ops',
      '/api/ops/getTaxDetails',
      '/api/ops/getDepositDetails',
    ]);
  });

  it('a reply that is not JSON fails that read alone', async () => {
    mockApi({
      'POST /api/ops/getTaxDetails': () => new Response('<html>', { status: 200 }),
      'POST /api/ops/getDepositDetails': () => reply.ok({ figures: 'deposits' }),
    });
    const [tax, deposits] = await Promise.allSettled([
      callOperation('getTaxDetails'),
      callOperation('getDepositDetails'),
    ]);
    expect(tax.status === 'rejected' && tax.reason).toMatchObject({
      code: 'UNREADABLE_REPLY',
      operation: 'getTaxDetails',
    });
    expect(deposits).toEqual({ status: 'fulfilled', value: { figures: 'deposits' } });
  });
});
