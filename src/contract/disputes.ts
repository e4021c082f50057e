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
export { DISPUTE_STATUSES, DISPUTE_WINDOW_DAYS, type DisputeStatus } from './constants';

export const disputedOrder = z.object({
  deliveryUUID: z.string(),
  customerName: z.string(),
  storeId: z.string(),
  listingId: z.string(),
  brandId: z.string(),
  channel: responseChannel,
  disputeEligibility: z.boolean(),
  disputeStatus: z.string(),
  /** `YYYY-MM-DD`; `""` while not raised. */
  disputeDate: z.string(),
  /** `YYYY-MM-DD`; `""` until decided. */
  statusUpdateDate: z.string(),
  disputeIssue: z.string(),
  disputeReason: z.nullable(z.string()),
  disputeDescription: z.nullable(z.string()),
  /** The charge at stake; = won + lost once decided. */
  disputeAmount: money,
  disputeWonAmount: money,
  disputeLostAmount: money,
  disputeItemDetails: z.string(),
  disputeByService: z.boolean(),
  isAutoDispute: z.boolean(),
  /** `""` when eligible. */
  ineligibleForDisputeReason: z.string(),
});
export type DisputedOrder = z.infer<typeof disputedOrder>;

export const disputedOrdersResult = z.object({
  total: z.int(),
  orders: z.array(disputedOrder),
});
export type DisputedOrdersResult = z.infer<typeof disputedOrdersResult>;

/**
 * `limit` defaults to 5 (specification). The example also carries `deliveryUUID` and `channel`;
 * ours filters by them when given (project decision).
 */
export const disputedOrdersQuery = z.object({
  clientId: identifier,
  limit: z.optional(pageLimit),
  offset: z.optional(wholeNumber),
  deliveryUUID: z.optional(identifier),
  channel: z.optional(channelCode),
});
export const disputedOrdersBody = rangeBody;

/** `reason` must be one of the order's channel's reasons (get-config-details); `description` optional. */
export const manualRaiseBody = z.object({
  deliveryUUID: identifier,
  reason: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(200)),
  description: z.optional(z.string().check(z.maxLength(1000))),
});
export type ManualRaiseBody = z.infer<typeof manualRaiseBody>;
