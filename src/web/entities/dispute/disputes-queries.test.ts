import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { DisputedOrder } from '../../../contract/disputes';
import { mockApi, reply } from '../../test/mock-api';
import type { ClientScope as DisputesScope } from '../client/client-scope';
import { disputesQueries } from './disputes-queries';
import { bucketRanges, fetchOpenOrders } from './money-left';
import { daysBetween } from '../../lib/calendar';
import { summarizeDisputes } from './disputes-summary';

const scope: DisputesScope = {
  clientId: 'cl-1',
  listingIds: [],
  channels: [],
  from: '2026-10-01',
  to: '2026-11-18',
};

const record = (n: number): DisputedOrder => ({
  deliveryUUID: `order-${n}`,
  customerName: 'Ada',
  storeId: 'L1',
  listingId: 'L1',
  brandId: 'B1',
  channel: 'MARKETPLACE_1',
  disputeEligibility: n % 3 === 0,
  disputeStatus: n % 3 === 0 ? 'not_disputed' : n % 3 === 1 ? 'approved' : 'denied',
  disputeDate: n % 3 === 0 ? '' : '2026-11-01',
  statusUpdateDate: n % 3 === 0 ? '' : '2026-11-02',
  disputeIssue: 'WRONG_ORDER',
  disputeReason: null,
  disputeDescription: null,
  disputeAmount: 1.01,
  disputeWonAmount: n % 3 === 1 ? 1.01 : 0,
  disputeLostAmount: n % 3 === 2 ? 1.01 : 0,
  disputeItemDetails: '',
  disputeByService: n % 3 !== 0,
  isAutoDispute: false,
  ineligibleForDisputeReason: '',
});

const TOTAL = 1203;
const ledger = Array.from({ length: TOTAL }, (_, n) => record(n));

describe('disputesQueries.range', () => {
  it('reads every page of the range (500 at a time) and the summary covers them all', async () => {
    const { calls } = mockApi({
      'POST /api/ops/listDisputedOrders': (call) => {
        const { query } = call.body as { query: { limit: number; offset: number } };
        return reply.ok({
          total: TOTAL,
          orders: ledger.slice(query.offset, query.offset + query.limit),
        });
      },
    });
    const queryClient = new QueryClient();
    const result = await queryClient.fetchQuery(disputesQueries.range(scope));
    const queries = calls.map((call) => (call.body as { query: unknown }).query);
    expect(queries).toEqual([
      { clientId: 'cl-1', limit: 500, offset: 0 },
      { clientId: 'cl-1', limit: 500, offset: 500 },
      { clientId: 'cl-1', limit: 500, offset: 1000 },
    ]);
    expect(result.orders).toHaveLength(TOTAL);
    const summary = summarizeDisputes(result.orders);
    expect(summary.disputed).toBe(802);
    expect(summary.disputedCents).toBe(802 * 101);
    expect(summary.open).toBe(401);
    expect(summary.wonCents + summary.lostCents).toBe(summary.disputedCents);
  });
});

describe('closing soon (0–3 days left)', () => {
  it('is the orders of 14 to 11 days ago, whatever the chosen range', () => {
    expect(bucketRanges('2026-11-18').closing).toEqual({ from: '2026-11-04', to: '2026-11-07' });
  });
});

describe('fetchOpenOrders', () => {
  it('asks for each order date of the window whatever the range, and sorts the open ones by days left', async () => {
    // One open and one decided order per day, the open one's amount its days left + 1.
    const { calls } = mockApi({
      'POST /api/ops/listDisputedOrders': (call) => {
        const { body } = call.body as { body: { startDate: string; endDate: string } };
        expect(body.startDate).toBe(body.endDate);
        const left = 14 - daysBetween(body.startDate, '2026-11-18');
        const open = { ...record(0), deliveryUUID: `open-${left}`, disputeAmount: left + 1 };
        const decided = { ...record(1), deliveryUUID: `won-${left}` };
        return reply.ok({ total: 2, orders: [decided, open] });
      },
    });
    const orders = await fetchOpenOrders(
      new QueryClient(),
      { ...scope, from: '2026-11-08' },
      '2026-11-18',
    );
    // Nov 4 (the last day of the window) to Nov 7 are outside the range, and still open.
    expect(calls).toHaveLength(15);
    expect(orders.map((order) => [order.deliveryUUID, order.daysLeft])).toEqual(
      Array.from({ length: 15 }, (_, index) => [`open-${index}`, index]),
    );
  });
});
