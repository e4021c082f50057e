import * as z from 'zod/mini';
import type { ConfigDetails, ManualConfigItem } from '../../../contract/auto-dispute';
import '../../../contract/zod-locale';
import { categoriesOf } from '../../entities/dispute/dispute-config';

// Types, not interfaces: the zod resolver takes `Record<string, unknown>`.
export type ManualConfigRow = {
  channel: string;
  error: string;
  reason: string;
  description: string;
  /** Every store of the client, or only `stores`. */
  scope: 'all' | 'chosen';
  stores: string[];
  /** NumberInput gives '' when empty. */
  refundPercentage: number | string;
};

export type ManualConfigValues = {
  rows: ManualConfigRow[];
};

export const emptyRow = (channel = ''): ManualConfigRow => ({
  channel,
  error: '',
  reason: '',
  description: '',
  scope: 'all',
  stores: [],
  refundPercentage: '',
});

/**
 * The form's rules, from the contract's manualConfigItem and the configuration details: the
 * category must be one of the channel's, the reason one of the category's, the percentage whole
 * 0–100, and chosen stores at least one.
 */
export function manualConfigSchema(details: ConfigDetails | undefined) {
  const row = z
    .object({
      channel: z.string().check(z.minLength(1, 'Choose a channel')),
      error: z.string().check(z.minLength(1, 'Choose a category')),
      reason: z.string().check(z.minLength(1, 'Choose a reason')),
      description: z.string().check(z.maxLength(1000, 'At most 1,000 characters')),
      scope: z.enum(['all', 'chosen']),
      stores: z.array(z.string()),
      refundPercentage: z.pipe(
        z.union([z.number(), z.literal('')]),
        z
          .number({ error: 'Enter a percentage' })
          .check(
            z.int('Must be a whole number'),
            z.minimum(0, 'Must be 0 to 100'),
            z.maximum(100, 'Must be 0 to 100'),
          ),
      ),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.scope === 'chosen' && value.stores.length === 0) {
          ctx.addIssue({ code: 'custom', path: ['stores'], message: 'Choose at least one store' });
        }
        if (!value.channel || !value.error) return;
        const category = categoriesOf(details, value.channel).find(
          (c) => c.category === value.error,
        );
        if (!category) {
          ctx.addIssue({
            code: 'custom',
            path: ['error'],
            message: 'Not a category of this channel',
          });
        } else if (value.reason && !category.reasons.includes(value.reason)) {
          ctx.addIssue({
            code: 'custom',
            path: ['reason'],
            message: 'Not a reason of this category',
          });
        }
      }),
    );
  return z.object({
    rows: z.array(row).check(z.minLength(1, 'Add at least one configuration')),
  });
}

export type ManualConfigOutput = z.output<ReturnType<typeof manualConfigSchema>>;

/** The request body: stores `ALL` or comma-joined ids, the percentage as a string. */
export const toManualConfigBody = (values: ManualConfigValues): ManualConfigItem[] =>
  values.rows.map((row) => ({
    channel: row.channel as ManualConfigItem['channel'],
    error: row.error,
    reason: row.reason,
    description: row.description.trim(),
    stores: row.scope === 'all' ? 'ALL' : row.stores.join(','),
    refundPercentage: String(row.refundPercentage),
  }));
