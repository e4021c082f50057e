/**
 * The sample ledger. Orders are the atoms; every endpoint is a view computed from them, so the
 * figures agree by construction. Orders are stored column by column in typed arrays (a large
 * sample holds over a million), grouped by client and sorted by time within a client.
 */
import { CHANNELS, DISPUTE_CHANNELS, ownEntry, type Channel } from '../contract/common';
import { DISPUTE_CATEGORIES } from '../contract/auto-dispute';
import { DEDUCTION_PARTS, DISPUTE_STATUSES, DISPUTE_WINDOW_DAYS } from '../contract/constants';
import { DEFAULT_REPLY_WINDOW_DAYS, REPLY_WINDOW_DAYS } from '../contract/reviews';
import { BRANDS, CLIENT_NAME_PARTS, FEEDBACK, NEIGHBORHOODS, type Brand } from './catalog';
import { DAY_SECONDS, weekdayOf } from './days';
import { createRandom, hash32, hex, type Random } from './random';

export type Scale = 'small' | 'default' | 'large';

interface ScaleShape {
  clients: number;
  /** Listings of each client, by client index (the last value repeats). */
  listings: readonly number[];
  /** Mean orders per listing per day. */
  rate: number;
}

export const SCALES: Record<Scale, ScaleShape> = {
  small: { clients: 2, listings: [3], rate: 2 },
  default: { clients: 3, listings: [12, 10, 8], rate: 8 },
  large: { clients: 25, listings: [150, 35], rate: 3 },
};

export const HISTORY_DAYS = 400;

export const STATUS = { DELIVERED: 0, CANCELLED: 1, REFUNDED: 2 } as const;
export const STATUS_NAMES = ['DELIVERED', 'CANCELLED', 'REFUNDED'] as const;

export const DSTATUS = { not_disputed: 0, pending: 1, approved: 2, denied: 3, expired: 4 } as const;
export const DSTATUS_NAMES = DISPUTE_STATUSES;

/** Columns of money per order, in cents: the contract's deductions. Deductions are ≤ 0. */
export const DEDUCTION_COLUMNS = DEDUCTION_PARTS;
export type DeductionColumn = (typeof DEDUCTION_COLUMNS)[number];

/** Marketplaces that collect and remit sales tax themselves (the rest pass it to the merchant). */
const FACILITATOR = new Set<Channel>([
  'MARKETPLACE_1',
  'MARKETPLACE_1_DRIVE',
  'MARKETPLACE_2',
  'MARKETPLACE_3',
]);
export const isFacilitator = (channelIndex: number) =>
  FACILITATOR.has(CHANNELS[channelIndex] as Channel);

const CATERING = CHANNELS.indexOf('MARKETPLACE_4');
const DRIVE = CHANNELS.indexOf('MARKETPLACE_1_DRIVE');
const M1 = CHANNELS.indexOf('MARKETPLACE_1');
const M2 = CHANNELS.indexOf('MARKETPLACE_2');
const M3 = CHANNELS.indexOf('MARKETPLACE_3');
const M5 = CHANNELS.indexOf('MARKETPLACE_5');

export interface LedgerClient {
  index: number;
  clientId: string;
  clientName: string;
  /** The partner's own clients; the one that is not is there to test access control. */
  partnerOwned: boolean;
  hasPos: boolean;
  listings: number[];
  /** Orders of this client are [orderStart, orderEnd), sorted by time. */
  orderStart: number;
  orderEnd: number;
  /** Review indexes of this client, sorted by review time. */
  reviews: Int32Array;
  /** Dispute indexes of this client, sorted by order time. */
  disputes: Int32Array;
  posOnly: { listing: number; channel: number; day: number; subTotal: number }[];
}

export interface LedgerListing {
  index: number;
  listingId: string;
  client: number;
  brandId: string;
  brandName: string;
  brand: Brand;
  restaurantName: string;
  neighborhood: string;
  channels: number[];
  commissionRate: Record<number, number>;
  taxRate: number;
  /** Day from which automatic disputes are on, per dispute channel index (absent: off). */
  autoDisputeFrom: Map<number, number>;
}

