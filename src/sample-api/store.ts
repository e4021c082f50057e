/**
 * The ledger plus what writes change: replies, raised disputes and dispute configurations.
 * Everything the views need to turn ledger rows into the contract's records lives here.
 */
import { CHANNELS } from '../contract/common';
import { DISPUTE_CATEGORIES, type AutoDisputeConfig } from '../contract/auto-dispute';
import { DISPUTE_WINDOW_DAYS } from '../contract/disputes';
import { FIRST_NAMES, LAST_NAMES } from './catalog';
import { isoOfDay, isoOfSeconds, DAY_SECONDS, payoutDayOf } from './days';
import {
  buildLedger,
  DEDUCTION_COLUMNS,
  DSTATUS,
  isFacilitator,
  issueCategories,
  issueReasons,
  type Ledger,
  type LedgerClient,
  type LedgerListing,
  type LedgerOptions,
} from './ledger';
import { hash32, hex } from './random';

export interface ReplyState {
  comment: string;
  promo: number;
  /** Seconds since the epoch. */
  createdAt: number;
  applied: boolean;
}

export interface RaiseState {
  reason: string;
  description: string | null;
}

const cents = (value: number) => value / 100;

export const createStore = (options: LedgerOptions) => {
  const ledger: Ledger = buildLedger(options);
  const { seed, today, orders: o, disputes: d, reviews: r } = ledger;
  const replies = new Map<number, ReplyState>();
  const raises = new Map<number, RaiseState>();
  const configs = new Map<number, AutoDisputeConfig[]>();

  // ---- identifiers: derived from indexes, so a million orders need no stored strings ----
  const mask = hash32(seed, 0x0d1d) & 0x7fffffff;
  const uuidOf = (space: number, i: number) =>
    `${hex(hash32(seed, space, i, 1), 8)}-${hex(hash32(seed, space, i, 2), 4)}-4${hex(hash32(seed, space, i, 3), 3)}-${hex(0x8000 | (hash32(seed, space, i, 4) & 0x3fff), 4)}-${hex(hash32(seed, space, i, 5), 4)}${hex((i ^ mask) >>> 0, 8)}`;
  const indexOfUuid = (space: number, id: string, size: number) => {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) return -1;
    const i = (Number.parseInt(id.slice(-8), 16) ^ mask) >>> 0;
    return i < size && uuidOf(space, i) === id ? i : -1;
  };
  const orderUuid = (i: number) => uuidOf(1, i);
  const orderIndex = (id: string) => indexOfUuid(1, id, o.size);
  const reviewUuid = (k: number) => uuidOf(2, k);

  const customerName = (i: number) => {
    const c = o.customer[i] as number;
    return `${FIRST_NAMES[c % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(c / FIRST_NAMES.length) % LAST_NAMES.length]}`;
  };
  const customerId = (i: number) =>
    `cus-${hex(hash32(seed, o.client[i] as number, o.customer[i] as number), 8)}`;
  const customerType = (i: number) =>
    hash32(seed, o.customer[i] as number, 3) % 10 < 3 ? 'new' : 'returning';
  const listingOf = (i: number) => ledger.listings[o.listing[i] as number] as LedgerListing;
  const channelOf = (i: number) => CHANNELS[o.channel[i] as number] as string;
  /**
   * The day order i is paid out: the Wednesday after its week, or, when its dispute was approved
   * after that, the first payout day on or after the decision (project decision: an order whose
   * refund is still undecided at its payout is paid whole, refund included, with the payout after
   * the decision; a refund never sits in a payout made before it was granted).
   */
  const payoutDayOfOrder = (i: number) => {
    const regular = payoutDayOf(o.day[i] as number);
    const j = o.dispute[i] as number;
    if (j < 0 || d.status[j] !== DSTATUS.approved) return regular;
    const decided = d.decideDay[j] as number;
    return decided <= regular ? regular : regular + 7 * Math.ceil((decided - regular) / 7);
  };
  const payoutIdOf = (i: number) => {
    const payDay = payoutDayOfOrder(i);
    if (payDay > today) return null;
    // Payout day − 9 is the Monday of the week it pays (see days.ts).
    return `po-${hex(hash32(seed, o.listing[i] as number, o.channel[i] as number, payDay - 9), 8)}`;
  };

  // ---- money of one order, in cents ----
  const deductionsOf = (i: number) => {
    let total = 0;
    for (const c of DEDUCTION_COLUMNS) total += o.deductions[c][i] as number;
    return total;
  };
  const taxMerchantOf = (i: number) =>
    isFacilitator(o.channel[i] as number) ? 0 : (o.tax[i] as number);
  const taxStateOf = (i: number) =>
    isFacilitator(o.channel[i] as number) ? (o.tax[i] as number) : 0;
  const chargeOf = (i: number) => -((o.errValue[i] as number) + (o.errTax[i] as number));
  const refundOf = (i: number) => {
    const j = o.dispute[i] as number;
    return j >= 0 && d.status[j] === DSTATUS.approved ? chargeOf(i) : 0;
  };
  const estimatedOf = (i: number) => (o.subTotal[i] as number) + deductionsOf(i) + taxMerchantOf(i);
  const netOf = (i: number) =>
    estimatedOf(i) +
    (o.errValue[i] as number) +
    (o.errTax[i] as number) +
    (o.adjValue[i] as number) +
    (o.adjTax[i] as number) +
    refundOf(i);

  // ---- disputes ----
  const acceptsDisputes = (channelIndex: number) =>
    channelIndex === CHANNELS.indexOf('MARKETPLACE_1') ||
    channelIndex === CHANNELS.indexOf('MARKETPLACE_2');
  const windowClosesOn = (i: number) => (o.day[i] as number) + DISPUTE_WINDOW_DAYS;
  const disputeEligibility = (j: number) => {
    const i = d.order[j] as number;
    const ch = o.channel[i] as number;
    if (!acceptsDisputes(ch))
      return { eligible: false, reason: `${CHANNELS[ch]} does not accept disputes` };
    if ((d.raiseDay[j] as number) < 0 && today > windowClosesOn(i)) {
      return {
        eligible: false,
        reason: `The dispute window closed on ${isoOfDay(windowClosesOn(i))}`,
      };
    }
    return { eligible: true, reason: '' };
  };
  const disputeReasonText = (j: number) => {
    const raise = raises.get(j);
    if (raise) return raise.reason;
    if ((d.raiseDay[j] as number) < 0) return null;
    const i = d.order[j] as number;
    return (
      issueReasons(o.channel[i] as number, d.issue[j] as number)[d.reason[j] as number] ?? null
    );
  };

  // ---- dispute configurations ----
  const configsOf = (client: LedgerClient) => {
    let list = configs.get(client.index);
    if (!list) {
      list = [];
      for (const li of client.listings) {
        const listing = ledger.listings[li] as LedgerListing;
        for (const [ch, from] of listing.autoDisputeFrom) {
          list.push({
            id: `adc-${hex(hash32(seed, li, ch, 21), 8)}`,
            channel: CHANNELS[ch] as string,
            stores: listing.listingId,
            error: 'ALL',
            reason: 'ALL',
            description: null,
            isActive: 1,
            refundPercentage: null,
            manuallyCreated: 0,
            createdAt: isoOfSeconds(from * DAY_SECONDS + 9 * 3600),
          });
        }
      }
      const category = Object.keys(
        DISPUTE_CATEGORIES.MARKETPLACE_2,
      )[1] as keyof typeof DISPUTE_CATEGORIES.MARKETPLACE_2;
      list.push({
        id: `adc-${hex(hash32(seed, client.index, 22), 8)}`,
        channel: 'MARKETPLACE_2',
        stores: 'ALL',
        error: category,
        reason: DISPUTE_CATEGORIES.MARKETPLACE_2[category][0],
        description: 'Claim every order the courier never delivered',
        isActive: 1,
        refundPercentage: 100,
        manuallyCreated: 1,
        createdAt: isoOfSeconds((today - 90) * DAY_SECONDS + 14 * 3600),
      });
      configs.set(client.index, list);
    }
    return list;
  };

  /** Now on the ledger's clock: its "today" at the real time of day (seconds since the epoch). */
  const ledgerNow = () => today * DAY_SECONDS + (Math.floor(Date.now() / 1000) % DAY_SECONDS);

  return {
    ledger,
    ledgerNow,
    replies,
    raises,
    configsOf,
    orderUuid,
    orderIndex,
    reviewUuid,
    customerName,
    customerId,
    customerType,
    listingOf,
    channelOf,
    payoutIdOf,
    payoutDayOfOrder,
    deductionsOf,
    taxMerchantOf,
    taxStateOf,
    chargeOf,
    refundOf,
    estimatedOf,
    netOf,
    acceptsDisputes,
    disputeEligibility,
    disputeReasonText,
    issueCategories,
    cents,
    isoOfDay,
    isoOfSeconds,
    /** Review time of review k, and its window. */
    reviewDay: (k: number) => Math.floor((r.time[k] as number) / DAY_SECONDS),
  };
};

export type Store = ReturnType<typeof createStore>;
