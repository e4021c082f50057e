import * as z from 'zod/mini';
import {
  channelCode,
  identifier,
  money,
  pageLimit,
  rangeBody,
  responseChannel,
  wholeNumber,
} from './common';
import './zod-locale';

/*
 * The specification does not show the orders responses. Ours (sample-data.md): `result` =
 * `{total, orders}`, paged by `limit` (default 20) and `offset` (default 0), newest first.
 */

export const ORDER_STATUSES = ['DELIVERED', 'CANCELLED', 'REFUNDED'] as const;

export const order = z.object({
  deliveryUUID: z.string(),
  channel: responseChannel,
  listingId: z.string(),
  /** The listing's id, as in finance and dispute records. */
  storeId: z.string(),
  brandId: z.string(),
  customerName: z.string(),
  customerId: z.string(),
  orderDate: z.string(),
  status: z.string(),
  subTotal: money,
  tax: money,
  tip: money,
  total: money,
  itemCount: z.int(),
});
export type Order = z.infer<typeof order>;

/** Money of one order from subtotal to net payout. Deductions and charges are negative. */
export const orderMoney = {
  commission: money,
  promoValue: money,
  deliveryFee: money,
  marketingFees: money,
  paymentTransactionFee: money,
  /** Ours, beside the specified fields: every named deduction summed. */
  deductions: money,
  /** Ours: tax the marketplace passes to the merchant (part of the estimated payout). */
  taxRemittedToMerchant: money,
  errorCharges: money,
  adjustments: money,
  /** Ours: the disputed amount won back on this order. */
  refundByService: money,
  estimatedPayout: money,
  netPayout: money,
  payoutDate: z.string(),
  /** null while the payout has not been made; `payoutDate` is then the expected date. */
  payoutId: z.nullable(z.string()),
};

export const financialOrder = z.extend(order, orderMoney);
export type FinancialOrder = z.infer<typeof financialOrder>;

export const ordersResult = z.object({ total: z.int(), orders: z.array(order) });
export const financialOrdersResult = z.object({
  total: z.int(),
  orders: z.array(financialOrder),
});
export type OrdersResult = z.infer<typeof ordersResult>;
export type FinancialOrdersResult = z.infer<typeof financialOrdersResult>;

export const ordersQuery = z.object({
  clientId: identifier,
  limit: z.optional(pageLimit),
  offset: z.optional(wholeNumber),
});
export const ordersBody = rangeBody;

export const orderItem = z.object({
  name: z.string(),
  quantity: z.int(),
  unitPrice: money,
  total: money,
});

export const orderDetailsQuery = z.object({
  clientId: identifier,
  deliveryUUID: identifier,
  channel: channelCode,
});

/** One order with its items, its money and what touched it. Unknown order → 404 envelope. */
export const orderDetailsResult = z.extend(financialOrder, {
  items: z.array(orderItem),
  /** The review on this order (its `uuid`), null when none. */
  reviewId: z.nullable(z.string()),
  /** The dispute status of its error charge, null when it carries none. */
  disputeStatus: z.nullable(z.string()),
});
export type OrderDetails = z.infer<typeof orderDetailsResult>;
