/** The five finance views, each a sum over the orders in range. All sums are kept in cents. */
import { CHANNELS } from '../contract/common';
import type {
  DepositRow,
  EstimateVsActualRow,
  GraphElement,
  OverviewResult,
  Payout,
  PosRow,
  PosVsOffPremiseResult,
} from '../contract/finance';
import { POS } from './catalog';
import { isoOfDay } from './days';
import { orderMatches, orderSpan, type RangeFilter } from './filters';
import {
  DEDUCTION_COLUMNS,
  type DeductionColumn,
  type LedgerClient,
  type LedgerListing,
} from './ledger';
import type { Store } from './store';

interface Sums {
  revenue: number;
  deductions: Record<DeductionColumn, number>;
  deductionsTotal: number;
  taxMerchant: number;
  taxState: number;
  errValue: number;
  errTax: number;
  adjValue: number;
  adjTax: number;
  refund: number;
}

const emptySums = (): Sums => ({
  revenue: 0,
  deductions: Object.fromEntries(DEDUCTION_COLUMNS.map((c) => [c, 0])) as Record<
    DeductionColumn,
    number
  >,
  deductionsTotal: 0,
  taxMerchant: 0,
  taxState: 0,
  errValue: 0,
  errTax: 0,
  adjValue: 0,
  adjTax: 0,
  refund: 0,
});

const estimated = (s: Sums) => s.revenue + s.deductionsTotal + s.taxMerchant;
const net = (s: Sums) => estimated(s) + s.errValue + s.errTax + s.adjValue + s.adjTax + s.refund;

/** One pass over the orders in range: sums per store, and net payout per payout. */
const scan = (store: Store, client: LedgerClient, filter: RangeFilter, withPayouts: boolean) => {
  const o = store.ledger.orders;
  const perStore = new Map<number, Sums>(filter.listings.map((l) => [l, emptySums()]));
  const payouts = new Map<
    string,
    {
      listing: number;
      channel: number;
      week: number;
      net: number;
      first: number;
      last: number;
      id: string | null;
    }
  >();
  const [from, to] = orderSpan(store, client, filter);
  for (let i = from; i < to; i++) {
    if (!orderMatches(store, filter, i, store.payoutDayOfOrder)) continue;
    const s = perStore.get(o.listing[i] as number) as Sums;
    s.revenue += o.subTotal[i] as number;
    for (const c of DEDUCTION_COLUMNS) {
      const v = o.deductions[c][i] as number;
      if (v !== 0) {
        s.deductions[c] += v;
        s.deductionsTotal += v;
      }
    }
    s.taxMerchant += store.taxMerchantOf(i);
    s.taxState += store.taxStateOf(i);
    s.errValue += o.errValue[i] as number;
    s.errTax += o.errTax[i] as number;
    s.adjValue += o.adjValue[i] as number;
    s.adjTax += o.adjTax[i] as number;
    s.refund += store.refundOf(i);
    if (withPayouts) {
      const day = o.day[i] as number;
      // The week whose payout pays it: its own, or a later one when a refund came after.
      const week = store.payoutDayOfOrder(i) - 9;
      const key = `${o.listing[i]}|${o.channel[i]}|${week}`;
      let p = payouts.get(key);
      if (!p) {
        p = {
          listing: o.listing[i] as number,
          channel: o.channel[i] as number,
          week,
          net: 0,
          first: day,
          last: day,
          id: store.payoutIdOf(i),
        };
        payouts.set(key, p);
      }
      p.net += store.netOf(i);
      p.last = day;
    }
  }
  return { perStore, payouts };
};

const total = (perStore: Map<number, Sums>) => {
  const t = emptySums();
  for (const s of perStore.values()) {
    t.revenue += s.revenue;
    for (const c of DEDUCTION_COLUMNS) t.deductions[c] += s.deductions[c];
    t.deductionsTotal += s.deductionsTotal;
    t.taxMerchant += s.taxMerchant;
    t.taxState += s.taxState;
    t.errValue += s.errValue;
    t.errTax += s.errTax;
    t.adjValue += s.adjValue;
    t.adjTax += s.adjTax;
    t.refund += s.refund;
  }
  return t;
};

const $ = (value: number) => value / 100;
const listingIdOf = (store: Store, l: number) =>
  (store.ledger.listings[l] as LedgerListing).listingId;

const split = (value: number, tax: number) => ({
  total: $(value + tax),
  itemValue: $(value),
  itemTax: $(tax),
});

