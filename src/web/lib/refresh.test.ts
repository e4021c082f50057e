import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../test/mock-api';
import { callOperation } from './api-client';
import { refreshFromGateway } from './refresh';

const orders = {
  queryKey: ['orders'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callOperation(
      'listOrders',
      {
        query: { clientId: 'client-harbor', limit: 20, offset: 0 },
        body: { startDate: '2026-10-01', endDate: '2026-10-31' },
      },
      { signal },
    ),
};

describe('the refresh', () => {
  it('asks again for what is on screen, afresh, and only while it runs', async () => {
    const { calls } = mockApi({
      'POST /api/ops/listOrders': () => reply.ok({ total: 0, orders: [] }),
    });
    const client = new QueryClient();
    // A query on screen (observed), as a page's is.
    const observer = new QueryObserver(client, orders);
    const unsubscribe = observer.subscribe(() => undefined);
    await client.fetchQuery(orders);
    await refreshFromGateway(client);
    await client.refetchQueries({ type: 'active' });
    unsubscribe();
    const fresh = calls.map((call) => call.headers.get('X-Dashboard-Fresh'));
    // The page's own read, the refresh's (afresh), and a later one (kept replies welcome again).
    expect(fresh.at(-2)).toBe('1');
    expect(fresh.at(-1)).toBeNull();
    expect(fresh[0]).toBeNull();
  });
});
