import { QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../test/mock-api';
import { callOperation } from './api-client';
import { backgroundSignal, inBackground } from './background';

const page = (offset: number, signal: AbortSignal) =>
  callOperation(
    'listOrders',
    {
      query: { clientId: 'client-harbor', limit: 20, offset },
      body: { startDate: '2026-10-01', endDate: '2026-10-31' },
    },
    { signal },
  );
/** A query of two requests, as the paged lists are. */
const twoPages = queryOptions({
  queryKey: ['orders', 'two pages'],
  queryFn: async ({ signal }) => [await page(0, signal), await page(20, signal)],
});

describe('background requests', () => {
  it('marks every request of a query run in the background, and none of the same query opened on a page', async () => {
    const { calls } = mockApi({
      'POST /api/ops/listOrders': () => reply.ok({ total: 0, orders: [] }),
    });
    await new QueryClient().fetchQuery(inBackground(twoPages));
    await new QueryClient().fetchQuery(twoPages);
    expect(calls.map((call) => call.headers.get('X-Dashboard-Priority'))).toEqual([
      'background',
      'background',
      null,
      null,
    ]);
  });

  it('marks a call made as background work (a bulk raise)', async () => {
    const { calls } = mockApi({
      'POST /api/ops/raiseManualDispute': () => reply.ok(null),
    });
    const body = { deliveryUUID: 'order-1', reason: 'Missing item' };
    await callOperation('raiseManualDispute', { body }, { signal: backgroundSignal() }).catch(
      () => null,
    );
    await callOperation('raiseManualDispute', { body }).catch(() => null);
    expect(calls.map((call) => call.headers.get('X-Dashboard-Priority'))).toEqual([
      'background',
      null,
    ]);
  });
});
