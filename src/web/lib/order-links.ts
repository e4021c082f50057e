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

/** The reviews page around an order's date (a review follows its order by days). */
export const reviewsAroundLink = (clientId: string, orderDate: string, channel?: string) =>
  withSearch(paths.reviews, {
    client: clientId,
    ...rangeAround(orderDate, ORDER_LINK_DAYS, 14),
    channels: channel,
  });

/** The disputes page around an order's date (it filters by order date). */
export const disputesAroundLink = (clientId: string, orderDate: string, channel?: string) =>
  withSearch(paths.disputes, {
    client: clientId,
    ...rangeAround(orderDate),
    channels: channel,
  });
