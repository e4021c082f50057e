import { describe, expect, it } from 'vitest';
import { summarizeDisputes } from '../../entities/dispute/disputes-summary';
import { moneyLeftOnTheTable } from '../../entities/dispute/money-left';
import { overviewOf, type Figures } from '../../test/finance-fixtures';
import { disputedOrder } from '../../test/fixtures';
import { clientFigures } from './portfolio-figures';
import type { RowParts } from '../../entities/portfolio/portfolio-row';

const figures: Figures = {
  revenue: 1000.1,
  commission: -200,
  paymentFee: -30,
  promo: -20,
  tax: 80,
  errorCharges: -20.3,
  adjustments: 5,
  refund: 10,
};
const current = overviewOf('2026-11-01', '2026-11-30', figures);
const previous = overviewOf('2026-10-02', '2026-10-31', { ...figures, revenue: 900 });

const orders = [
  disputedOrder('open-soon', { disputeAmount: 1.1 }),
  disputedOrder('open-later', { disputeAmount: 2.2 }),
  disputedOrder('won', {
    disputeAmount: 5,
    disputeStatus: 'approved',
    disputeWonAmount: 5,
    disputeDate: '2026-11-02',
  }),
  disputedOrder('lost', {
    disputeAmount: 3,
    disputeStatus: 'denied',
    disputeLostAmount: 3,
    disputeDate: '2026-11-02',
  }),
  disputedOrder('gone', {
    disputeAmount: 4.4,
    disputeStatus: 'expired',
    disputeEligibility: false,
  }),
];
const bucket = (id: string) =>
  id === 'open-soon' ? 'closing' : id === 'open-later' ? 'later' : undefined;

const parts = (patch: Partial<RowParts> = {}): RowParts => ({
  finance: { ok: true, value: { current, previous } },
  disputes: {
    ok: true,
    value: { summary: summarizeDisputes(orders), left: moneyLeftOnTheTable(orders, bucket, 0) },
  },
  reviews: {
    ok: true,
    value: {
      needsReply: 7,
      closingSoon: 2,
      missed: 1,
      replyRate: 0.75,
      reviews: 8,
      answered: 6,
      complete: true,
    },
  },
  pos: { ok: true, value: 12_345 },
  payouts: { ok: true, value: [{ week: '2026-11-02', cents: 100 }] },
  ...patch,
});

describe('a portfolio row', () => {
  it("takes each figure from the client's own definitions, in cents", () => {
    const f = clientFigures(parts());
    expect(f.revenueCents).toBe(100_010);
    // Net payout: 1000.10 − 250 + 80 − 20.30 + 5 + 10 = 824.80; the previous one is 724.70.
    expect(f.netPayoutCents).toBe(82_480);
    expect(f.netPayoutChange).toEqual({ cents: 10_010, ratio: 10_010 / 72_470 });
    expect(f.differenceCents).toBe(-1_530);
    expect(f.refundCents).toBe(1_000);
    expect(f.winRate).toBe(0.5);
    expect(f.left?.openCents).toBe(330);
    expect(f.left?.openByDaysLeft.closing).toEqual({ cents: 110, count: 1 });
    expect(f.left?.lostCents).toBe(440);
    expect(f.claimBackCents).toBe(12_345);
    // Open to dispute + claim-back; lost for good is beside it, not in it.
    expect(f.moneyLeftCents).toBe(330 + 12_345);
    expect(f.needsReply).toBe(7);
    expect(f.reviewsClosingSoon).toBe(2);
  });

  it('keeps every other figure when one part failed, and has no total without its parts', () => {
    const f = clientFigures(parts({ pos: { ok: false, error: new Error('down') } }));
    expect(f.claimBackCents).toBeUndefined();
    expect(f.moneyLeftCents).toBeUndefined();
    expect(f.left?.openCents).toBe(330);
    expect(f.netPayoutCents).toBe(82_480);
  });

  it('has no figures before its parts load', () => {
    expect(clientFigures(undefined)).toEqual({});
  });
});
