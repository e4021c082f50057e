import type { DisputedOrder } from '../../../contract/disputes';
import { toCents } from '../../lib/format';

/** What disputes of one error category on one channel came to. */
export interface MatrixCell {
  category: string;
  channel: string;
  /** Approved + denied. */
  decided: number;
  won: number;
  wonCents: number;
  lostCents: number;
  /** Approved over decided; null with none decided. */
  winRate: number | null;
}

export interface DisputeMatrix {
  /** Error categories, most decided first. */
  categories: string[];
  /** Channels, A→Z. */
  channels: string[];
  cell: (category: string, channel: string) => MatrixCell | undefined;
  totals: { decided: number; wonCents: number; lostCents: number };
}

/**
 * Disputes by error category (rows) and channel (columns): decided, amount won and lost, win
 * rate. Over every order given, so its totals equal the disputes summary's won and lost.
 */
export function disputeMatrix(orders: readonly DisputedOrder[]): DisputeMatrix {
  const cells = new Map<string, MatrixCell>();
  for (const order of orders) {
    const won = order.disputeStatus === 'approved';
    const decided = won || order.disputeStatus === 'denied';
    const wonCents = toCents(order.disputeWonAmount);
    const lostCents = toCents(order.disputeLostAmount);
    if (!decided && wonCents === 0 && lostCents === 0) continue;
    const key = `${order.disputeIssue}\u0000${order.channel}`;
    const cell = cells.get(key) ?? {
      category: order.disputeIssue,
      channel: order.channel,
      decided: 0,
      won: 0,
      wonCents: 0,
      lostCents: 0,
      winRate: null,
    };
    cell.decided += decided ? 1 : 0;
    cell.won += won ? 1 : 0;
    cell.wonCents += wonCents;
    cell.lostCents += lostCents;
    cell.winRate = cell.decided === 0 ? null : cell.won / cell.decided;
    cells.set(key, cell);
  }
  const all = [...cells.values()];
  const decidedBy = new Map<string, number>();
  for (const cell of all)
    decidedBy.set(cell.category, (decidedBy.get(cell.category) ?? 0) + cell.decided);
  return {
    categories: [...decidedBy.keys()].sort(
      (a, b) => (decidedBy.get(b) ?? 0) - (decidedBy.get(a) ?? 0) || a.localeCompare(b),
    ),
    channels: [...new Set(all.map((cell) => cell.channel))].sort(),
    cell: (category, channel) => cells.get(`${category}\u0000${channel}`),
    totals: {
      decided: all.reduce((sum, cell) => sum + cell.decided, 0),
      wonCents: all.reduce((sum, cell) => sum + cell.wonCents, 0),
      lostCents: all.reduce((sum, cell) => sum + cell.lostCents, 0),
    },
  };
}