export interface LedgerOptions {
  scale: Scale;
  seed: number;
  /** The ledger's "today", a day number. */
  today: number;
}

const grow = <T extends Int32Array | Uint32Array | Uint16Array | Uint8Array>(
  array: T,
  size: number,
): T => {
  const next = new (array.constructor as new (n: number) => T)(size);
  next.set(array);
  return next;
};

class OrderColumns {
  size = 0;
  capacity: number;
  client: Uint16Array;
  listing: Uint16Array;
  channel: Uint8Array;
  time: Uint32Array;
  day: Int32Array;
  seed: Uint32Array;
  customer: Uint32Array;
  status: Uint8Array;
  itemCount: Uint8Array;
  subTotal: Int32Array;
  tax: Int32Array;
  tip: Int32Array;
  deductions: Record<DeductionColumn, Int32Array>;
  errValue: Int32Array;
  errTax: Int32Array;
  adjValue: Int32Array;
  adjTax: Int32Array;
  /** 0 matched in the POS; 1 missing from the POS; 2 POS shows fulfilled, marketplace did not. */
  posFlag: Uint8Array;
  review: Int32Array;
  dispute: Int32Array;

  constructor(capacity: number) {
    this.capacity = capacity;
    this.client = new Uint16Array(capacity);
    this.listing = new Uint16Array(capacity);
    this.channel = new Uint8Array(capacity);
    this.time = new Uint32Array(capacity);
    this.day = new Int32Array(capacity);
    this.seed = new Uint32Array(capacity);
    this.customer = new Uint32Array(capacity);
    this.status = new Uint8Array(capacity);
    this.itemCount = new Uint8Array(capacity);
    this.subTotal = new Int32Array(capacity);
    this.tax = new Int32Array(capacity);
    this.tip = new Int32Array(capacity);
    this.deductions = Object.fromEntries(
      DEDUCTION_COLUMNS.map((c) => [c, new Int32Array(capacity)]),
    ) as Record<DeductionColumn, Int32Array>;
    this.errValue = new Int32Array(capacity);
    this.errTax = new Int32Array(capacity);
    this.adjValue = new Int32Array(capacity);
    this.adjTax = new Int32Array(capacity);
    this.posFlag = new Uint8Array(capacity);
    this.review = new Int32Array(capacity);
    this.dispute = new Int32Array(capacity);
  }

  ensure(n: number) {
    if (n <= this.capacity) return;
    const size = Math.max(n, Math.ceil(this.capacity * 1.5));
    for (const key of [
      'client',
      'listing',
      'channel',
      'time',
      'day',
      'seed',
      'customer',
      'status',
      'itemCount',
      'subTotal',
      'tax',
      'tip',
      'errValue',
      'errTax',
      'adjValue',
      'adjTax',
      'posFlag',
      'review',
      'dispute',
    ] as const) {
      (this as Record<string, unknown>)[key] = grow(this[key], size);
    }
    for (const c of DEDUCTION_COLUMNS) this.deductions[c] = grow(this.deductions[c], size);
    this.capacity = size;
  }
}

class ReviewColumns {
  size = 0;
  order: Int32Array;
  time: Uint32Array;
  rating: Uint8Array;
  /** 1 for the third-party review site. */
  site: Uint8Array;
  /** Marketplace 1 only: 0 none, 1 STAR_RATING, 2 THREE_BUTTON_RATING. */
  m1Type: Uint8Array;
  feedback: Uint8Array;
  /** Seconds of the reply; 0 when never replied. */
  replyTime: Uint32Array;
  replyText: Uint8Array;
  replyPromo: Uint8Array;
  autoReply: Uint8Array;
  constructor(capacity: number) {
    this.order = new Int32Array(capacity);
    this.time = new Uint32Array(capacity);
    this.rating = new Uint8Array(capacity);
    this.site = new Uint8Array(capacity);
    this.m1Type = new Uint8Array(capacity);
    this.feedback = new Uint8Array(capacity);
    this.replyTime = new Uint32Array(capacity);
    this.replyText = new Uint8Array(capacity);
    this.replyPromo = new Uint8Array(capacity);
    this.autoReply = new Uint8Array(capacity);
  }
  ensure(n: number) {
    if (n <= this.order.length) return;
    const size = Math.max(n, Math.ceil(this.order.length * 1.5));
    for (const key of [
      'order',
      'time',
      'rating',
      'site',
      'm1Type',
      'feedback',
      'replyTime',
      'replyText',
      'replyPromo',
      'autoReply',
    ] as const) {
      (this as Record<string, unknown>)[key] = grow(this[key], size);
    }
  }
}