export const estimateVsActualRows = (
  store: Store,
  client: LedgerClient,
  filter: RangeFilter,
): EstimateVsActualRow[] => {
  const { perStore } = scan(store, client, filter, false);
  return [...perStore].map(([l, s]) => ({
    store: listingIdOf(store, l),
    revenue: $(s.revenue),
    deductions: {
      total: $(s.deductionsTotal),
      ...(Object.fromEntries(DEDUCTION_COLUMNS.map((c) => [c, $(s.deductions[c])])) as Record<
        DeductionColumn,
        number
      >),
    },
    tax: $(s.taxMerchant),
    estimatedPayout: $(estimated(s)),
    difference: {
      total: split(s.errValue + s.adjValue + s.refund, s.errTax + s.adjTax),
      errorCharges: split(s.errValue, s.errTax),
      adjustments: split(s.adjValue, s.adjTax),
      refundByService: split(s.refund, 0),
    },
    netPayout: { total: $(net(s)) },
  }));
};

export const taxRows = (store: Store, client: LedgerClient, filter: RangeFilter) => {
  const { perStore } = scan(store, client, filter, false);
  return [...perStore].map(([l, s]) => ({
    storeId: listingIdOf(store, l),
    taxRemittedToState: $(s.taxState),
    taxRemittedToMerchant: $(s.taxMerchant),
  }));
};

export const depositRows = (
  store: Store,
  client: LedgerClient,
  filter: RangeFilter,
): DepositRow[] => {
  const { perStore, payouts } = scan(store, client, filter, true);
  const byStore = new Map<number, Payout[]>([...perStore.keys()].map((l) => [l, []]));
  const channelsByStore = new Map<number, Set<string>>();
  const netByStore = new Map<number, number>();
  const sorted = [...payouts.values()].sort((a, b) => b.week - a.week || a.channel - b.channel);
  for (const p of sorted) {
    const storeId = listingIdOf(store, p.listing);
    const channel = CHANNELS[p.channel] as string;
    (byStore.get(p.listing) as Payout[]).push({
      storeId,
      payoutId: p.id,
      channel,
      // A payout pays its week's orders and any held for a refund decided since (`first`).
      startDate: isoOfDay(Math.max(Math.min(p.week, p.first), filter.startDay)),
      endDate: isoOfDay(Math.min(p.week + 6, filter.endDay)),
      payoutDate: isoOfDay(p.week + 9),
      netPayout: $(p.net),
    });
    channelsByStore.set(p.listing, (channelsByStore.get(p.listing) ?? new Set()).add(channel));
    netByStore.set(p.listing, (netByStore.get(p.listing) ?? 0) + p.net);
  }
  return [...byStore].map(([l, list]) => ({
    storeId: listingIdOf(store, l),
    channel: [...(channelsByStore.get(l) ?? [])].sort(),
    startDate: isoOfDay(filter.startDay),
    endDate: isoOfDay(filter.endDay),
    netPayout: $(netByStore.get(l) ?? 0),
    payouts: list,
  }));
};

const graphOf = (t: Sums): GraphElement[] => {
  const steps: GraphElement[] = [];
  let level = 0;
  const totalStep = (key: string, value: number, bifurcation: Record<string, number> = {}) => {
    level = value;
    steps.push({
      key,
      value: $(value),
      range: [$(Math.min(0, value)), $(Math.max(0, value))],
      type: 'total',
      bifurcation,
    });
  };
  const change = (key: string, value: number, bifurcation: Record<string, number>) => {
    const next = level + value;
    steps.push({
      key,
      value: $(value),
      range: [$(Math.min(level, next)), $(Math.max(level, next))],
      type: value < 0 ? 'decrease' : 'increase',
      bifurcation,
    });
    level = next;
  };
  totalStep('totalRevenue', t.revenue);
  change(
    'deductions',
    t.deductionsTotal,
    Object.fromEntries(DEDUCTION_COLUMNS.map((c) => [c, $(t.deductions[c])])),
  );
  change('tax', t.taxMerchant, { taxToBePaid: $(t.taxMerchant) });
  totalStep('estimatedPayout', estimated(t));
  change('errorCharges', t.errValue + t.errTax, { itemValue: $(t.errValue), itemTax: $(t.errTax) });
  change('adjustments', t.adjValue + t.adjTax, { itemValue: $(t.adjValue), itemTax: $(t.adjTax) });
  change('refundByService', t.refund, { itemValue: $(t.refund), itemTax: 0 });
  totalStep('netPayout', net(t), { refundByService: $(t.refund) });
  return steps;
};

