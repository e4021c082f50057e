import {
  itemLink,
  itemOf,
  itemShape,
  noItem,
  rangeAround,
  ORDER_LINK_DAYS,
} from '../../lib/order-links';
import type { OrderRef } from '../../lib/order-links';
import { paths } from '../../lib/paths';
import { param, type ParamValues } from '../../lib/url-state';

/**
 * One review shown first in the reviews page (`?review=<deliveryUUID>&channel=…&ordered=…`), found
 * by its channel and order date whatever the filters. The one definition of these names: the
 * reviews route reads them and every link writes them.
 */
export const reviewParams = {
  review: param.id(),
  ...itemShape,
};
export type ReviewParams = ParamValues<typeof reviewParams>;

/** The params that dismiss the review shown first. */
export const noReview = { review: undefined, ...noItem } as const satisfies Partial<ReviewParams>;

/** Days after an order its review may come, in the range a link to the review opens with. */
export const REVIEW_AFTER_DAYS = 14;

/** The range in which an order's review is found: from its date to two weeks after. */
export const reviewRangeOf = (orderDate: string) =>
  rangeAround(orderDate, ORDER_LINK_DAYS, REVIEW_AFTER_DAYS);

/** The review of one order, shown first in the reviews page. */
export const reviewOfOrderLink = (ref: OrderRef, current: URLSearchParams) =>
  itemLink<keyof ReviewParams>(paths.reviews, current, ref.clientId, {
    review: ref.deliveryUUID,
    ...itemOf(ref),
  });
