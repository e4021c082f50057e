import type { GraphElement } from '../../../contract/finance';

const STEP_LABELS: Record<string, string> = {
  totalRevenue: 'Revenue',
  deductions: 'Deductions',
  tax: 'Tax',
  estimatedPayout: 'Estimated payout',
  errorCharges: 'Error charges',
  adjustments: 'Adjustments',
  refundByService: 'Refunds',
  netPayout: 'Net payout',
};

const PART_LABELS: Record<string, string> = {
  commission: 'Commission',
  merchantFee: 'Merchant fee',
  paymentTransactionFee: 'Payment transaction fee',
  promoValue: 'Promotions',
  marketplace4Reward: 'Marketplace 4 reward',
  preferredPartnerProgram: 'Preferred partner program',
  deliveryFee: 'Delivery fee',
  deliveryCommission: 'Delivery commission',
  marketingFees: 'Marketing fees',
  marketingAdjustments: 'Marketing adjustments',
  tips: 'Tips',
  taxWithHeld: 'Tax withheld',
  commissionTax: 'Commission tax',
  otherPayments: 'Other payments',
  taxToBePaid: 'Tax to be paid',
  itemValue: 'Item value',
  itemTax: 'Item tax',
  refundByService: 'Refund by the service',
};

/** `someKey` → `Some key` for a key the gateway adds later. */
const readable = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
export const stepLabel = (key: string) => STEP_LABELS[key] ?? readable(key);
export const partLabel = (key: string) => PART_LABELS[key] ?? readable(key);

export interface WaterfallBar {
  key: string;
  label: string;
  value: number;
  range: [number, number];
  type: string;
  parts: { key: string; label: string; value: number }[];
}

/** The overview's `graph` as bars; parts largest first (by size), zero parts left out. */
export const waterfallBars = (graph: readonly GraphElement[]): WaterfallBar[] =>
  graph.map((element) => ({
    key: element.key,
    label: stepLabel(element.key),
    value: element.value,
    range: [element.range[0] ?? 0, element.range[1] ?? element.range[0] ?? 0],
    type: element.type,
    parts: Object.entries(element.bifurcation)
      .filter(([, value]) => value !== 0)
      .map(([key, value]) => ({ key, label: partLabel(key), value }))
      .sort((a, b) => Math.abs(b.value) - Math.abs(a.value)),
  }));

/** Fill by step type, through Mantine's variables so both colour schemes read. */
export const typeColor = (type: string) =>
  type === 'increase'
    ? 'var(--mantine-color-teal-filled)'
    : type === 'decrease'
      ? 'var(--mantine-color-red-filled)'
      : 'var(--mantine-color-blue-filled)';
