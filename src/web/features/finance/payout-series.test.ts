import { describe, expect, it } from 'vitest';
import type { DepositRow, Payout } from '../../../contract/finance';
import { labelInterval } from './chart-theme';
import { PENDING, payoutSeries } from './payout-series';

const payout = (payoutDate: string, channel: string, netPayout: number, paid = true): Payout => ({
  storeId: 's1',
  payoutId: paid ? `p-${payoutDate}-${channel}` : null,
  channel,
  startDate: payoutDate,
  endDate: payoutDate,
  payoutDate,
  netPayout,
});
const deposit = (payouts: Payout[]): DepositRow => ({
  storeId: 's1',
  channel: [],
  startDate: '',
  endDate: '',
  netPayout: 0,
  payouts,
});

describe('payoutSeries', () => {
  it('sums each day and channel in cents, pending apart and last, with every day between', () => {
    const { points, series, bucket } = payoutSeries([
      deposit([payout('2026-10-05', 'ue', 0.1), payout('2026-10-05', 'ue', 0.2)]),
      deposit([payout('2026-10-05', 'dd', 10), payout('2026-10-08', 'ue', 5, false)]),
    ]);
    expect(bucket).toBe('day');
    expect(series).toEqual(['dd', 'ue', PENDING]);
    expect(points.map((p) => p.payoutDate)).toEqual([
      '2026-10-05',
      '2026-10-06',
      '2026-10-07',
      '2026-10-08',
    ]);
    expect(points[0]).toEqual({ payoutDate: '2026-10-05', dd: 10, ue: 0.3, [PENDING]: 0 });
    expect(points[1]).toEqual({ payoutDate: '2026-10-06', dd: 0, ue: 0, [PENDING]: 0 });
    expect(points[3]).toEqual({ payoutDate: '2026-10-08', dd: 0, ue: 0, [PENDING]: 5 });
  });

  it('groups a span longer than a quarter by week, keeping a week with no payout as a gap', () => {
    const { points, bucket } = payoutSeries([
      deposit([
        payout('2026-01-06', 'ue', 100), // week of Jan 5
        payout('2026-01-09', 'ue', 50), // same week
        payout('2026-01-13', 'dd', 20), // week of Jan 12; nothing in the week of Jan 19
        payout('2026-05-01', 'ue', 1),
      ]),
    ]);
    expect(bucket).toBe('week');
    expect(points[0]).toEqual({ payoutDate: '2026-01-05', dd: 0, ue: 150 });
    expect(points[1]).toEqual({ payoutDate: '2026-01-12', dd: 20, ue: 0 });
    expect(points[2]).toEqual({ payoutDate: '2026-01-19', dd: 0, ue: 0 });
    expect(points.at(-1)).toEqual({ payoutDate: '2026-04-27', dd: 0, ue: 1 });
    expect(points).toHaveLength(17);
    // Every cent is in exactly one bar.
    const total = points.reduce((sum, p) => sum + Number(p.ue) * 100 + Number(p.dd) * 100, 0);
    expect(Math.round(total)).toBe(17_100);
  });

  it('reads date-times by their day and leaves out what is not a date', () => {
    const { points, bucket } = payoutSeries([
      deposit([
        payout('2026-01-06 09:30:00', 'ue', 1),
        payout('2026-01-06', 'ue', 2),
        payout('2026-06-01T12:00:00Z', 'ue', 4),
        payout('soon', 'ue', 100),
      ]),
    ]);
    expect(bucket).toBe('week');
    expect(points[0]).toEqual({ payoutDate: '2026-01-05', ue: 3 });
    expect(points.at(-1)).toEqual({ payoutDate: '2026-06-01', ue: 4 });
    expect(points.reduce((sum, p) => sum + Number(p.ue), 0)).toBe(7);
  });

  it('is empty with no payouts', () => {
    expect(payoutSeries([deposit([])])).toEqual({ points: [], series: [], bucket: 'day' });
  });
});

describe('labelInterval', () => {
  it('shows every label when they fit and skips enough to leave room when they do not', () => {
    expect(labelInterval(8, 1200)).toBe(0);
    // 53 weekly labels on a 700 px chart: about 9 fit, so every 6th is shown.
    expect(labelInterval(53, 700)).toBe(5);
  });
});
