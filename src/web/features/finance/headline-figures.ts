import type { OverviewResult } from '../../../contract/finance';

/** Whether a rise is good for the restaurant; `neutral` for pass-through tax. */
export type Better = 'higher' | 'neutral';

export interface HeadlineFigure {
  id: string;
  label: string;
  value: (overview: OverviewResult) => number;
  better: Better;
  description: string;
}

/**
 * The headline figures, in the waterfall's order. Decision: tax is money the restaurant passes on
 * to the state, so its change is shown without good or bad colouring.
 */
export const HEADLINE_FIGURES: readonly HeadlineFigure[] = [
  {
    id: 'totalRevenue',
    label: 'Total revenue',
    value: (o) => o.overview.payout.totalRevenue,
    better: 'higher',
    description: 'Order subtotals',
  },
  {
    id: 'deductions',
    label: 'Deductions',
    value: (o) => o.overview.payout.deductions.total,
    better: 'higher',
    description: 'Commission, fees, promotions and other charges',
  },
  {
    id: 'taxToBePaid',
    label: 'Tax to be paid',
    value: (o) => o.overview.payout.tax.taxToBePaid,
    better: 'neutral',
    description: 'Tax the marketplaces passed to you',
  },
  {
    id: 'estimatedPayout',
    label: 'Estimated payout',
    value: (o) => o.overview.payout.estimatedPayout,
    better: 'higher',
    description: 'Revenue + deductions + tax',
  },
  {
    id: 'difference',
    label: 'Difference',
    value: (o) => o.overview.payout.differenceBifurcation.total,
    better: 'higher',
    description: 'Error charges and adjustments',
  },
  {
    id: 'refundByService',
    label: 'Refund by the service',
    value: (o) => o.overview.payout.netPayout.refundByService,
    better: 'higher',
    description: 'Won disputes',
  },
  {
    id: 'netPayout',
    label: 'Net payout',
    value: (o) => o.overview.payout.netPayout.total,
    better: 'higher',
    description: 'What reaches your bank',
  },
  {
    id: 'taxRemittedToState',
    label: 'Tax remitted to the state',
    value: (o) => o.overview.tax.taxRemittedToState,
    better: 'neutral',
    description: 'Paid by the marketplaces for you',
  },
  {
    id: 'taxRemittedToMerchant',
    label: 'Tax remitted to you',
    value: (o) => o.overview.tax.taxRemittedToMerchant,
    better: 'neutral',
    description: 'Yours to pay to the state',
  },
];

/** No order in the range at all: no revenue, no deductions, no payout. */
export const isEmptyOverview = (o: OverviewResult) =>
  o.overview.payout.totalRevenue === 0 &&
  o.overview.payout.deductions.total === 0 &&
  o.overview.payout.netPayout.total === 0;
