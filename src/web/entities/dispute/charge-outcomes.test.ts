import { describe, expect, it } from 'vitest';
import { disputedOrder, disputedOrdersOfEveryStatus } from '../../test/fixtures';
import { chargeOutcome, chargeOutcomes, chargesByCategory } from './charge-outcomes';

const catering = disputedOrder('m4', {
  channel: 'MARKETPLACE_4',
  disputeEligibility: false,
  disputeIssue: 'NEVER_RECEIVED',
  disputeAmount: 1223.16,
  ineligibleForDisputeReason: 'MARKETPLACE_4 does not accept disputes',
});

describe('where an error charge stands', () => {
  it('puts a charge on a marketplace that takes no disputes under not disputable, never lost for good', () => {
    expect(chargeOutcome(catering)).toBe('notDisputable');
    expect(chargeOutcome({ ...catering, disputeStatus: 'expired' })).toBe('notDisputable');
    expect(
      chargeOutcome(disputedOrder('x', { disputeStatus: 'expired', disputeEligibility: false })),
    ).toBe('lostForGood');
  });

  it('a charge of each status lands in one outcome, and the outcomes add up to the charges', () => {
    const orders = [...disputedOrdersOfEveryStatus, catering];
    const totals = chargeOutcomes(orders);
    const outcomes = ['open', 'pending', 'won', 'lost', 'lostForGood', 'notDisputable'] as const;
    expect(outcomes.reduce((sum, id) => sum + totals[id].cents, 0)).toBe(totals.total.cents);
    expect(outcomes.reduce((sum, id) => sum + totals[id].count, 0)).toBe(orders.length);
    expect(totals.total.cents).toBe(
      orders.reduce((sum, order) => sum + Math.round(order.disputeAmount * 100), 0),
    );
    expect(totals.notDisputable.cents).toBeGreaterThanOrEqual(122_316);
    expect(totals.won.cents).toBe(1250);
    expect(totals.lost.cents).toBe(730);
  });

  it('by category and marketplace, the largest first, adding up to the same total', () => {
    const orders = [...disputedOrdersOfEveryStatus, catering];
    const groups = chargesByCategory(orders);
    expect(groups[0]).toMatchObject({ category: 'NEVER_RECEIVED', channel: 'MARKETPLACE_4' });
    expect(groups.reduce((sum, group) => sum + group.totals.total.cents, 0)).toBe(
      chargeOutcomes(orders).total.cents,
    );
  });
});
