import { describe, expect, it } from 'vitest';
import { disputedOrder } from '../../test/fixtures';
import { disputeMatrix } from './dispute-matrix';
import { summarizeDisputes } from './disputes-summary';

const won = (id: string, issue: string, channel: string, amount: number) =>
  disputedOrder(id, {
    disputeIssue: issue,
    channel,
    disputeStatus: 'approved',
    disputeAmount: amount,
    disputeWonAmount: amount,
  });
const lost = (id: string, issue: string, channel: string, amount: number) =>
  disputedOrder(id, {
    disputeIssue: issue,
    channel,
    disputeStatus: 'denied',
    disputeAmount: amount,
    disputeLostAmount: amount,
  });

const orders = [
  won('a', 'WRONG_ORDER', 'MARKETPLACE_1', 10.1),
  won('b', 'WRONG_ORDER', 'MARKETPLACE_1', 0.2),
  lost('c', 'WRONG_ORDER', 'MARKETPLACE_1', 5),
  lost('d', 'WRONG_ORDER', 'MARKETPLACE_3', 1),
  won('e', 'MISSING_ITEM', 'MARKETPLACE_3', 2.5),
  disputedOrder('f', { disputeIssue: 'MISSING_ITEM', disputeStatus: 'pending', disputeAmount: 9 }),
  disputedOrder('g', { disputeIssue: 'NEVER_RECEIVED', disputeAmount: 4 }),
];

describe('disputeMatrix', () => {
  it('counts decided disputes, won and lost amounts and the win rate per category and channel', () => {
    const matrix = disputeMatrix(orders);
    expect(matrix.categories).toEqual(['WRONG_ORDER', 'MISSING_ITEM']);
    expect(matrix.channels).toEqual(['MARKETPLACE_1', 'MARKETPLACE_3']);
    expect(matrix.cell('WRONG_ORDER', 'MARKETPLACE_1')).toMatchObject({
      decided: 3,
      won: 2,
      wonCents: 1030,
      lostCents: 500,
      winRate: 2 / 3,
    });
    expect(matrix.cell('WRONG_ORDER', 'MARKETPLACE_3')).toMatchObject({ decided: 1, winRate: 0 });
    expect(matrix.cell('MISSING_ITEM', 'MARKETPLACE_1')).toBeUndefined();
  });

  it("totals the summary's won and lost, to the cent", () => {
    const { totals } = disputeMatrix(orders);
    const summary = summarizeDisputes(orders);
    expect(totals).toEqual({
      decided: 5,
      wonCents: summary.wonCents,
      lostCents: summary.lostCents,
    });
  });
});
