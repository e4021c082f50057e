import { DISPUTE_STATUSES } from '../../../contract/constants';
import { itemLink, itemOf, itemShape, noItem, rangeAround } from '../../lib/order-links';
import type { OrderRef } from '../../lib/order-links';
import { paths } from '../../lib/paths';
import { param, type ParamValues } from '../../lib/url-state';

/**
 * One dispute, its drawer open in the disputes page (`?dispute=<deliveryUUID>&channel=…&ordered=…`),
 * found by its channel and order date whatever the filters. The one definition of these names:
 * the disputes route reads them and every link writes them.
 */
export const disputeParams = {
  dispute: param.id(),
  ...itemShape,
};
export type DisputeParams = ParamValues<typeof disputeParams>;

/** The params that close the dispute's drawer. */
export const noDispute = {
  dispute: undefined,
  ...noItem,
} as const satisfies Partial<DisputeParams>;

/** The range in which an order's dispute is found: the disputes list filters by order date. */
export const disputeRangeOf = (orderDate: string) => rangeAround(orderDate, 0, 0);

/** The dispute of one order, its drawer open in the disputes page. */
export const disputeOfOrderLink = (ref: OrderRef, current: URLSearchParams) =>
  itemLink<keyof DisputeParams>(paths.disputes, current, ref.clientId, {
    dispute: ref.deliveryUUID,
    ...itemOf(ref),
  });

/**
 * The disputes list's view (`?status=`): every order, one status, `open` (the orders that can
 * still be raised: money left on the table's "open to dispute"), or `closing`, the same orders
 * soonest deadline first with their days left.
 */
export const DISPUTE_LIST_STATUSES = ['all', 'closing', 'open', ...DISPUTE_STATUSES] as const;
export type DisputeListStatus = (typeof DISPUTE_LIST_STATUSES)[number];
export const disputeStatusParam = param.oneOf(DISPUTE_LIST_STATUSES, 'all');

/**
 * What the disputes page selects as it opens (`?select=closing`: every order open to a dispute
 * with `CLOSING_SOON_DAYS` or fewer left, the "select all closing" of the bulk raise), then drops
 * from the address: the choice is the page's, as a click's would be.
 */
export const disputeSelectParam = param.oneOf(['', 'closing'], '');

/**
 * The desk listing what closes soonest with exactly those orders chosen, ready to raise: the
 * brief's link for disputes closing within `CLOSING_SOON_DAYS` days.
 */
export const closingDisputesLink = (clientId: string) =>
  `${paths.disputes}?${new URLSearchParams({ client: clientId, status: 'closing', select: 'closing' }).toString()}`;
