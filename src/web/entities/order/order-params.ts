import { CHANNELS } from '../../../contract/channels';
import { itemLink, type OrderRef } from '../../lib/order-links';
import { paths } from '../../lib/paths';
import { param, type ParamValues } from '../../lib/url-state';

/**
 * One order in the orders page (`?order=<deliveryUUID>&channel=<code>`): its drawer open. The one
 * definition of these names: the orders route reads them and every link writes them.
 */
export const orderParams = {
  order: param.id(),
  channel: param.oneOf(['', ...CHANNELS], ''),
};
export type OrderParams = ParamValues<typeof orderParams>;

/** The params that close the order's drawer. */
export const noOrder = { order: undefined, channel: '' } as const satisfies Partial<OrderParams>;

/** One order, its drawer open in the orders page (found by id and channel). */
export const orderLink = (ref: OrderRef, current: URLSearchParams) =>
  itemLink<keyof OrderParams>(paths.orders, current, ref.clientId, {
    order: ref.deliveryUUID,
    channel: ref.channel,
  });
