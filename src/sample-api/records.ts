/** Ledger rows turned into the contract's records: orders, reviews, disputed orders. */
import type { DisputedOrder } from '../contract/disputes';
import type { FinancialOrder, Order, OrderDetails } from '../contract/orders';
import { STAR_VALUES, THREE_BUTTON_VALUES, type Review } from '../contract/reviews';
import { FEEDBACK, REPLY_TEXTS } from './catalog';
import { DAY_SECONDS, isoOfDay, isoOfSeconds } from './days';
import {
  chargedLine,
  DSTATUS_NAMES,
  STATUS,
  issueCategories,
  orderLines,
  replyWindow,
  STATUS_NAMES,
} from './ledger';
import type { Store } from './store';

const $ = (value: number) => value / 100;

export const orderRecord = (store: Store, i: number): Order => {
  const o = store.ledger.orders;
  const listing = store.listingOf(i);
  const sub = o.subTotal[i] as number;
  const tax = o.tax[i] as number;
  const tip = o.tip[i] as number;
  return {
    deliveryUUID: store.orderUuid(i),
    channel: store.channelOf(i),
    listingId: listing.listingId,
    storeId: listing.listingId,
    brandId: listing.brandId,
    customerName: store.customerName(i),
    customerId: store.customerId(i),
    orderDate: isoOfSeconds(o.time[i] as number),
    status: STATUS_NAMES[o.status[i] as number] as string,
    subTotal: $(sub),
    tax: $(tax),
    tip: $(tip),
    total: $(sub + tax + tip),
    itemCount: o.itemCount[i] as number,
  };
};

export const financialOrderRecord = (store: Store, i: number): FinancialOrder => {
  const o = store.ledger.orders;
  const ded = o.deductions;
  return {
    ...orderRecord(store, i),
    commission: $(ded.commission[i] as number),
    promoValue: $(ded.promoValue[i] as number),
    deliveryFee: $(ded.deliveryFee[i] as number),
    marketingFees: $(ded.marketingFees[i] as number),
    paymentTransactionFee: $(ded.paymentTransactionFee[i] as number),
    deductions: $(store.deductionsOf(i)),
    taxRemittedToMerchant: $(store.taxMerchantOf(i)),
    errorCharges: $((o.errValue[i] as number) + (o.errTax[i] as number)),
    adjustments: $((o.adjValue[i] as number) + (o.adjTax[i] as number)),
    refundByService: $(store.refundOf(i)),
    estimatedPayout: $(store.estimatedOf(i)),
    netPayout: $(store.netOf(i)),
    payoutDate: isoOfDay(store.payoutDayOfOrder(i)),
    payoutId: store.payoutIdOf(i),
  };
};

export const orderDetailsRecord = (store: Store, i: number): OrderDetails => {
  const o = store.ledger.orders;
  const lines = orderLines(store.listingOf(i).brand, o.channel[i] as number, o.seed[i] as number);
  const review = o.review[i] as number;
  const dispute = o.dispute[i] as number;
  return {
    ...financialOrderRecord(store, i),
    items: lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unitPrice: $(line.unitPrice),
      total: $(line.total),
    })),
    reviewId: review >= 0 ? store.reviewUuid(review) : null,
    disputeStatus:
      dispute >= 0
        ? (DSTATUS_NAMES[store.ledger.disputes.status[dispute] as number] as string)
        : null,
  };
};

