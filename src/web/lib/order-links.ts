import dayjs from 'dayjs';
import { DATE_FORMAT } from './date-ranges';
import { paths } from './paths';

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

/** One order, its drawer open, in the orders page around its date. */
export const orderLink = ({ clientId, deliveryUUID, channel, orderDate }: OrderRef) =>
  withSearch(paths.orders, {
    client: clientId,
    ...rangeAround(orderDate),
    order: deliveryUUID,
    channel,
  });

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

/** The review of one order, shown first in the reviews page (`review=`), around its date. */
export const reviewOfOrderLink = ({ clientId, deliveryUUID, channel, orderDate }: OrderRef) =>
  withSearch(paths.reviews, {
    client: clientId,
    ...reviewRangeOf(orderDate),
    channels: channel,
    review: deliveryUUID,
  });

/** The dispute of one order, its drawer open in the disputes page (`dispute=`), on its date. */
export const disputeOfOrderLink = ({ clientId, deliveryUUID, channel, orderDate }: OrderRef) =>
  withSearch(paths.disputes, {
    client: clientId,
    ...rangeAround(orderDate),
    channels: channel,
    dispute: deliveryUUID,
  });