export const overview = (
  store: Store,
  client: LedgerClient,
  filter: RangeFilter,
): OverviewResult => {
  const t = total(scan(store, client, filter, false).perStore);
  const length = filter.endDay - filter.startDay + 1;
  const previousEnd = filter.startDay - 1;
  const previousStart = previousEnd - length + 1;
  const ded = t.deductions;
  return {
    dashboard: 'financial-reconciliation',
    startDate: `${isoOfDay(filter.startDay)} 00:00:00`,
    endDate: `${isoOfDay(filter.endDay)} 23:59:59`,
    previousStartDate: `${isoOfDay(previousStart)} 00:00:00`,
    previousEndDate: `${isoOfDay(previousEnd)} 23:59:59`,
    overview: {
      payout: {
        totalRevenue: $(t.revenue),
        deductions: {
          total: $(t.deductionsTotal),
          commission: $(ded.commission),
          merchantFee: $(ded.merchantFee),
          paymentTransactionFee: $(ded.paymentTransactionFee),
          promoValue: {
            promoValue: $(ded.promoValue),
            marketplace4Reward: $(ded.marketplace4Reward),
            preferredPartnerProgram: $(ded.preferredPartnerProgram),
          },
          deliveryFee: {
            deliveryFee: $(ded.deliveryFee),
            deliveryCommission: $(ded.deliveryCommission),
          },
          marketing: {
            marketingAdjustments: $(ded.marketingAdjustments),
            marketingFees: $(ded.marketingFees),
          },
          miscellaneous: {
            tips: $(ded.tips),
            taxWithHeld: $(ded.taxWithHeld),
            commissionTax: $(ded.commissionTax),
            otherPayments: $(ded.otherPayments),
          },
        },
        tax: { taxToBePaid: $(t.taxMerchant) },
        estimatedPayout: $(estimated(t)),
        differenceBifurcation: {
          total: $(t.errValue + t.errTax + t.adjValue + t.adjTax),
          errorCharges: split(t.errValue, t.errTax),
          adjustments: split(t.adjValue, t.adjTax),
        },
        netPayout: { total: $(net(t)), refundByService: $(t.refund) },
        payoutDiff: split(t.errValue + t.adjValue + t.refund, t.errTax + t.adjTax),
      },
      tax: { taxRemittedToState: $(t.taxState), taxRemittedToMerchant: $(t.taxMerchant) },
    },
    graph: graphOf(t),
  };
};

/** POS data starts a month into the history, so long ranges are flagged incomplete. */
const POS_LAG_DAYS = 30;

export const posVsOffPremise = (
  store: Store,
  client: LedgerClient,
  filter: RangeFilter,
): PosVsOffPremiseResult => {
  const { firstDay, today } = store.ledger;
  const base = {
    first_date_off_premise: isoOfDay(firstDay),
    last_date_off_premise: isoOfDay(today),
    is_off_premise_available: true,
  };
  if (!client.hasPos) {
    return {
      up_sell: true,
      pos: POS,
      is_incomplete: false,
      first_date: '',
      last_updated: '',
      is_pos_available: false,
      ...base,
      storeWise: [],
    };
  }
  const posFirst = firstDay + POS_LAG_DAYS;
  const covered = { ...filter, startDay: Math.max(filter.startDay, posFirst) };
  const rows = new Map<
    number,
    {
      off: number;
      miss: number;
      status: number;
      offSub: number;
      missSub: number;
      claim: number;
      phantom: number;
      phantomSub: number;
    }
  >(
    filter.listings.map((l) => [
      l,
      { off: 0, miss: 0, status: 0, offSub: 0, missSub: 0, claim: 0, phantom: 0, phantomSub: 0 },
    ]),
  );
  const o = store.ledger.orders;
  if (covered.startDay <= covered.endDay) {
    const [from, to] = orderSpan(store, client, covered);
    for (let i = from; i < to; i++) {
      if (!orderMatches(store, covered, i, store.payoutDayOfOrder)) continue;
      const row = rows.get(o.listing[i] as number);
      if (!row) continue;
      const sub = o.subTotal[i] as number;
      row.off++;
      row.offSub += sub;
      const flag = o.posFlag[i];
      if (flag === 1) {
        row.miss++;
        row.missSub += sub;
      } else if (flag === 2) {
        row.status++;
        row.claim += sub;
      }
    }
    if (!covered.payoutDays) {
      for (const p of client.posOnly) {
        if (p.day < covered.startDay || p.day > covered.endDay) continue;
        if (covered.channels && !covered.channels.has(p.channel)) continue;
        const row = rows.get(p.listing);
        if (!row) continue;
        row.phantom++;
        row.phantomSub += p.subTotal;
      }
    }
  }
  const storeWise: PosRow[] = [...rows].map(([l, r]) => ({
    storeId: listingIdOf(store, l),
    orderDiff: {
      offPremise: r.off,
      pos: r.off - r.miss + r.phantom,
      missedOffPremise: r.phantom,
      missedPos: r.miss,
      totalMissedOrders: r.phantom + r.miss,
    },
    subTotalDiff: {
      pos: $(r.offSub - r.missSub + r.phantomSub),
      offPremise: $(r.offSub),
      diffOffPremise: $(r.phantomSub),
      diffPos: $(r.missSub),
      totalDiff: $(r.phantomSub + r.missSub),
    },
    statusDifference: { totalDiff: r.status },
    revenueToClaimBack: $(r.claim),
  }));
  return {
    up_sell: false,
    pos: POS,
    is_incomplete: filter.startDay < posFirst,
    first_date: isoOfDay(posFirst),
    last_updated: isoOfDay(today),
    is_pos_available: true,
    ...base,
    storeWise,
  };
};
