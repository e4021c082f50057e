import { describe, expect, it } from 'vitest';
import type { DepositDetailsResult } from '../../../contract/finance';
import { weeklyNetPayout } from './finance-figures';

const payout = (payoutDate: string, netPayout: number) => ({
  storeId: 's1',
  payoutId: null,
  channel: 'MARKETPLACE_1',
  startDate: payoutDate,
  endDate: payoutDate,
  payoutDate,
  netPayout,
});

const deposits: DepositDetailsResult = {
  result: [
    {
      storeId: 's1',
      channel: ['MARKETPLACE_1'],
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      netPayout: 0,
      payouts: [
        payout('2026-10-14', 10.1), // the week of Oct 12
        payout('2026-10-16', 0.2),
        payout('2026-10-20', 5), // the week of Oct 19
        payout('2026-11-02', 7), // the week of Nov 2, past the range's end
      ],
    },
  ],
};

describe('weeklyNetPayout', () => {
  it('sums each week of payout dates in cents, oldest first', () => {
    expect(weeklyNetPayout(deposits)).toEqual([
      { week: '2026-10-12', cents: 1030 },
      { week: '2026-10-19', cents: 500 },
      { week: '2026-11-02', cents: 700 },
    ]);
  });

  it('keeps only the weeks wholly inside a range', () => {
    expect(weeklyNetPayout(deposits, { from: '2026-10-12', to: '2026-10-31' })).toEqual([
      { week: '2026-10-12', cents: 1030 },
      { week: '2026-10-19', cents: 500 },
    ]);
    expect(weeklyNetPayout(deposits, { from: '2026-10-13', to: '2026-10-31' })).toEqual([
      { week: '2026-10-19', cents: 500 },
    ]);
  });
});
