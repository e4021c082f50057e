import { CHANNELS } from '../contract/common';
import { dayOf } from './days';
import type { LedgerClient, LedgerListing } from './ledger';
import type { Store } from './store';

/** A failure the server writes as an envelope with `error` = `{code, detail, fields?}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
    readonly fields?: { path: string; message: string }[],
  ) {
    super(detail);
  }
}

export interface RangeFilter {
  startDay: number;
  endDay: number;
  /** Listing indexes in scope (never empty unless the client has none). */
  listings: number[];
  listingSet: Set<number>;
  /** null: every channel. */
  channels: Set<number> | null;
  /** null: any payout date. */
  payoutDays: Set<number> | null;
}

interface RangeInput {
  startDate: string;
  endDate: string;
  listingIds?: string[] | undefined;
  channel?: string[] | undefined;
  payoutDates?: string[] | undefined;
}

/** Resolves a body's listings within the clients in scope; a listing outside them is a 400. */
export const resolveListings = (
  store: Store,
  clients: LedgerClient[],
  listingIds: string[] | undefined,
) => {
  const allowed = new Set(clients.flatMap((c) => c.listings));
  if (!listingIds || listingIds.length === 0) return [...allowed].sort((a, b) => a - b);
  const unknown = listingIds.filter((id) => {
    const listing = store.ledger.listingById.get(id);
    return !listing || !allowed.has(listing.index);
  });
  if (unknown.length > 0) {
    throw new HttpError(
      400,
      'UNKNOWN_LISTING',
      `listingIds: not a listing of this client: ${unknown.slice(0, 5).join(', ')}`,
      [
        {
          path: 'listingIds',
          message: `not a listing of this client: ${unknown.slice(0, 5).join(', ')}`,
        },
      ],
    );
  }
  return [
    ...new Set(listingIds.map((id) => (store.ledger.listingById.get(id) as LedgerListing).index)),
  ].sort((a, b) => a - b);
};

export const resolveRange = (
  store: Store,
  clients: LedgerClient[],
  body: RangeInput,
): RangeFilter => {
  const listings = resolveListings(store, clients, body.listingIds);
  const channels =
    body.channel && body.channel.length > 0
      ? new Set(body.channel.map((c) => CHANNELS.indexOf(c as (typeof CHANNELS)[number])))
      : null;
  const payoutDays =
    body.payoutDates && body.payoutDates.length > 0 ? new Set(body.payoutDates.map(dayOf)) : null;
  return {
    startDay: dayOf(body.startDate),
    endDay: dayOf(body.endDate),
    listings,
    listingSet: new Set(listings),
    channels,
    payoutDays,
  };
};

/** First index in [lo, hi) whose value is ≥ target, for an ascending column. */
export const lowerBound = (column: ArrayLike<number>, lo: number, hi: number, target: number) => {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((column[mid] as number) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/** The orders of a client in the filter's range, oldest first, as [from, to) of the columns. */
export const orderSpan = (store: Store, client: LedgerClient, filter: RangeFilter) => {
  const { day } = store.ledger.orders;
  const from = lowerBound(day, client.orderStart, client.orderEnd, filter.startDay);
  const to = lowerBound(day, from, client.orderEnd, filter.endDay + 1);
  return [from, to] as const;
};

/** Does order i pass the listing, channel and payout-date filters? (Dates are the span's job.) */
export const orderMatches = (
  store: Store,
  filter: RangeFilter,
  i: number,
  payoutDayOfOrder: (i: number) => number,
) => {
  const o = store.ledger.orders;
  if (!filter.listingSet.has(o.listing[i] as number)) return false;
  if (filter.channels && !filter.channels.has(o.channel[i] as number)) return false;
  if (filter.payoutDays && !filter.payoutDays.has(payoutDayOfOrder(i))) return false;
  return true;
};

export const page = <T>(items: T[], offset: number, limit: number) =>
  items.slice(offset, offset + limit);
