import type { OverviewResult } from '../../contract/finance';

/** A finance overview's inputs, in dollars; `overviewOf` works out the rest as the upstream does. */
export interface Figures {
  revenue: number;
  commission: number;
  paymentFee: number;
  promo: number;
  tax: number;
  errorCharges: number;
  adjustments: number;
  refund: number;
}

const cents = (dollars: number) => Math.round(dollars * 100) / 100;
export const sum = (...values: number[]) =>
  cents(values.reduce((total, value) => total + value, 0));

export function overviewOf(from: string, to: string, f: Figures): OverviewResult {
  const deductions = sum(f.commission, f.paymentFee, f.promo);
  const estimated = sum(f.revenue, deductions, f.tax);
  const difference = sum(f.errorCharges, f.adjustments);
  const net = sum(estimated, difference, f.refund);
  const zero = { total: 0, itemValue: 0, itemTax: 0 };
  return {
    dashboard: 'financial-reconciliation',
    startDate: `${from} 00:00:00`,
    endDate: `${to} 23:59:59`,
    previousStartDate: `${from} 00:00:00`,
    previousEndDate: `${to} 23:59:59`,
    overview: {
      payout: {
        totalRevenue: f.revenue,
        deductions: {
          total: deductions,
          commission: f.commission,
          merchantFee: 0,
          paymentTransactionFee: f.paymentFee,
          promoValue: { promoValue: f.promo, marketplace4Reward: 0, preferredPartnerProgram: 0 },
          deliveryFee: { deliveryFee: 0, deliveryCommission: 0 },
          marketing: { marketingAdjustments: 0, marketingFees: 0 },
          miscellaneous: { tips: 0, taxWithHeld: 0, commissionTax: 0, otherPayments: 0 },
        },
        tax: { taxToBePaid: f.tax },
        estimatedPayout: estimated,
        differenceBifurcation: {
          total: difference,
          errorCharges: { total: f.errorCharges, itemValue: f.errorCharges, itemTax: 0 },
          adjustments: { total: f.adjustments, itemValue: f.adjustments, itemTax: 0 },
        },
        netPayout: { total: net, refundByService: f.refund },
        payoutDiff: { ...zero, total: sum(net, -estimated), itemValue: sum(net, -estimated) },
      },
      tax: { taxRemittedToState: cents(f.tax / 2), taxRemittedToMerchant: f.tax },
    },
    graph: [
      step('totalRevenue', [0, f.revenue], f.revenue, 'total', {}),
      step('deductions', [sum(f.revenue, deductions), f.revenue], deductions, 'decrease', {
        commission: f.commission,
        paymentTransactionFee: f.paymentFee,
        promoValue: f.promo,
      }),
      step('tax', [sum(f.revenue, deductions), estimated], f.tax, 'increase', {}),
      step('estimatedPayout', [0, estimated], estimated, 'total', {}),
      step(
        'errorCharges',
        [sum(estimated, f.errorCharges), estimated],
        f.errorCharges,
        'decrease',
        {},
      ),
      step(
        'adjustments',
        [sum(estimated, f.errorCharges), sum(estimated, difference)],
        f.adjustments,
        'increase',
        {},
      ),
      step('refundByService', [sum(estimated, difference), net], f.refund, 'increase', {}),
      step('netPayout', [0, net], net, 'total', {}),
    ],
  };
}

function step(
  key: string,
  range: number[],
  value: number,
  type: string,
  bifurcation: Record<string, number>,
) {
  return { key, range, value, type, bifurcation };
}
