/*
 * The contract's constants with no schema library, like `channels.ts`: the web app reads them on
 * its first paint, where the contract's zod schemas are not loaded yet. The contract's modules
 * re-export them where they belong.
 */

/** The most rows one page may ask for (project decision: 400 above it). */
export const MAX_LIMIT = 500;

/**
 * The specification names approved, denied and expired. Ours adds `not_disputed` (not raised)
 * and `pending` (raised, awaiting the marketplace).
 */
export const DISPUTE_STATUSES = [
  'not_disputed',
  'pending',
  'approved',
  'denied',
  'expired',
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** Days from the order within which a dispute can be raised (project decision). */
export const DISPUTE_WINDOW_DAYS = 14;

/** Reply windows, in days from the review (project decision). */
export const REPLY_WINDOW_DAYS: Record<string, number> = { MARKETPLACE_1: 7 };
export const DEFAULT_REPLY_WINDOW_DAYS = 14;
/** No review older than this can still be answered, on any channel. */
export const LONGEST_REPLY_WINDOW_DAYS = Math.max(
  DEFAULT_REPLY_WINDOW_DAYS,
  ...Object.values(REPLY_WINDOW_DAYS),
);

/** The 14 named deductions; `total` is their sum. All ≤ 0. */
export const DEDUCTION_PARTS = [
  'commission',
  'merchantFee',
  'paymentTransactionFee',
  'promoValue',
  'marketplace4Reward',
  'preferredPartnerProgram',
  'deliveryFee',
  'deliveryCommission',
  'marketingFees',
  'marketingAdjustments',
  'tips',
  'taxWithHeld',
  'commissionTax',
  'otherPayments',
] as const;
export type DeductionPart = (typeof DEDUCTION_PARTS)[number];

/** Marketplace 1's star values (see reviews.ts for the review kinds). */
export const STAR_VALUES = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'] as const;

/**
 * Where the portfolio's rows are read, in one request (`application/x-ndjson`; the body's schema
 * is `portfolio.ts`'s `portfolioRowsBody`).
 */
export const PORTFOLIO_ROWS_PATH = '/api/portfolio/rows';

/**
 * Several reads in one request: `POST /api/ops` `{calls: [{op, query?, body?}]}` (at most
 * `OPS_BATCH_LIMIT`), what a page asks for as it opens. The answer is NDJSON
 * (`application/x-ndjson`), one line per call as it is answered (`ops-batch.ts`: `OpsBatchLine`),
 * `reply` the envelope `POST /api/ops/{op}` would have sent with that status. Writes are refused
 * in a batch: each is sent on its own, once per action.
 */
export const OPS_BATCH_PATH = '/api/ops';
export const OPS_BATCH_LIMIT = 16;
