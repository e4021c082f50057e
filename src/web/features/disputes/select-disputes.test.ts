import { describe, expect, it } from 'vitest';
import { disputedOrdersOfEveryStatus } from '../../test/fixtures';
import { markPending, nextSort, selectDisputes } from './select-disputes';

const all = disputedOrdersOfEveryStatus;

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