export const reviewRecord = (store: Store, k: number): Review => {
  const { reviews: r, orders: o, today } = store.ledger;
  const i = r.order[k] as number;
  const listing = store.listingOf(i);
  const ch = o.channel[i] as number;
  const rating = r.rating[k] as number;
  const reviewTime = r.time[k] as number;
  const reviewDay = Math.floor(reviewTime / DAY_SECONDS);
  const live = store.replies.get(k);
  const builtReply = (r.replyTime[k] as number) > 0;
  const replied = builtReply || (live?.applied ?? false);
  const m1Type = r.m1Type[k] as number;
  const site = r.site[k] === 1;
  let comment: string | null = null;
  let promo: number | null = null;
  let replyCreated: string | null = null;
  if (builtReply) {
    comment = REPLY_TEXTS[r.replyText[k] as number] ?? null;
    promo = r.replyPromo[k] as number;
    replyCreated = isoOfSeconds(r.replyTime[k] as number);
  } else if (live?.applied) {
    comment = live.comment;
    promo = live.promo;
    replyCreated = isoOfSeconds(live.createdAt);
  }
  return {
    uuid: store.reviewUuid(k),
    date: isoOfSeconds(reviewTime),
    daysLeftToReply: Math.max(0, replyWindow(ch) - (today - reviewDay)),
    orderSubTotal: $(o.subTotal[i] as number),
    CustomerId: store.customerId(i),
    storeId: listing.listingId,
    brandId: listing.brandId,
    deliveryUUID: store.orderUuid(i),
    toBeReviewed: live ? !live.applied : builtReply ? false : null,
    reviewId: null,
    CustomerName: store.customerName(i),
    ListingId: listing.listingId,
    channel: store.channelOf(i),
    orderRating: m1Type === 2 ? (rating >= 5 ? 5 : rating === 4 ? 4 : Math.min(rating, 2)) : rating,
    reviewReplyPromoValue: promo,
    orderFeedback: FEEDBACK[rating]?.[r.feedback[k] as number] ?? '',
    reviewReplyComment: comment,
    orderDate: isoOfSeconds(o.time[i] as number),
    reviewCreated: isoOfSeconds(reviewTime),
    reviewReplyCreated: replyCreated,
    reviewReplied: replied,
    reviewSiteReplyApproved: site && replied,
    customerType: store.customerType(i),
    autoReply: builtReply && r.autoReply[k] === 1,
    marketplace1ReviewType:
      m1Type === 1 ? 'STAR_RATING' : m1Type === 2 ? 'THREE_BUTTON_RATING' : null,
    marketplace1ReviewValue:
      m1Type === 1
        ? (STAR_VALUES[rating - 1] ?? null)
        : m1Type === 2
          ? (THREE_BUTTON_VALUES[rating >= 5 ? 2 : rating === 4 ? 1 : 0] ?? null)
          : null,
  };
};

export const isReviewAnswered = (store: Store, k: number) =>
  (store.ledger.reviews.replyTime[k] as number) > 0 || (store.replies.get(k)?.applied ?? false);

export const disputedOrderRecord = (store: Store, j: number): DisputedOrder => {
  const { disputes: d, orders: o } = store.ledger;
  const i = d.order[j] as number;
  const listing = store.listingOf(i);
  const ch = o.channel[i] as number;
  const status = d.status[j] as number;
  const amount = store.chargeOf(i);
  const raised = (d.raiseDay[j] as number) >= 0;
  const lines = orderLines(listing.brand, ch, o.seed[i] as number);
  const line = lines[chargedLine(o.seed[i] as number, lines.length)];
  const wholeOrder = o.status[i] === STATUS.REFUNDED;
  const { eligible, reason } = store.disputeEligibility(j);
  const raise = store.raises.get(j);
  return {
    deliveryUUID: store.orderUuid(i),
    customerName: store.customerName(i),
    storeId: listing.listingId,
    listingId: listing.listingId,
    brandId: listing.brandId,
    channel: store.channelOf(i),
    disputeEligibility: eligible,
    disputeStatus: DSTATUS_NAMES[status] as string,
    disputeDate: raised ? isoOfDay(d.raiseDay[j] as number) : '',
    statusUpdateDate: (d.decideDay[j] as number) >= 0 ? isoOfDay(d.decideDay[j] as number) : '',
    disputeIssue: issueCategories(ch)[d.issue[j] as number] ?? 'MISCELLANEOUS',
    disputeReason: store.disputeReasonText(j),
    disputeDescription: raise
      ? raise.description
      : raised && d.isAuto[j] === 1
        ? 'Raised automatically by the service'
        : null,
    disputeAmount: $(amount),
    disputeWonAmount: status === 2 ? $(amount) : 0,
    disputeLostAmount: status === 3 ? $(amount) : 0,
    disputeItemDetails: wholeOrder
      ? `Whole order refunded: ${lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}`
      : line
        ? `${line.name} (${line.quantity} × $${$(line.unitPrice).toFixed(2)})`
        : '',
    disputeByService: raised,
    isAutoDispute: raised && d.isAuto[j] === 1,
    ineligibleForDisputeReason: reason,
  };
};