class DisputeColumns {
  size = 0;
  order: Int32Array;
  /** Index of the issue category within its channel's categories (or the generic list). */
  issue: Uint8Array;
  status: Uint8Array;
  raiseDay: Int32Array;
  decideDay: Int32Array;
  isAuto: Uint8Array;
  /** Index of the reason within the category's reasons; 255 when not raised. */
  reason: Uint8Array;
  constructor(capacity: number) {
    this.order = new Int32Array(capacity);
    this.issue = new Uint8Array(capacity);
    this.status = new Uint8Array(capacity);
    this.raiseDay = new Int32Array(capacity);
    this.decideDay = new Int32Array(capacity);
    this.isAuto = new Uint8Array(capacity);
    this.reason = new Uint8Array(capacity);
  }
  ensure(n: number) {
    if (n <= this.order.length) return;
    const size = Math.max(n, Math.ceil(this.order.length * 1.5));
    for (const key of [
      'order',
      'issue',
      'status',
      'raiseDay',
      'decideDay',
      'isAuto',
      'reason',
    ] as const) {
      (this as Record<string, unknown>)[key] = grow(this[key], size);
    }
  }
}

/** Issues for charges on marketplaces that do not take disputes. */
export const GENERIC_ISSUES = [
  'MISSING_ITEMS',
  'WRONG_ORDER',
  'FOOD_DAMAGED',
  'NEVER_RECEIVED',
] as const;

export const issueCategories = (channelIndex: number): readonly string[] => {
  const channel = CHANNELS[channelIndex];
  if (channel === 'MARKETPLACE_1' || channel === 'MARKETPLACE_2')
    return Object.keys(DISPUTE_CATEGORIES[channel]);
  return GENERIC_ISSUES;
};

export const issueReasons = (channelIndex: number, issue: number): readonly string[] => {
  const channel = CHANNELS[channelIndex];
  if (channel !== 'MARKETPLACE_1' && channel !== 'MARKETPLACE_2') return [];
  const categories: Record<string, readonly string[]> = DISPUTE_CATEGORIES[channel];
  return ownEntry(categories, issueCategories(channelIndex)[issue] ?? '') ?? [];
};

export const replyWindow = (channelIndex: number) =>
  ownEntry(REPLY_WINDOW_DAYS, CHANNELS[channelIndex] ?? '') ?? DEFAULT_REPLY_WINDOW_DAYS;

export interface OrderLine {
  name: string;
  quantity: number;
  unitPrice: number;
  total: number;
}

/** Scratch space for drafting an order's lines without allocating (the build drafts a million). */
const scratch = { menu: new Uint8Array(16), quantity: new Uint16Array(16), count: 0 };

/**
 * Drafts the lines of an order from its seed into `scratch`: menu item and quantity, merged by
 * item. Catering orders are trays: bigger quantities of dearer lines. Inline mulberry32, so the
 * build allocates nothing per order.
 */
const draftLines = (brand: Brand, channelIndex: number, seed: number) => {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const catering = channelIndex === CATERING;
  const lineCount = catering ? 2 + Math.floor(next() * 4) : 1 + Math.floor(next() * 3);
  scratch.count = 0;
  for (let n = 0; n < lineCount; n++) {
    const item = Math.floor(next() * brand.menu.length);
    const quantity = catering ? 1 + Math.floor(next() * 6) : 1 + Math.floor(next() * 2);
    let merged = false;
    for (let m = 0; m < scratch.count; m++) {
      if (scratch.menu[m] === item) {
        scratch.quantity[m] = (scratch.quantity[m] as number) + quantity;
        merged = true;
        break;
      }
    }
    if (!merged) {
      scratch.menu[scratch.count] = item;
      scratch.quantity[scratch.count] = quantity;
      scratch.count++;
    }
  }
  return catering;
};

