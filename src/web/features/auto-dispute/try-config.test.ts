import { describe, expect, it } from 'vitest';
import { disputedOrder } from '../../test/fixtures';
import { tryConfig } from './try-config';

const order = (id: string, patch: Parameters<typeof disputedOrder>[1]) =>
  disputedOrder(id, { channel: 'MARKETPLACE_1', disputeIssue: 'WRONG_ORDER', ...patch });

const orders = [
  order('a', {
    listingId: 'L1',
    disputeAmount: 10.1,
    disputeStatus: 'approved',
    disputeWonAmount: 10.1,
  }),
  order('b', {
    listingId: 'L2',
    disputeAmount: 0.2,
    disputeStatus: 'approved',
    disputeWonAmount: 0.2,
  }),
  order('c', { listingId: 'L1', disputeAmount: 5, disputeStatus: 'denied', disputeLostAmount: 5 }),
  order('d', { listingId: 'L1', disputeAmount: 3 }),
  order('e', { listingId: 'L1', disputeAmount: 7, channel: 'MARKETPLACE_3' }),
  order('f', { listingId: 'L1', disputeAmount: 9, disputeIssue: 'MISSING_ITEM' }),
];

describe('tryConfig', () => {
  it('counts the orders of the channel, category and stores, and expects at stake × share × win rate', () => {
    const all = tryConfig(orders, {
      channel: 'MARKETPLACE_1',
      category: 'WRONG_ORDER',
      stores: [],
      refundPercentage: 50,
    });
    // a, b, c, d: $18.30 at stake; 2 of 3 decided won.
    expect(all).toMatchObject({ matched: 4, atStakeCents: 1830, decided: 3, winRate: 2 / 3 });
    expect(all.expectedCents).toBe(Math.round((1830 * 50 * (2 / 3)) / 100));
    expect(all.enough).toBe(false);

    const one = tryConfig(orders, {
      channel: 'MARKETPLACE_1',
      category: 'WRONG_ORDER',
      stores: ['L2'],
      refundPercentage: 100,
    });
    expect(one).toMatchObject({
      matched: 1,
      atStakeCents: 20,
      expectedCents: Math.round(20 * (2 / 3)),
    });
  });

  it('has no expectation without a decided dispute or a share', () => {
    const none = tryConfig(orders, {
      channel: 'MARKETPLACE_3',
      category: 'WRONG_ORDER',
      stores: [],
      refundPercentage: 80,
    });
    expect(none).toMatchObject({ matched: 1, atStakeCents: 700, decided: 0, winRate: null });
    expect(none.expectedCents).toBeUndefined();
    expect(
      tryConfig(orders, {
        channel: 'MARKETPLACE_1',
        category: 'WRONG_ORDER',
        stores: [],
        refundPercentage: undefined,
      }).expectedCents,
    ).toBeUndefined();
  });
});
