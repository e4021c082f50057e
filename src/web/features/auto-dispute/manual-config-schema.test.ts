import { describe, expect, it } from 'vitest';
import { DISPUTE_CATEGORIES, type ConfigDetails } from '../../../contract/auto-dispute';
import {
  emptyRow,
  manualConfigSchema,
  toManualConfigBody,
  type ManualConfigRow,
} from './manual-config-schema';

const details: ConfigDetails = {
  listings: 2,
  listingIds: [
    { listingsId: 'L1', restaurantName: 'One' },
    { listingsId: 'L2', restaurantName: 'Two' },
  ],
  channel: ['MARKETPLACE_1', 'MARKETPLACE_2'],
  channelWiseConfig: {
    info: 'How it works',
    MARKETPLACE_1: Object.entries(DISPUTE_CATEGORIES.MARKETPLACE_1).map(([k, v]) => ({
      [k]: [...v],
    })),
    MARKETPLACE_2: Object.entries(DISPUTE_CATEGORIES.MARKETPLACE_2).map(([k, v]) => ({
      [k]: [...v],
    })),
  },
};

const valid: ManualConfigRow = {
  channel: 'MARKETPLACE_1',
  error: 'MISSING_SIDE_ITEM',
  reason: 'Side item missing',
  description: '',
  scope: 'chosen',
  stores: ['L1', 'L2'],
  refundPercentage: 50,
};

const errorsOf = (rows: ManualConfigRow[]) => {
  const result = manualConfigSchema(details).safeParse({ rows });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('manualConfigSchema', () => {
  it('accepts a complete row', () => {
    expect(errorsOf([valid])).toEqual({});
  });

  it('needs channel, category, reason and a percentage', () => {
    expect(Object.keys(errorsOf([emptyRow()])).sort()).toEqual(
      ['rows.0.channel', 'rows.0.error', 'rows.0.reason', 'rows.0.refundPercentage'].sort(),
    );
  });

  it.each([-1, 101, 12.5])('refuses a refund percentage of %s', (refundPercentage) => {
    expect(errorsOf([{ ...valid, refundPercentage }])).toHaveProperty('rows.0.refundPercentage');
  });

  it.each([0, 100])('accepts a refund percentage of %s', (refundPercentage) => {
    expect(errorsOf([{ ...valid, refundPercentage }])).toEqual({});
  });

  it('refuses a reason of another category, and a category of another channel', () => {
    expect(errorsOf([{ ...valid, reason: 'Wrong ingredient used' }])).toEqual({
      'rows.0.reason': 'Not a reason of this category',
    });
    expect(errorsOf([{ ...valid, error: 'FOOD_DAMAGED' }])).toEqual({
      'rows.0.error': 'Not a category of this channel',
    });
  });

  it('needs chosen stores when the scope is chosen, and checks each row', () => {
    expect(errorsOf([valid, { ...valid, stores: [] }])).toEqual({
      'rows.1.stores': 'Choose at least one store',
    });
    expect(errorsOf([{ ...valid, scope: 'all', stores: [] }])).toEqual({});
  });
});

describe('toManualConfigBody', () => {
  it('writes stores as ALL or ids joined by commas, and the percentage as a string', () => {
    expect(
      toManualConfigBody({ rows: [valid, { ...valid, scope: 'all', refundPercentage: 0 }] }),
    ).toEqual([
      {
        channel: 'MARKETPLACE_1',
        error: 'MISSING_SIDE_ITEM',
        reason: 'Side item missing',
        description: '',
        stores: 'L1,L2',
        refundPercentage: '50',
      },
      {
        channel: 'MARKETPLACE_1',
        error: 'MISSING_SIDE_ITEM',
        reason: 'Side item missing',
        description: '',
        stores: 'ALL',
        refundPercentage: '0',
      },
    ]);
  });
});