const unitPriceOf = (brand: Brand, item: number, catering: boolean) =>
  (brand.menu[item] as readonly [string, number])[1] * (catering ? 8 : 1);

/** The lines of an order, regenerated on demand from its seed (orders do not keep their items). */
export const orderLines = (brand: Brand, channelIndex: number, seed: number): OrderLine[] => {
  const catering = draftLines(brand, channelIndex, seed);
  const lines: OrderLine[] = [];
  for (let m = 0; m < scratch.count; m++) {
    const item = scratch.menu[m] as number;
    const quantity = scratch.quantity[m] as number;
    const unitPrice = unitPriceOf(brand, item, catering);
    const name = (brand.menu[item] as readonly [string, number])[0];
    lines.push({
      name: catering ? `${name} tray` : name,
      quantity,
      unitPrice,
      total: quantity * unitPrice,
    });
  }
  return lines;
};

/** Which line of an order an error charge is about (stable, so the dispute can name it). */
export const chargedLine = (orderSeed: number, lineCount: number) =>
  hash32(orderSeed, 77) % lineCount;

const HOUR_WEIGHTS = [0, 0, 0, 0, 0, 0, 0, 1, 2, 2, 3, 7, 9, 6, 3, 2, 3, 7, 10, 9, 6, 4, 2, 1];
const HOUR_TABLE: number[] = HOUR_WEIGHTS.flatMap((w, h) => Array<number>(w).fill(h));

const WEEKDAY_FACTOR = [0.85, 0.9, 0.95, 1, 1.3, 1.35, 1.15];

export type Ledger = ReturnType<typeof buildLedger>;

