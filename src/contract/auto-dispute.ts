import * as z from 'zod/mini';
import { channelCode, disputeChannel, identifier, ownEntry, responseChannel } from './common';
import './zod-locale';

/**
 * Error categories and their reasons per dispute-accepting channel. The specification names the
 * categories; the reasons are ours. get-config-details serves exactly this table.
 */
export const DISPUTE_CATEGORIES = {
  MARKETPLACE_1: {
    ENTIRELY_WRONG_ORDER: ['Customer received another order', 'Order handed to the wrong courier'],
    WRONG_ORDER: ['Items did not match the receipt', 'Order was swapped at pickup'],
    INGREDIENT_ERROR: ['Allergen or ingredient request ignored', 'Wrong ingredient used'],
    INCORRECT_SIZE: ['Smaller size delivered', 'Larger size charged but not delivered'],
    INCORRECT_QUANTITY: ['Fewer items delivered than ordered'],
    MISSING_SIDE_ITEM: ['Side item missing', 'Sauce or condiment missing'],
  },
  MARKETPLACE_2: {
    PARTIAL_MISSING_ITEMS: ['Some items missing'],
    NEVER_RECEIVED: ['Courier did not deliver', 'Delivered to the wrong address'],
    MISCELLANEOUS: ['Charge not explained by the marketplace'],
    MISSING_ITEMS: ['Item missing from the bag'],
    WRONG_ORDER: ['Customer received another order'],
    MISSING: ['Whole order missing'],
    INCOMPLETE: ['Order incomplete at pickup'],
    FOOD_DAMAGED: ['Packaging damaged in transit', 'Food spilled in transit'],
  },
} as const satisfies Record<string, Record<string, readonly string[]>>;

export const autoDisputeConfig = z.object({
  id: z.string(),
  channel: responseChannel,
  /** A store id, a comma-separated list of store ids, or `ALL`. */
  stores: z.string(),
  error: z.string(),
  reason: z.string(),
  description: z.nullable(z.string()),
  isActive: z.int(),
  refundPercentage: z.nullable(z.int()),
  manuallyCreated: z.int(),
  createdAt: z.string(),
});
export type AutoDisputeConfig = z.infer<typeof autoDisputeConfig>;

export const clientIdQuery = z.object({ client_id: identifier });

export const autoDisputeConfigsBody = z.object({
  listingIds: z.optional(z.array(identifier).check(z.maxLength(5000))),
  channel: z.optional(z.array(channelCode).check(z.maxLength(12))),
});
export const autoDisputeConfigsResult = z.array(autoDisputeConfig);

/** Adds one row per store (`error` and `reason` `ALL`, `refundPercentage` null, `manuallyCreated` 0). */
export const setAutoDisputeBody = z.object({
  channel: disputeChannel,
  stores: z.array(identifier).check(z.minLength(1, 'choose at least one store'), z.maxLength(5000)),
});

export const manualConfigItem = z.object({
  channel: disputeChannel,
  /** Must be one of the channel's reasons for `error` (checked against the table above). */
  reason: z.string().check(z.minLength(1, 'is required')),
  /** The error category. */
  error: z.string().check(z.minLength(1, 'is required')),
  description: z._default(z.optional(z.string().check(z.maxLength(1000))), ''),
  /** `ALL` or comma-separated store ids. */
  stores: z.string().check(z.minLength(1, 'is required')),
  /** A whole number 0–100 written as a string. */
  refundPercentage: z
    .string()
    .check(
      z.regex(/^(100|[1-9]?\d)$/, 'must be a whole number from 0 to 100, written as a string'),
    ),
});
export type ManualConfigItem = z.input<typeof manualConfigItem>;

export const manualConfigBody = z.array(manualConfigItem).check(
  z.minLength(1, 'add at least one configuration'),
  z.maxLength(100),
  z.superRefine((items, ctx) => {
    items.forEach((item, i) => {
      const categories: Record<string, readonly string[]> = DISPUTE_CATEGORIES[item.channel];
      const reasons = ownEntry(categories, item.error);
      if (!reasons) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'error'],
          message: `is not a category of ${item.channel}`,
        });
      } else if (!reasons.includes(item.reason)) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'reason'],
          message: `is not a reason of ${item.error} on ${item.channel}`,
        });
      }
    });
  }),
);

export const configDetailsResult = z.object({
  listings: z.int(),
  listingIds: z.array(z.object({ listingsId: z.string(), restaurantName: z.string() })),
  channel: z.array(responseChannel),
  /** One key per channel (an array of one-key objects `{CATEGORY: [reasons]}`), plus `info`. */
  channelWiseConfig: z.catchall(
    z.object({ info: z.string() }),
    z.union([z.string(), z.array(z.record(z.string(), z.array(z.string())))]),
  ),
});
export type ConfigDetails = z.infer<typeof configDetailsResult>;
