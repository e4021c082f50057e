import type { DisputedOrder } from '../../../contract/disputes';
import { disputeMatrix } from '../../entities/dispute/dispute-matrix';
import { sumCents } from '../../lib/format';

/** Fewer decided disputes than this in a category on a channel: too little history to judge. */
export const ENOUGH_DECIDED = 5;

export interface TriedConfig {
  channel: string;
  category: string;
  /** Listing ids; empty: every store. */
  stores: readonly string[];
  /** 0–100, or undefined while not entered. */
  refundPercentage: number | undefined;
}

export interface TryOut {
  /** Orders with an error charge the configuration would have covered. */
  matched: number;
  atStakeCents: number;
  /** Decided disputes of the category on the channel (every store), and their win rate. */
  decided: number;
  winRate: number | null;
  /** At stake × the share asked back × the win rate; undefined without a rate or a share. */
  expectedCents: number | undefined;
  /** Enough decided disputes for the win rate to mean something. */
  enough: boolean;
}

/**
 * What a manual configuration would have covered over past orders: the orders of its channel,
 * category and stores, the error charges at stake, the category × channel win rate (as "What
 * wins" on the disputes page counts it), and the recovery to expect.
 */
export function tryConfig(orders: readonly DisputedOrder[], config: TriedConfig): TryOut {
  const stores = new Set(config.stores);
  const matched = orders.filter(
    (order) =>
      order.channel === config.channel &&
      order.disputeIssue === config.category &&
      (stores.size === 0 || stores.has(order.listingId)),
  );
  const atStakeCents = sumCents(matched.map((order) => order.disputeAmount));
  const cell = disputeMatrix(orders).cell(config.category, config.channel);
  const winRate = cell?.winRate ?? null;
  const share = config.refundPercentage;
  return {
    matched: matched.length,
    atStakeCents,
    decided: cell?.decided ?? 0,
    winRate,
    expectedCents:
      winRate === null || share === undefined
        ? undefined
        : Math.round((atStakeCents * share * winRate) / 100),
    enough: (cell?.decided ?? 0) >= ENOUGH_DECIDED,
  };
}
