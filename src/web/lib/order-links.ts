import { CHANNELS } from '../../contract/channels';
import { addDays } from './calendar';
import { paths } from './paths';
import { filterSearch, param, type ParamValues } from './url-state';

/*
 * What every link to one order, review or dispute shares: the range around its date, the filters
 * it keeps and the params that find it. The links themselves, each with its page's params, are
 * the entities' (`entities/order`, `entities/review`, `entities/dispute`).
 */

/** Days either side of an order's date in the range a link opens with. */
export const ORDER_LINK_DAYS = 3;

/** `from`/`to` around a date: `before` days before it, `after` days after it. */
export const rangeAround = (date: string, before = ORDER_LINK_DAYS, after = ORDER_LINK_DAYS) => ({
  from: addDays(date.slice(0, 10), -before),
  to: addDays(date.slice(0, 10), after),
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
export const itemLink = <Key extends string>(
  path: string,
  current: URLSearchParams,
  clientId: string | undefined,
  item: { [K in Key]?: string },
) => {
  const filters = new URLSearchParams(filterSearch(current));
  const sameClient = !clientId || filters.get('client') === clientId;
  if (!sameClient) filters.delete('listings');
  return withSearch(path, {
    ...Object.fromEntries(filters),
    client: clientId ?? filters.get('client') ?? undefined,
    ...(item as Record<string, string | undefined>),
  });
};

/** The params that find one item whatever the filters: its channel and its order's date. */
export const itemShape = {
  channel: param.oneOf(['', ...CHANNELS], ''),
  ordered: param.date(),
};
export type ItemParams = ParamValues<typeof itemShape>;
/** The item params of no item: with the item's own id unset, they close its drawer. */
export const noItem = { channel: '', ordered: undefined } as const satisfies Partial<ItemParams>;

/** An order's channel and date as the item params write them. */
export const itemOf = ({ channel, orderDate }: OrderRef): Record<keyof ItemParams, string> => ({
  channel,
  ordered: orderDate.slice(0, 10),
});

/** The orders of one period (e.g. a payout's), optionally one channel and one listing. */
export const ordersInPeriodLink = (period: {
  clientId: string | undefined;
  from: string;
  to: string;
  channel?: string;
  listingId?: string;
  /** `financial`: the orders' money and payouts (a payout's orders show its id on each). */
  view?: 'financial';
}) =>
  withSearch(paths.orders, {
    client: period.clientId,
    from: period.from.slice(0, 10),
    to: period.to.slice(0, 10),
    listings: period.listingId,
    channels: period.channel,
    view: period.view,
  });
