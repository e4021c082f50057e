import { describe, expect, it } from 'vitest';
import type { DisputedOrder } from '../../../contract/disputes';
import { disputedOrder } from '../../test/fixtures';
import {
  bucketOf,
  bucketRanges,
  daysLeft,
  moneyLeftOnTheTable,
  openWindow,
  withOpenOfWindow,
  type DaysLeftBucket,
} from './money-left';

const TODAY = '2026-11-18';

const order = (deliveryUUID: string, amount: number, patch: Partial<DisputedOrder> = {}) =>
  disputedOrder(deliveryUUID, { disputeAmount: amount, ...patch });

describe('the dispute window', () => {
  it('an order of today has 14 days left; one of 14 days ago has 0; older ones are closed', () => {
    expect(daysLeft('2026-11-18', TODAY)).toBe(14);
    expect(daysLeft('2026-11-04', TODAY)).toBe(0);
    expect(daysLeft('2026-11-03', TODAY)).toBe(-1);
    expect(daysLeft('2026-11-04T23:59:00', TODAY)).toBe(0);
    expect([0, 3, 4, 7, 8, 14, -1, 15].map(bucketOf)).toEqual([
      'closing',
      'closing',
      'soon',
      'soon',
      'later',
      'later',
      undefined,
      undefined,
    ]);
  });

  it('each bucket is the order dates with that many days left, whatever the range', () => {
    expect(bucketRanges(TODAY)).toEqual({
      closing: { from: '2026-11-04', to: '2026-11-07' },
      soon: { from: '2026-11-08', to: '2026-11-11' },
      later: { from: '2026-11-12', to: '2026-11-18' },
    });
  });
});

describe('money left on the table', () => {
  const dates: Record<string, string> = {
    day0: '2026-11-04',
    day14: '2026-11-18',
    mid: '2026-11-10',
  };
  const bucket = (id: string): DaysLeftBucket | undefined =>
    dates[id] ? bucketOf(daysLeft(dates[id], TODAY)) : undefined;

  it('open splits by days left; raised, expired and ineligible ones are not open', () => {
    const result = moneyLeftOnTheTable(
      [
        order('day0', 1.1),
        order('day14', 2.2),
        order('mid', 0.7),
        order('raised', 5, { disputeStatus: 'pending', disputeDate: TODAY }),
        order('won', 6, { disputeStatus: 'approved', disputeWonAmount: 6 }),
        order('expired', 3.3, { disputeStatus: 'expired', disputeEligibility: false }),
        order('drive', 4.4, {
          channel: 'MARKETPLACE_1_DRIVE',
          disputeEligibility: false,
          ineligibleForDisputeReason: 'MARKETPLACE_1_DRIVE does not accept disputes',
        }),
        order('drive-expired', 9, {
          channel: 'MARKETPLACE_1_DRIVE',
          disputeStatus: 'expired',
          disputeEligibility: false,
        }),
      ],
      bucket,
      12_34,
    );
    expect(result.openByDaysLeft).toEqual({
      closing: { cents: 110, count: 1 },
      soon: { cents: 70, count: 1 },
      later: { cents: 220, count: 1 },
    });
    expect(result.openCents).toBe(400);
    expect(result.open).toBe(3);
    // Only a marketplace that takes disputes can lose one to the window.
    expect(result.lostCents).toBe(330);
    expect(result.lost).toBe(1);
    expect(result.claimBackCents).toBe(1234);
    // What can still be recovered; lost for good is beside it, not in it.
    expect(result.totalCents).toBe(1634);
  });

  it('sums in cents, not in floating dollars', () => {
    const result = moneyLeftOnTheTable(
      [order('a', 0.1), order('b', 0.2), order('c', 0.3)],
      () => 'later',
      0,
    );
    expect(result.openCents).toBe(60);
    expect(result.openByDaysLeft.later).toEqual({ cents: 60, count: 3 });
  });

  it('nothing to dispute and nothing to claim is zero, not missing', () => {
    expect(moneyLeftOnTheTable([], () => undefined, 0)).toMatchObject({
      openCents: 0,
      lostCents: 0,
      totalCents: 0,
    });
  });
});

describe('deadlines whatever the range', () => {
  it('the window that can hold an open order is the 14 days up to today', () => {
    expect(openWindow(TODAY)).toEqual({ from: '2026-11-04', to: TODAY });
  });

  it('history comes from the range, what is open from the whole window', () => {
    // A short range: one open order of its own and one decided; the window has two open ones
    // (the range's and an older one the range misses).
    const range = [order('recent', 1), order('won', 6, { disputeStatus: 'approved' })];
    const window = [
      order('recent', 1),
      order('oldest', 2),
      order('pending', 5, { disputeStatus: 'pending' }),
    ];
    const counted = withOpenOfWindow(range, window);
    expect(counted.map((one) => one.deliveryUUID).sort()).toEqual(['oldest', 'recent', 'won']);
    const left = moneyLeftOnTheTable(counted, (id) => (id === 'oldest' ? 'closing' : 'later'), 0);
    expect(left.openByDaysLeft.closing).toEqual({ cents: 200, count: 1 });
    expect(left.openCents).toBe(300);
  });
});
