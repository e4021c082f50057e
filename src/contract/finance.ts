import * as z from 'zod/mini';
import { endNotBeforeStart, identifier, isoDate, money, rangeFields, sqlDateTime } from './common';
import './zod-locale';
export { DEDUCTION_PARTS, type DeductionPart } from './constants';

/**
 * The finance body. Which fields are required is not shown: ours requires `startDate` and
 * `endDate`; `payoutDates` items are `YYYY-MM-DD` and, when not empty, keep only orders paid
 * out on those dates.
 */
export const financeBody = z
  .object({ ...rangeFields, payoutDates: z.optional(z.array(isoDate).check(z.maxLength(1000))) })
  .check(z.superRefine(endNotBeforeStart));
export type FinanceBody = z.input<typeof financeBody>;

export const financeQuery = z.object({ clientId: identifier });

const split = z.object({ total: money, itemValue: money, itemTax: money });

export const GRAPH_STEPS = [
  'totalRevenue',
  'deductions',
  'tax',
  'estimatedPayout',
  'errorCharges',
  'adjustments',
  'refundByService',
  'netPayout',
] as const;
export type GraphStep = (typeof GRAPH_STEPS)[number];

/**
 * Overview semantics are not shown. Ours: `dashboard` names the view
 * (`financial-reconciliation`); the previous period is the span of equal length ending the day
 * before `startDate`; `graph` is the payout waterfall, one element per step of `GRAPH_STEPS`,
 * `range` the `[low, high]` of its floating bar (totals start at 0), `type` `total`, `increase`
 * or `decrease`, `bifurcation` the step's parts.
 */
export const graphElement = z.object({
  key: z.string(),
  range: z.array(z.number()),
  value: money,
  type: z.string(),
  bifurcation: z.record(z.string(), z.number()),
});
export type GraphElement = z.infer<typeof graphElement>;

export const overviewResult = z.object({
  dashboard: z.string(),
  startDate: sqlDateTime,
  endDate: sqlDateTime,
  previousStartDate: sqlDateTime,
  previousEndDate: sqlDateTime,
  overview: z.object({
    payout: z.object({
      totalRevenue: money,
      deductions: z.object({
        total: money,
        commission: money,
        merchantFee: money,
        paymentTransactionFee: money,
        promoValue: z.object({
          promoValue: money,
          marketplace4Reward: money,
          preferredPartnerProgram: money,
        }),
        deliveryFee: z.object({ deliveryFee: money, deliveryCommission: money }),
        /** `marketingFees` is ours, beside the specified `marketingAdjustments`. */
        marketing: z.object({ marketingAdjustments: money, marketingFees: money }),
        miscellaneous: z.object({
          tips: money,
          taxWithHeld: money,
          commissionTax: money,
          otherPayments: money,
        }),
      }),
      tax: z.object({ taxToBePaid: money }),
      estimatedPayout: money,
      /** `total` = errorCharges.total + adjustments.total; the refund sits under netPayout. */
      differenceBifurcation: z.object({ total: money, errorCharges: split, adjustments: split }),
      netPayout: z.object({ total: money, refundByService: money }),
      /** netPayout − estimatedPayout, split into item value and item tax. */
      payoutDiff: split,
    }),
    tax: z.object({ taxRemittedToState: money, taxRemittedToMerchant: money }),
  }),
  graph: z.array(graphElement),
});
export type OverviewResult = z.infer<typeof overviewResult>;

export const taxRow = z.object({
  storeId: z.string(),
  taxRemittedToState: money,
  taxRemittedToMerchant: money,
});
export const taxDetailsResult = z.object({ storeWise: z.array(taxRow) });
export type TaxDetailsResult = z.infer<typeof taxDetailsResult>;

export const payout = z.object({
  storeId: z.string(),
  /** null for orders not yet paid out; `payoutDate` is then the expected date. */
  payoutId: z.nullable(z.string()),
  channel: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  payoutDate: z.string(),
  netPayout: money,
});
export type Payout = z.infer<typeof payout>;

export const depositRow = z.object({
  storeId: z.string(),
  channel: z.array(z.string()),
  startDate: z.string(),
  endDate: z.string(),
  netPayout: money,
  payouts: z.array(payout),
});
export type DepositRow = z.infer<typeof depositRow>;

/** The table gives deposit-details' `result` as "`result` array": read literally, `result.result`. */
export const depositDetailsResult = z.object({ result: z.array(depositRow) });
export type DepositDetailsResult = z.infer<typeof depositDetailsResult>;

export const estimateVsActualRow = z.object({
  store: z.string(),
  revenue: money,
  deductions: z.object({
    total: money,
    commission: money,
    promoValue: money,
    deliveryFee: money,
    tips: money,
    marketingFees: money,
    paymentTransactionFee: money,
    marketplace4Reward: money,
    preferredPartnerProgram: money,
    deliveryCommission: money,
    marketingAdjustments: money,
    otherPayments: money,
    taxWithHeld: money,
    commissionTax: money,
    merchantFee: money,
  }),
  tax: money,
  estimatedPayout: money,
  /** `total` = errorCharges + adjustments + refundByService, part by part (refunds: itemTax 0). */
  difference: z.object({
    total: split,
    errorCharges: split,
    adjustments: split,
    refundByService: split,
  }),
  netPayout: z.object({ total: money }),
});
export type EstimateVsActualRow = z.infer<typeof estimateVsActualRow>;
export const estimateVsActualResult = z.object({ storeWise: z.array(estimateVsActualRow) });
export type EstimateVsActualResult = z.infer<typeof estimateVsActualResult>;

export const posRow = z.object({
  storeId: z.string(),
  orderDiff: z.object({
    offPremise: z.number(),
    pos: z.number(),
    missedOffPremise: z.number(),
    missedPos: z.number(),
    totalMissedOrders: z.number(),
  }),
  subTotalDiff: z.object({
    pos: money,
    offPremise: money,
    diffOffPremise: money,
    diffPos: money,
    totalDiff: money,
  }),
  statusDifference: z.object({ totalDiff: z.number() }),
  revenueToClaimBack: money,
});
export type PosRow = z.infer<typeof posRow>;

export const posVsOffPremiseResult = z.object({
  up_sell: z.boolean(),
  pos: z.object({ name: z.string(), color: z.string(), icon: z.string() }),
  is_incomplete: z.boolean(),
  first_date: z.string(),
  last_updated: z.string(),
  is_pos_available: z.boolean(),
  first_date_off_premise: z.string(),
  last_date_off_premise: z.string(),
  is_off_premise_available: z.boolean(),
  storeWise: z.array(posRow),
});
export type PosVsOffPremiseResult = z.infer<typeof posVsOffPremiseResult>;
