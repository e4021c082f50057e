import { describe, expect, it } from 'vitest';
import { disputedOrder } from '../../test/fixtures';
import { markPending, nextSort, selectDisputes } from './select-disputes';

const order = disputedOrder;

const all = [
  order('a', { disputeAmount: 0.1 }),
  order('b', { disputeAmount: 0.2, disputeStatus: 'pending', disputeDate: '2026-11-10' }),
  order('c', {
    disputeAmount: 12.5,
    disputeStatus: 'approved',
    disputeWonAmount: 12.5,
    disputeDate: '2026-11-01',
    statusUpdateDate: '2026-11-03',
  }),
  order('d', {
    disputeAmount: 7.3,
    disputeStatus: 'denied',
    disputeLostAmount: 7.3,
    disputeDate: '2026-11-02',
    statusUpdateDate: '2026-11-04',
  }),
  order('e', {
    disputeAmount: 3,
    disputeStatus: 'expired',
    disputeEligibility: false,
    ineligibleForDisputeReason: 'The dispute window closed on 2026-10-01',
  }),
  order('f', { disputeAmount: 4, disputeEligibility: false }),
];

describe('selectDisputes', () => {
  it('filters by status', () => {
    const ids = selectDisputes(all, { status: 'approved', sort: 'newest' }).map(
      (o) => o.deliveryUUID,
    );
    expect(ids).toEqual(['c']);
  });

  it('sorts by amount both ways and keeps the upstream order by default', () => {
    const ids = (sort: Parameters<typeof selectDisputes>[1]['sort']) =>
      selectDisputes(all, { status: undefined, sort }).map((o) => o.deliveryUUID);
    expect(ids('newest')).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(ids('amount')).toEqual(['a', 'b', 'e', 'f', 'd', 'c']);
    expect(ids('-amount')).toEqual(['c', 'd', 'f', 'e', 'b', 'a']);
  });

  it('sorts by the latest dispute date, undated last', () => {
    const ids = selectDisputes(all, { status: undefined, sort: '-date' }).map(
      (o) => o.deliveryUUID,
    );
    expect(ids).toEqual(['b', 'd', 'c', 'a', 'e', 'f']);
    expect(nextSort('newest', 'date')).toBe('date');
    expect(nextSort('date', 'date')).toBe('-date');
    expect(nextSort('-date', 'date')).toBe('newest');
  });

  it('keeps the orders of customers whose name holds the text, in any case', () => {
    const named = all.map((o, i) => ({
      ...o,
      customerName: i % 2 ? 'Ada Lovelace' : 'Alan Turing',
    }));
    const ids = selectDisputes(named, { status: undefined, sort: 'newest', customer: 'LOVE' }).map(
      (o) => o.deliveryUUID,
    );
    expect(ids).toEqual(['b', 'd', 'f']);
  });

  it('puts the largest amount first on the first click, then the smallest, then newest', () => {
    expect(nextSort('newest', 'amount')).toBe('-amount');
    expect(nextSort('-amount', 'amount')).toBe('amount');
    expect(nextSort('amount', 'amount')).toBe('newest');
  });
});

describe('markPending', () => {
  it('turns only the raised order pending', () => {
    const next = markPending(all, 'a', '2026-11-18', {
      reason: 'Side item missing',
      description: undefined,
    });
    expect(next[0]).toMatchObject({
      disputeStatus: 'pending',
      disputeDate: '2026-11-18',
      disputeReason: 'Side item missing',
    });
    expect(next[1]).toBe(all[1]);
  });
});
