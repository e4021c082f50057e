import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CHANNELS } from '../../contract/channels';
import type { Client } from '../../contract/listings';
import { DATE_FORMAT } from './date-ranges';
import { paths } from './paths';
import type { ClientScope } from './restaurant-details';
import { filterSearch, param, type ParamValues } from './url-state';

/*
 * Links between pages that show the same order. Features never import each other: a link is only
 * a URL, spelled here once.
 */

/** Days either side of an order's date in the range a link opens with. */
export const ORDER_LINK_DAYS = 3;

const day = (date: string) => dayjs(date.slice(0, 10));

/** `from`/`to` around a date: `before` days before it, `after` days after it. */
export const rangeAround = (date: string, before = ORDER_LINK_DAYS, after = ORDER_LINK_DAYS) => ({
  from: day(date).subtract(before, 'day').format(DATE_FORMAT),
  to: day(date).add(after, 'day').format(DATE_FORMAT),
});

const withSearch = (path: string, entries: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

export interface OrderRef {
  clientId: string | undefined;
  deliveryUUID: string;
  channel: string;
  /** The order's date (ISO date or date-time). */
  orderDate: string;
}

/** The reference to an order the links need, from anything that carries its three fields. */
export const orderRef = (
  clientId: string | undefined,
  order: { deliveryUUID: string; channel: string; orderDate: string },
): OrderRef => ({
  clientId,
  deliveryUUID: order.deliveryUUID,
  channel: order.channel,
  orderDate: order.orderDate,
});

/**
 * A link to one item keeps the page's filters as they are: opening one order, review or dispute
 * must not narrow the dates or channels that then follow the user to every page. The item is
 * named by its own params (its id, its channel, its order date), and the page finds it by those
 * even when it falls outside the filters. Listings belong to one client: another client's link
 * starts with all of its listings.
 */
const itemLink = (
  path: string,
  current: URLSearchParams,
  clientId: string | undefined,
  item: Record<string, string | undefined>,
) => {
  const filters = new URLSearchParams(filterSearch(current));
  const sameClient = !clientId || filters.get('client') === clientId;
  if (!sameClient) filters.delete('listings');
  return withSearch(path, {
    ...Object.fromEntries(filters),
    client: clientId ?? filters.get('client') ?? undefined,
    ...item,
  });
};

/** The params that find one item whatever the filters: its channel and its order's date. */
export const itemShape = {
  channel: param.oneOf(['', ...CHANNELS], ''),
  ordered: param.date(),
};
export type ItemParams = ParamValues<typeof itemShape>;

/**
 * The scope that finds one item whatever the filters: its channel, every listing of the client
 * (named: reviews have no client parameter), and `range` around its order date. Undefined when
 * the link does not say where to look.
 */
export const itemScope = (
  client: Client | undefined,
  { channel, ordered }: ItemParams,
  range: (orderDate: string) => { from: string; to: string },
): ClientScope | undefined =>
  client && channel && ordered
    ? {
        clientId: client.clientId,
        listingIds: client.listingDetails.map((listing) => listing.listingId),
        channels: [channel],
        ...range(ordered),
      }
    : undefined;

const itemOf = ({ channel, orderDate }: OrderRef) => ({
  channel,
  ordered: orderDate.slice(0, 10),
});

/** One order, its drawer open in the orders page (found by id and channel). */
export const orderLink = (ref: OrderRef, current: URLSearchParams) =>
  itemLink(paths.orders, current, ref.clientId, { order: ref.deliveryUUID, channel: ref.channel });

/** The orders of one period (e.g. a payout's), optionally one channel and one listing. */
export const ordersInPeriodLink = (period: {
  clientId: string | undefined;
  from: string;
  to: string;
  channel?: string;
  listingId?: string;
}) =>
  withSearch(paths.orders, {
    client: period.clientId,
    from: period.from.slice(0, 10),
    to: period.to.slice(0, 10),
    listings: period.listingId,
    channels: period.channel,
  });

/** Days after an order its review may come, in the range a link to the review opens with. */
export const REVIEW_AFTER_DAYS = 14;

/** The range in which an order's review is found: from its date to two weeks after. */
export const reviewRangeOf = (orderDate: string) =>
  rangeAround(orderDate, ORDER_LINK_DAYS, REVIEW_AFTER_DAYS);

/** The range in which an order's dispute is found: the disputes list filters by order date. */
export const disputeRangeOf = (orderDate: string) => rangeAround(orderDate, 0, 0);

/** The review of one order, shown first in the reviews page (`review=`). */
export const reviewOfOrderLink = (ref: OrderRef, current: URLSearchParams) =>
  itemLink(paths.reviews, current, ref.clientId, { review: ref.deliveryUUID, ...itemOf(ref) });

/** The dispute of one order, its drawer open in the disputes page (`dispute=`). */
export const disputeOfOrderLink = (ref: OrderRef, current: URLSearchParams) =>
  itemLink(paths.disputes, current, ref.clientId, { dispute: ref.deliveryUUID, ...itemOf(ref) });

/** The three links bound to the current page's filters. */
export function useItemLinks() {
  const [current] = useSearchParams();
  return useMemo(
    () => ({
      order: (ref: OrderRef) => orderLink(ref, current),
      reviewOf: (ref: OrderRef) => reviewOfOrderLink(ref, current),
      disputeOf: (ref: OrderRef) => disputeOfOrderLink(ref, current),
    }),
    [current],
  );
}
