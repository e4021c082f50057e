import type { Client } from '../../../contract/listings';
import { withClaimBack, type MoneyLeft } from '../../entities/dispute/money-left';
import type { WeekOfPayouts } from '../../entities/finance/finance-figures';
import { HEADLINE_VALUES } from '../../entities/finance/headline-figures';
import { changeOf, toCents, type Change } from '../../lib/format';
import type { PartId, RowParts } from '../../entities/portfolio/portfolio-row';

/**
 * One client's figures for the range, in cents, each from the same code as on the client's own
 * pages: the finance overview's headline values, the disputes summary, money left on the table,
 * the reviews summary and the POS claim-back. A figure whose part failed or is loading is
 * undefined.
 */
export interface ClientFigures {
  revenueCents?: number;
  netPayoutCents?: number;
  /** Net payout against the previous period of the same length. */
  netPayoutChange?: Change;
  /** Error charges and adjustments (the overview's difference). */
  differenceCents?: number;
  /** Disputes won (the overview's refund by the service). */
  refundCents?: number;
  /** Won over decided; null with none decided. */
  winRate?: number | null;
  /** Open to dispute, lost for good; claim-back and the total once the POS part is in. */
  left?: MoneyLeft;
  /** Set only when both the disputes and the POS parts are in. */
  moneyLeftCents?: number;
  claimBackCents?: number;
  needsReply?: number;
  reviewsClosingSoon?: number;
  replyRate?: number | null;
  /** False when the reviews scan stopped at its bound (the counts are lower bounds). */
  reviewsComplete?: boolean;
  weeks?: WeekOfPayouts[];
}

const figuresOf = new WeakMap<RowParts, ClientFigures>();

/** The figures of a row's parts (worked out once per loaded parts). */
export function clientFigures(parts: RowParts | undefined): ClientFigures {
  if (!parts) return {};
  const known = figuresOf.get(parts);
  if (known) return known;
  const figures = figuresFromParts(parts);
  figuresOf.set(parts, figures);
  return figures;
}

function figuresFromParts(parts: RowParts): ClientFigures {
  const figures: ClientFigures = {};
  const { finance, disputes, reviews, pos, payouts } = parts;
  if (finance.ok) {
    const { current, previous } = finance.value;
    const now = current.overview;
    figures.revenueCents = toCents(HEADLINE_VALUES.totalRevenue(now));
    figures.netPayoutCents = toCents(HEADLINE_VALUES.netPayout(now));
    figures.netPayoutChange = changeOf(
      HEADLINE_VALUES.netPayout(now),
      HEADLINE_VALUES.netPayout(previous.overview),
    );
    figures.differenceCents = toCents(HEADLINE_VALUES.difference(now));
    figures.refundCents = toCents(HEADLINE_VALUES.refundByService(now));
  }
  if (disputes.ok) {
    figures.winRate = disputes.value.summary.winRate;
    figures.left = disputes.value.left;
  }
  if (pos.ok) figures.claimBackCents = pos.value;
  if (disputes.ok && pos.ok) {
    figures.left = withClaimBack(disputes.value.left, pos.value);
    figures.moneyLeftCents = figures.left.totalCents;
  }
  if (reviews.ok && reviews.value) {
    figures.needsReply = reviews.value.needsReply;
    figures.reviewsClosingSoon = reviews.value.closingSoon;
    figures.replyRate = reviews.value.replyRate;
    figures.reviewsComplete = reviews.value.complete;
  }
  if (payouts.ok) figures.weeks = payouts.value;
  return figures;
}

/** A portfolio row: the client, its parts once loaded, and what its cells need to act. */
export interface PortfolioRow {
  client: Client;
  parts: RowParts | undefined;
  figures: ClientFigures;
  /** Waiting for its turn or loading (the first time, or again after a retry). */
  loading: boolean;
  /** Asks again for the parts that failed (the others are cached). */
  retry: () => void;
}

/** Why a part failed, or undefined when it did not (or has not loaded yet). */
export const failureOf = (row: PortfolioRow, part: PartId): unknown => {
  const result = row.parts?.[part];
  return result && !result.ok ? result.error : undefined;
};

const failedOf = new WeakMap<object, RowParts>();

/** A row whose request failed: each part failed with that error (one object per error). */
export const failedParts = (error: unknown): RowParts => {
  const key = typeof error === 'object' && error !== null ? error : { error };
  const known = failedOf.get(key);
  if (known) return known;
  const failed = { ok: false as const, error };
  const parts = {
    finance: failed,
    disputes: failed,
    reviews: failed,
    pos: failed,
    payouts: failed,
  };
  failedOf.set(key, parts);
  return parts;
};
