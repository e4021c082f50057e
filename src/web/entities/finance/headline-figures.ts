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

/** Each figure's amount (dollars), read from the overview. */
export const HEADLINE_VALUES = {
  totalRevenue: (v) => v.payout.totalRevenue,
  deductions: (v) => v.payout.deductions.total,
  taxToBePaid: (v) => v.payout.tax.taxToBePaid,
  estimatedPayout: (v) => v.payout.estimatedPayout,
  difference: (v) => v.payout.differenceBifurcation.total,
  refundByService: (v) => v.payout.netPayout.refundByService,
  netPayout: (v) => v.payout.netPayout.total,
  taxRemittedToState: (v) => v.tax.taxRemittedToState,
  taxRemittedToMerchant: (v) => v.tax.taxRemittedToMerchant,
} satisfies Record<string, (overview: OverviewResult['overview']) => number>;

/** A figure whose rise is good for the restaurant, unless `better` says otherwise. */
const figure = (
  id: keyof typeof HEADLINE_VALUES,
  label: string,
  description: string,
  better: Better = 'higher',
): HeadlineFigure => ({
  id,
  label,
  value: (o) => HEADLINE_VALUES[id](o.overview),
  better,
  description,
});

/**
 * The headline figures, in the waterfall's order. Decision: tax is money the restaurant passes on
 * to the state, so its change is shown without good or bad colouring.
 */
export const HEADLINE_FIGURES: readonly HeadlineFigure[] = [
  figure('totalRevenue', 'Total revenue', 'Order subtotals'),
  figure('deductions', 'Deductions', 'Commission, fees, promotions and other charges'),
  figure('taxToBePaid', 'Tax to be paid', 'Tax the marketplaces passed to you', 'neutral'),
  figure('estimatedPayout', 'Estimated payout', 'Revenue + deductions + tax'),
  figure('difference', 'Difference', 'Error charges and adjustments'),
  figure('refundByService', 'Refund by the service', 'Won disputes'),
  figure('netPayout', 'Net payout', 'What reaches your bank'),
  figure(
    'taxRemittedToState',
    'Tax remitted to the state',
    'Paid by the marketplaces for you',
    'neutral',
  ),
  figure('taxRemittedToMerchant', 'Tax remitted to you', 'Yours to pay to the state', 'neutral'),
];

/** No order in the range at all: no revenue, no deductions, no payout. */
export const isEmptyOverview = (o: OverviewResult) =>
  o.overview.payout.totalRevenue === 0 &&
  o.overview.payout.deductions.total === 0 &&
  o.overview.payout.netPayout.total === 0;
