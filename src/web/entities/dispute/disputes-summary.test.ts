import { describe, expect, it } from 'vitest';
import type { DisputedOrder } from '../../../contract/disputes';
import { disputedOrdersOfEveryStatus } from '../../test/fixtures';
import { summarizeDisputes } from './disputes-summary';

const all = disputedOrdersOfEveryStatus;

describe('summarizeDisputes', () => {
  it('counts and sums over every order given, in exact cents', () => {
    expect(summarizeDisputes(all)).toEqual({
      disputed: 3,
      disputedCents: 20 + 1250 + 730,
      wonCents: 1250,
      lostCents: 730,
      won: 1,
      lost: 1,
      winRate: 0.5,
      pending: 1,
      pendingCents: 20,
      open: 1,
      openCents: 10,
    });
  });

  it('is the same whether computed on all pages at once or page by page', () => {
    const pages = [all.slice(0, 2), all.slice(2, 4), all.slice(4)];
    const whole = summarizeDisputes(all);
    const parts = pages.map(summarizeDisputes);
    expect(parts.reduce((sum, part) => sum + part.disputedCents, 0)).toBe(whole.disputedCents);
    expect(parts.reduce((sum, part) => sum + part.disputed, 0)).toBe(whole.disputed);
    expect(parts.reduce((sum, part) => sum + part.openCents, 0)).toBe(whole.openCents);
  });

  it('has no win rate before any decision', () => {
    expect(summarizeDisputes([all[0] as DisputedOrder]).winRate).toBeNull();
  });
});
