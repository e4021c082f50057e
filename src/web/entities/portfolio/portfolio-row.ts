/**
 * What a portfolio row is, for the page that draws it and the server that reads it
 * (`load-row.ts`, run on the server by `POST /api/portfolio/rows`): its scope, its parts, and the
 * line of the server's stream that carries it. Types and small helpers only: nothing here brings
 * a query or a schema into the page's first paint.
 */
import type { Channel } from '../../../contract/channels';
import type { OverviewResult } from '../../../contract/finance';
import { normalScope, type ClientScope } from '../client/client-scope';
import type { DisputesSummary } from '../dispute/disputes-summary';
import type { MoneyLeft } from '../dispute/money-left';
import type { WeekOfPayouts } from '../finance/finance-figures';
import type { ReviewFigures } from '../review/review-figures';

/** Clients loading at once: enough to fill the page quickly, few enough to spare the upstream. */
export const CLIENTS_AT_ONCE = 4;

/** What the portfolio covers: every client, over the filter bar's dates and channels. */
export interface PortfolioScope {
  from: string;
  to: string;
  channels: Channel[];
}

/** A client's scope for the portfolio's filters: every listing, as its own pages see it. */
export const portfolioClientScope = (clientId: string, scope: PortfolioScope): ClientScope =>
  normalScope({
    clientId,
    listingIds: [],
    channels: scope.channels,
    from: scope.from,
    to: scope.to,
  });

/** One part of a row: its figures, or why they could not be had (the rest of the row stays). */
export type Part<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** The parts of a client's row, each from the same queries its own pages use. */
export interface RowParts {
  /** The finance overview of the range and of the previous period (its headline figures). */
  finance: Part<{ current: OverviewResult; previous: OverviewResult }>;
  /** The disputes summary, and the disputes part of money left on the table. */
  disputes: Part<{ summary: DisputesSummary; left: MoneyLeft }>;
  reviews: Part<ReviewFigures | null>;
  /** The POS table's claim-back total, in cents. */
  pos: Part<number>;
  payouts: Part<WeekOfPayouts[]>;
}
export type PartId = keyof RowParts;

export const PART_IDS: readonly PartId[] = ['finance', 'disputes', 'reviews', 'pos', 'payouts'];

/** Why a part failed, as the server's stream says it (an `ApiError`'s fields, in JSON). */
export interface PartFailure {
  status: number;
  code: string;
  message: string;
  retryAfterSeconds?: number;
}

/** A part as it travels in the stream: its value, or its failure. */
export type WirePart<T> = { ok: true; value: T } | { ok: false; error: PartFailure };
export type WireParts = {
  [K in PartId]: RowParts[K] extends Part<infer T> ? WirePart<T> : never;
};

/** One line of `POST /api/portfolio/rows`'s NDJSON stream: one client's row, once it is ready. */
export interface RowLine {
  clientId: string;
  parts: WireParts;
}

export { PORTFOLIO_ROWS_PATH } from '../../../contract/constants';