export const buildLedger = ({ scale, seed, today }: LedgerOptions) => {
  const shape = SCALES[scale];
  const random = createRandom(hash32(seed, 0x5eed));
  const firstDay = today - HISTORY_DAYS + 1;

  const clients: LedgerClient[] = [];
  const listings: LedgerListing[] = [];
  const usedClientNames = new Set<string>();
  const clientCount = shape.clients + 1;

  for (let c = 0; c < clientCount; c++) {
    const partnerOwned = c < shape.clients;
    let clientName = partnerOwned ? '' : 'Other Partner Dining Group';
    while (!clientName || usedClientNames.has(clientName)) {
      clientName = `${random.pick(CLIENT_NAME_PARTS.first)} ${random.pick(CLIENT_NAME_PARTS.second)}`;
    }
    usedClientNames.add(clientName);
    const slug = clientName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/(^-|-$)/g, '');
    const client: LedgerClient = {
      index: c,
      clientId: `cl-${slug}-${hex(hash32(seed, c, 7), 4)}`,
      clientName,
      partnerOwned,
      hasPos: c % 3 !== 2,
      listings: [],
      orderStart: 0,
      orderEnd: 0,
      reviews: new Int32Array(0),
      disputes: new Int32Array(0),
      posOnly: [],
    };
    clients.push(client);
    const listingCount = partnerOwned
      ? (shape.listings[c] ?? shape.listings[shape.listings.length - 1] ?? 1)
      : 1;
    const brandCount = Math.min(BRANDS.length, Math.max(1, Math.ceil(listingCount / 5)), 4);
    const brandOffset = random.int(0, BRANDS.length - 1);
    const hoodsUsed = new Map<string, number>();
    for (let l = 0; l < listingCount; l++) {
      const brand = BRANDS[(brandOffset + (l % brandCount)) % BRANDS.length] as Brand;
      let neighborhood = random.pick(NEIGHBORHOODS);
      const key = `${brand.name}|${neighborhood}`;
      const seen = hoodsUsed.get(key) ?? 0;
      hoodsUsed.set(key, seen + 1);
      if (seen > 0) neighborhood = `${neighborhood} ${seen + 1}`;
      const delivery = [M1, DRIVE, M2, M3, M5];
      const channels: number[] = [];
      const deliveryCount = random.int(1, 4);
      // Marketplace 1 is where most restaurants start; keep it common.
      if (random.chance(0.85)) channels.push(M1);
      while (channels.length < deliveryCount) {
        const ch = random.pick(delivery);
        if (!channels.includes(ch)) channels.push(ch);
      }
      if (random.chance(0.3)) channels.push(CATERING);
      channels.sort((a, b) => a - b);
      const commissionRate: Record<number, number> = {};
      for (const ch of channels) commissionRate[ch] = random.int(15, 30) / 100;
      const index = listings.length;
      const listing: LedgerListing = {
        index,
        listingId: `lst-${hex(hash32(seed, index, 11), 8)}`,
        client: c,
        brandId: `brd-${hex(hash32(seed, BRANDS.indexOf(brand), 13), 6)}`,
        brandName: brand.name,
        brand,
        restaurantName: `${brand.name} ${neighborhood}`,
        neighborhood,
        channels,
        commissionRate,
        taxRate: random.int(600, 1025) / 10000,
        autoDisputeFrom: new Map(),
      };
      for (const ch of channels) {
        if ((ch === M1 || ch === M2) && random.chance(0.3))
          listing.autoDisputeFrom.set(ch, today - random.int(150, 300));
      }
      listings.push(listing);
      client.listings.push(index);
    }
  }

  const estimate = Math.ceil(listings.length * HISTORY_DAYS * shape.rate * 1.25);
  const o = new OrderColumns(estimate);
  const r = new ReviewColumns(Math.ceil(estimate * 0.2));
  const d = new DisputeColumns(Math.ceil(estimate * 0.08));

  const popularity = listings.map(() => 0.6 + random.next() * 0.8);
  const batch: number[] = [];

  for (const client of clients) {
    client.orderStart = o.size;
    const rate = client.partnerOwned ? shape.rate : 1;
    const customersPerClient = 40 * client.listings.length + 200;
    const clientReviewStart = r.size;
    const clientDisputeStart = d.size;
    for (let day = firstDay; day <= today; day++) {
      const growth = 0.85 + (0.15 * (day - firstDay)) / HISTORY_DAYS;
      const dayFactor = (WEEKDAY_FACTOR[weekdayOf(day)] ?? 1) * growth;
      batch.length = 0;
      for (let li = 0; li < client.listings.length; li++) {
        const listingIndex = client.listings[li] as number;
        const mean = rate * dayFactor * (popularity[listingIndex] ?? 1);
        const count = Math.floor(mean * (0.7 + random.next() * 0.6) + random.next());
        for (let k = 0; k < count; k++) {
          const second =
            (random.pick(HOUR_TABLE) * 60 + random.int(0, 59)) * 60 + random.int(0, 59);
          batch.push(second * 4096 + li);
        }
      }
      batch.sort((a, b) => a - b);
      o.ensure(o.size + batch.length);
      for (const key of batch) {
        const listing = listings[client.listings[key % 4096] as number] as LedgerListing;
        generateOrder(
          o.size,
          client,
          listing,
          day,
          day * DAY_SECONDS + Math.floor(key / 4096),
          customersPerClient,
        );
        o.size++;
      }
    }
    client.orderEnd = o.size;
    // Reviews come a little after their orders: sort this client's by review time.
    const reviewIdx = Array.from(
      { length: r.size - clientReviewStart },
      (_, i) => clientReviewStart + i,
    );
    reviewIdx.sort((a, b) => (r.time[a] as number) - (r.time[b] as number) || a - b);
    client.reviews = Int32Array.from(reviewIdx);
    client.disputes = Int32Array.from(
      { length: d.size - clientDisputeStart },
      (_, i) => clientDisputeStart + i,
    );
  }

  function generateOrder(
    i: number,
    client: LedgerClient,
    listing: LedgerListing,
    day: number,
    time: number,
    customers: number,
  ) {
    const ch = pickChannel(random, listing.channels);
    const orderSeed = random.uint32();
    o.client[i] = client.index;
    o.listing[i] = listing.index;
    o.channel[i] = ch;
    o.time[i] = time;
    o.day[i] = day;
    o.seed[i] = orderSeed;
    o.customer[i] = random.int(0, customers - 1);
    o.review[i] = -1;
    o.dispute[i] = -1;
    const roll = random.next();
    const status =
      roll < 0.025 ? STATUS.CANCELLED : roll < 0.04 ? STATUS.REFUNDED : STATUS.DELIVERED;
    o.status[i] = status;

    const catering = draftLines(listing.brand, ch, orderSeed);
    let sub = 0;
    let count = 0;
    for (let m = 0; m < scratch.count; m++) {
      sub +=
        (scratch.quantity[m] as number) *
        unitPriceOf(listing.brand, scratch.menu[m] as number, catering);
      count += scratch.quantity[m] as number;
    }
    o.itemCount[i] = Math.min(255, count);
    const tax = Math.round(sub * listing.taxRate);
    const taxMerchant = isFacilitator(ch) ? 0 : tax;
    const tip =
      ch === CATERING ? Math.round(sub * 0.1) : Math.round((sub * random.int(0, 20)) / 100);
    o.subTotal[i] = sub;
    o.tax[i] = tax;
    o.tip[i] = tip;

    if (status === STATUS.CANCELLED) {
      // The marketplace pays nothing for a cancelled order: its value comes back out as an adjustment.
      o.adjValue[i] = -sub;
      o.adjTax[i] = -taxMerchant;
    } else {
      const ded = o.deductions;
      const commission = Math.round(sub * (listing.commissionRate[ch] ?? 0.2));
      ded.commission[i] = -commission;
      if (ch === M3) {
        ded.merchantFee[i] = -Math.round(sub * 0.01);
        ded.commissionTax[i] = -Math.round(commission * 0.05);
      }
      if (ch === M5 || ch === CATERING)
        ded.paymentTransactionFee[i] = -(Math.round(sub * 0.025) + 30);
      if (random.chance(0.12)) ded.promoValue[i] = -Math.round((sub * random.int(10, 20)) / 100);
      if (ch === CATERING && random.chance(0.2))
        ded.marketplace4Reward[i] = -Math.round(sub * 0.03);
      if (ch === M2) ded.preferredPartnerProgram[i] = -Math.round(sub * 0.02);
      if (ch === DRIVE) {
        ded.deliveryFee[i] = -random.int(599, 999);
        ded.tips[i] = -tip;
      }
      if (ch === CATERING) ded.deliveryCommission[i] = -Math.round(sub * 0.05);
      if (random.chance(0.05)) ded.marketingFees[i] = -random.int(100, 300);
      if (random.chance(0.01)) ded.marketingAdjustments[i] = -random.int(50, 200);
      if (random.chance(0.01)) ded.otherPayments[i] = -random.int(100, 500);

      if (status === STATUS.REFUNDED) {
        o.errValue[i] = -sub;
        o.errTax[i] = -tax;
      } else if (random.chance(0.06)) {
        const charged = chargedLine(orderSeed, scratch.count);
        const unitPrice = unitPriceOf(listing.brand, scratch.menu[charged] as number, catering);
        const value = Math.max(1, Math.round((unitPrice * random.int(25, 100)) / 100));
        o.errValue[i] = -value;
        o.errTax[i] = -Math.round(value * listing.taxRate);
      } else if (random.chance(0.02)) {
        o.adjValue[i] = random.int(100, 500);
      } else if (random.chance(0.01)) {
        o.adjValue[i] = -random.int(100, 300);
      }
    }

    o.posFlag[i] =
      status !== STATUS.DELIVERED ? (random.chance(0.5) ? 2 : 0) : random.chance(0.008) ? 1 : 0;
    if (client.hasPos && random.chance(0.004)) {
      client.posOnly.push({
        listing: listing.index,
        channel: ch,
        day,
        subTotal: random.int(900, 4500),
      });
    }

    if (o.errValue[i] !== 0) addDispute(i, listing, ch, day);
    if (status === STATUS.DELIVERED && ch !== DRIVE) {
      const reviewRoll = random.next();
      if (reviewRoll < 0.17) addReview(i, ch, day, time, reviewRoll < 0.03);
    }
  }

  function addDispute(i: number, listing: LedgerListing, ch: number, day: number) {
    d.ensure(d.size + 1);
    const j = d.size++;
    o.dispute[i] = j;
    d.order[j] = i;
    d.issue[j] = random.int(0, issueCategories(ch).length - 1);
    d.reason[j] = 255;
    d.raiseDay[j] = -1;
    d.decideDay[j] = -1;
    const accepts = (DISPUTE_CHANNELS as readonly string[]).includes(CHANNELS[ch] as string);
    if (!accepts) {
      d.status[j] = DSTATUS.not_disputed;
      return;
    }
    const autoFrom = listing.autoDisputeFrom.get(ch);
    let raiseDay = -1;
    if (autoFrom !== undefined && day >= autoFrom) {
      raiseDay = day + 1;
      d.isAuto[j] = 1;
    } else if (random.chance(0.55)) {
      raiseDay = day + random.int(0, DISPUTE_WINDOW_DAYS - 2);
    }
    if (raiseDay >= 0 && raiseDay <= today) {
      d.raiseDay[j] = raiseDay;
      d.reason[j] = random.int(0, Math.max(0, issueReasons(ch, d.issue[j] as number).length - 1));
      const decideDay = raiseDay + random.int(3, 9);
      if (decideDay <= today) {
        d.decideDay[j] = decideDay;
        d.status[j] = random.chance(0.65) ? DSTATUS.approved : DSTATUS.denied;
      } else {
        d.status[j] = DSTATUS.pending;
      }
    } else {
      d.isAuto[j] = 0;
      d.status[j] = today - day > DISPUTE_WINDOW_DAYS ? DSTATUS.expired : DSTATUS.not_disputed;
    }
  }

  function addReview(i: number, ch: number, day: number, time: number, site: boolean) {
    const reviewTime = time + random.int(1, 60) * 3600;
    // The customer has not written it yet.
    if (reviewTime >= (today + 1) * DAY_SECONDS) return;
    r.ensure(r.size + 1);
    const k = r.size++;
    o.review[i] = k;
    r.order[k] = i;
    r.time[k] = reviewTime;
    const roll = random.next();
    const rating = roll < 0.55 ? 5 : roll < 0.75 ? 4 : roll < 0.85 ? 3 : roll < 0.92 ? 2 : 1;
    r.rating[k] = rating;
    r.site[k] = site ? 1 : 0;
    r.m1Type[k] = !site && ch === M1 ? (random.chance(0.6) ? 1 : 2) : 0;
    r.feedback[k] = random.int(0, (FEEDBACK[rating]?.length ?? 1) - 1);
    const reviewDay = Math.floor(reviewTime / DAY_SECONDS);
    const windowDays = replyWindow(ch);
    const age = today - reviewDay;
    const replied = age > windowDays ? random.chance(0.8) : random.chance((0.6 * age) / windowDays);
    if (replied) {
      const delay = random.int(1, Math.max(1, Math.min(age, windowDays)) * 20) * 3600;
      r.replyTime[k] = Math.min(reviewTime + delay, (today + 1) * DAY_SECONDS - 1);
      r.autoReply[k] = rating >= 4 && random.chance(0.35) ? 1 : 0;
      r.replyText[k] = rating >= 4 ? random.int(0, 1) : random.int(2, 3);
      r.replyPromo[k] = rating <= 2 && random.chance(0.5) ? random.pick([5, 10]) : 0;
    }
    void day;
  }

  return {
    scale,
    seed,
    today,
    firstDay,
    clients,
    listings,
    orders: o,
    reviews: r,
    disputes: d,
    clientById: new Map(clients.map((c) => [c.clientId, c])),
    listingById: new Map(listings.map((l) => [l.listingId, l])),
  };
};

const pickChannel = (random: Random, channels: readonly number[]) => {
  // The first marketplace of a listing carries most of its orders.
  if (channels.length === 1 || random.chance(0.45)) return channels[0] as number;
  return channels[random.int(0, channels.length - 1)] as number;
};
