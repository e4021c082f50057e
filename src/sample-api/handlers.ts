/** One handler per operation of the contract (sign-in and refresh live in the server). */
import { DISPUTE_CATEGORIES, type AutoDisputeConfig } from '../contract/auto-dispute';
import { CHANNELS, DISPUTE_CHANNELS } from '../contract/common';
import type { OperationId } from '../contract/operations';
import { operations } from '../contract/operations';
import type { z } from 'zod';
import { isoOfSeconds } from './days';
import { depositRows, estimateVsActualRows, overview, posVsOffPremise, taxRows } from './finance';
import { HttpError, orderMatches, orderSpan, page, resolveListings, resolveRange } from './filters';
import { DSTATUS, type LedgerClient, type LedgerListing } from './ledger';
import { hash32, hex } from './random';
import {
  disputedOrderRecord,
  financialOrderRecord,
  isReviewAnswered,
  orderDetailsRecord,
  orderRecord,
  reviewRecord,
} from './records';
import type { Store } from './store';

type Input<Id extends OperationId> = {
  query: Exclude<(typeof operations)[Id]['query'], null> extends z.core.$ZodType
    ? z.output<Exclude<(typeof operations)[Id]['query'], null>>
    : undefined;
  body: Exclude<(typeof operations)[Id]['body'], null> extends z.core.$ZodType
    ? z.output<Exclude<(typeof operations)[Id]['body'], null>>
    : undefined;
};

export interface HandlerContext {
  store: Store;
  /** Clients this partner may see. */
  clients: LedgerClient[];
  /**
   * Runs `fn` once the gateway has processed a write: a reply applied, a raise decided
   * (`processingMs` later, or when the tests' hold on processing is released, if later).
   */
  afterProcessing: (fn: () => void) => void;
}

type Handler<Id extends OperationId> = (ctx: HandlerContext, input: Input<Id>) => unknown;

const clientOf = (ctx: HandlerContext, clientId: string) => {
  const client = ctx.clients.find((c) => c.clientId === clientId);
  // Unknown and foreign clients get the same answer, so ids cannot be probed.
  if (!client)
    throw new HttpError(
      403,
      'CLIENT_NOT_ALLOWED',
      `client ${clientId} is not available to this partner`,
    );
  return client;
};

const listOrders = <T>(
  ctx: HandlerContext,
  clientId: string,
  body: Parameters<typeof resolveRange>[2],
  limit: number,
  offset: number,
  record: (i: number) => T,
) => {
  const client = clientOf(ctx, clientId);
  const filter = resolveRange(ctx.store, [client], body);
  const [from, to] = orderSpan(ctx.store, client, filter);
  const matches: number[] = [];
  for (let i = to - 1; i >= from; i--)
    if (orderMatches(ctx.store, filter, i, ctx.store.payoutDayOfOrder)) matches.push(i);
  return { total: matches.length, orders: page(matches, offset, limit).map(record) };
};

export const handlers: { [Id in Exclude<OperationId, 'signIn' | 'refreshToken'>]: Handler<Id> } = {
  getRestaurantDetails: (ctx) => ({
    restaurantDetails: ctx.clients.map((client) => ({
      clientName: client.clientName,
      clientId: client.clientId,
      listingDetails: client.listings.map((li) => {
        const l = ctx.store.ledger.listings[li] as LedgerListing;
        const on = (code: string) =>
          l.channels.includes(CHANNELS.indexOf(code as (typeof CHANNELS)[number]));
        return {
          restaurantName: l.restaurantName,
          brandName: l.brandName,
          listingId: l.listingId,
          isMarketplace1Active: on('MARKETPLACE_1'),
          isMarketplace3Active: on('MARKETPLACE_3'),
          isMarketplace2Active: on('MARKETPLACE_2'),
          marketplace1StoreName: on('MARKETPLACE_1') ? `${l.brandName} - ${l.neighborhood}` : '',
          marketplace2StoreName: on('MARKETPLACE_2') ? `${l.brandName} (${l.neighborhood})` : '',
          marketplace3StoreName: on('MARKETPLACE_3') ? `${l.brandName} | ${l.neighborhood}` : '',
        };
      }),
    })),
  }),

  listReviews: (ctx, { query, body }) => {
    const { store } = ctx;
    const filter = resolveRange(store, ctx.clients, body);
    const limit = query.limit ?? 20;
    const offset = query.offset ?? 0;
    const newestFirst = String(query.order ?? '-1') === '-1';
    const { reviews: r, orders: o } = store.ledger;
    const all: number[] = [];
    const site: number[] = [];
    const startTime = filter.startDay * 86_400;
    const endTime = (filter.endDay + 1) * 86_400;
    for (const client of ctx.clients) {
      const list = client.reviews;
      const at = (n: number) => r.time[list[n] as number] as number;
      let lo = 0;
      let hi = list.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (at(mid) < startTime) lo = mid + 1;
        else hi = mid;
      }
      for (let n = lo; n < list.length && at(n) < endTime; n++) {
        const k = list[n] as number;
        const i = r.order[k] as number;
        if (!filter.listingSet.has(o.listing[i] as number)) continue;
        if (filter.channels && !filter.channels.has(o.channel[i] as number)) continue;
        (r.site[k] === 1 ? site : all).push(k);
      }
    }
    const byTime = (a: number, b: number) =>
      ((r.time[a] as number) - (r.time[b] as number) || a - b) * (newestFirst ? -1 : 1);
    if (ctx.clients.length > 1) {
      all.sort(byTime);
      site.sort(byTime);
    } else if (newestFirst) {
      all.reverse();
      site.reverse();
    }
    const unanswered = all.filter((k) => !isReviewAnswered(store, k));
    const unansweredSite = site.filter((k) => !isReviewAnswered(store, k));
    const records = (list: number[]) =>
      page(list, offset, limit).map((k) => reviewRecord(store, k));
    return {
      total: all.length,
      reviews: records(all),
      totalUnAnswered: unanswered.length,
      unAnsweredReviews: records(unanswered),
      totalReviewSite: site.length,
      reviewSiteReviews: records(site),
      unansweredReviewSite: unansweredSite.length,
      unansweredReviewsReviewSite: records(unansweredSite),
    };
  },

  replyToReview: (ctx, { body }) => {
    const { store } = ctx;
    const i = store.orderIndex(body.deliveryUUID);
    const o = store.ledger.orders;
    const owned = i >= 0 && ctx.clients.some((c) => c.index === o.client[i]);
    const k = owned && store.channelOf(i) === body.channel ? (o.review[i] as number) : -1;
    if (k < 0)
      throw new HttpError(
        404,
        'REVIEW_NOT_FOUND',
        `no review for delivery ${body.deliveryUUID} on ${body.channel}`,
      );
    if (isReviewAnswered(store, k) || store.replies.has(k)) {
      throw new HttpError(409, 'ALREADY_REPLIED', 'this review already has a reply');
    }
    if (reviewRecord(store, k).daysLeftToReply <= 0) {
      throw new HttpError(
        409,
        'REPLY_WINDOW_CLOSED',
        'the window to reply to this review has closed',
      );
    }
    const reply = {
      comment: body.comment,
      promo: body.promoValue,
      // On the ledger's clock, and never before the review it answers.
      createdAt: Math.max(store.ledgerNow(), (store.ledger.reviews.time[k] as number) + 60),
      applied: false,
    };
    store.replies.set(k, reply);
    ctx.afterProcessing(() => {
      reply.applied = true;
    });
    return { message: 'review respond request initiated' };
  },

  listOrders: (ctx, { query, body }) =>
    listOrders(ctx, query.clientId, body, query.limit ?? 20, query.offset ?? 0, (i) =>
      orderRecord(ctx.store, i),
    ),

  listFinancialOrders: (ctx, { query, body }) =>
    listOrders(ctx, query.clientId, body, query.limit ?? 20, query.offset ?? 0, (i) =>
      financialOrderRecord(ctx.store, i),
    ),

  getOrderDetails: (ctx, { query }) => {
    const client = clientOf(ctx, query.clientId);
    const i = ctx.store.orderIndex(query.deliveryUUID);
    if (
      i < 0 ||
      ctx.store.ledger.orders.client[i] !== client.index ||
      ctx.store.channelOf(i) !== query.channel
    ) {
      throw new HttpError(
        404,
        'ORDER_NOT_FOUND',
        `no order ${query.deliveryUUID} on ${query.channel} for this client`,
      );
    }
    return orderDetailsRecord(ctx.store, i);
  },

  listDisputedOrders: (ctx, { query, body }) => {
    const { store } = ctx;
    const client = clientOf(ctx, query.clientId);
    const filter = resolveRange(store, [client], body);
    const { disputes: d, orders: o } = store.ledger;
    const list = client.disputes;
    // Disputes are in order-time order: find the range by the orders' days.
    const dayOfN = (n: number) => o.day[d.order[list[n] as number] as number] as number;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (dayOfN(mid) < filter.startDay) lo = mid + 1;
      else hi = mid;
    }
    const only = query.deliveryUUID ? store.orderIndex(query.deliveryUUID) : null;
    const matches: number[] = [];
    for (let n = lo; n < list.length && dayOfN(n) <= filter.endDay; n++) {
      const j = list[n] as number;
      const i = d.order[j] as number;
      if (only !== null && i !== only) continue;
      if (query.channel && store.channelOf(i) !== query.channel) continue;
      if (!orderMatches(store, filter, i, store.payoutDayOfOrder)) continue;
      matches.push(j);
    }
    matches.reverse();
    return {
      total: matches.length,
      orders: page(matches, query.offset ?? 0, query.limit ?? 5).map((j) =>
        disputedOrderRecord(store, j),
      ),
    };
  },

  raiseManualDispute: (ctx, { body }) => {
    const { store } = ctx;
    const { orders: o, disputes: d } = store.ledger;
    const i = store.orderIndex(body.deliveryUUID);
    if (i < 0 || !ctx.clients.some((c) => c.index === o.client[i])) {
      throw new HttpError(404, 'ORDER_NOT_FOUND', `no order ${body.deliveryUUID} for this partner`);
    }
    const j = o.dispute[i] as number;
    if (j < 0)
      throw new HttpError(409, 'NO_ERROR_CHARGE', 'this order carries no error charge to dispute');
    const ch = o.channel[i] as number;
    if (!store.acceptsDisputes(ch))
      throw new HttpError(
        409,
        'CHANNEL_NOT_DISPUTABLE',
        `${CHANNELS[ch]} does not accept disputes`,
      );
    const status = d.status[j] as number;
    if (status !== DSTATUS.not_disputed) {
      throw new HttpError(
        409,
        'ALREADY_DISPUTED',
        status === DSTATUS.expired
          ? store.disputeEligibility(j).reason || 'the dispute window has closed'
          : `this order was already disputed (${['not_disputed', 'pending', 'approved', 'denied', 'expired'][status]})`,
      );
    }
    const { eligible, reason } = store.disputeEligibility(j);
    if (!eligible) throw new HttpError(409, 'NOT_ELIGIBLE', reason);
    const categories: Record<string, readonly string[]> =
      DISPUTE_CATEGORIES[CHANNELS[ch] as 'MARKETPLACE_1' | 'MARKETPLACE_2'];
    const reasons = Object.values(categories).flat();
    if (!reasons.includes(body.reason)) {
      throw new HttpError(400, 'INVALID_REQUEST', `reason: is not a reason of ${CHANNELS[ch]}`, [
        { path: 'reason', message: `is not a reason of ${CHANNELS[ch]}` },
      ]);
    }
    store.raises.set(j, { reason: body.reason, description: body.description ?? null });
    d.status[j] = DSTATUS.pending;
    d.raiseDay[j] = store.ledger.today;
    d.isAuto[j] = 0;
    ctx.afterProcessing(() => {
      d.status[j] =
        hash32(store.ledger.seed, i, 0xdec1de) % 100 < 70 ? DSTATUS.approved : DSTATUS.denied;
      d.decideDay[j] = store.ledger.today;
    });
    return { status: true, message: 'Dispute refund initiated successfully' };
  },

  listAutoDisputeConfigs: (ctx, { query, body }) => {
    const client = clientOf(ctx, query.client_id);
    const listings =
      body.listingIds && body.listingIds.length > 0
        ? new Set(
            resolveListings(ctx.store, [client], body.listingIds).map(
              (l) => (ctx.store.ledger.listings[l] as LedgerListing).listingId,
            ),
          )
        : null;
    const channels = body.channel && body.channel.length > 0 ? new Set<string>(body.channel) : null;
    return ctx.store
      .configsOf(client)
      .filter((c) => !channels || channels.has(c.channel))
      .filter(
        (c) => !listings || c.stores === 'ALL' || c.stores.split(',').some((s) => listings.has(s)),
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
  },

  setAutoDispute: (ctx, { query, body }) => {
    const { store } = ctx;
    const client = clientOf(ctx, query.client_id);
    const ch = CHANNELS.indexOf(body.channel);
    const unknown = body.stores.filter((id) => {
      const l = store.ledger.listingById.get(id);
      return !l || l.client !== client.index || !l.channels.includes(ch);
    });
    if (unknown.length > 0) {
      throw new HttpError(
        400,
        'INVALID_REQUEST',
        `stores: not a store of this client on ${body.channel}: ${unknown.slice(0, 5).join(', ')}`,
        [
          {
            path: 'stores',
            message: `not a store of this client on ${body.channel}: ${unknown.slice(0, 5).join(', ')}`,
          },
        ],
      );
    }
    const list = store.configsOf(client);
    const createdAt = isoOfSeconds(store.ledgerNow());
    for (const storeId of new Set(body.stores)) {
      if (
        list.some(
          (c) => c.channel === body.channel && c.stores === storeId && c.manuallyCreated === 0,
        )
      )
        continue;
      list.push({
        id: `adc-${hex(hash32(store.ledger.seed, list.length, Date.now() % 1e9), 8)}`,
        channel: body.channel,
        stores: storeId,
        error: 'ALL',
        reason: 'ALL',
        description: null,
        isActive: 1,
        refundPercentage: null,
        manuallyCreated: 0,
        createdAt,
      });
    }
    return { status: true, message: 'automatic dispute initiated successfully' };
  },

  addManualDisputeConfig: (ctx, { query, body }) => {
    const { store } = ctx;
    const client = clientOf(ctx, query.client_id);
    const own = new Set(
      client.listings.map((l) => (store.ledger.listings[l] as LedgerListing).listingId),
    );
    const fields = body.flatMap((item, n) =>
      item.stores === 'ALL' || item.stores.split(',').every((s) => own.has(s.trim()))
        ? []
        : [
            {
              path: `${n}.stores`,
              message: 'must be ALL or listing ids of this client, separated by commas',
            },
          ],
    );
    if (fields.length > 0)
      throw new HttpError(
        400,
        'INVALID_REQUEST',
        fields.map((f) => `${f.path}: ${f.message}`).join('; '),
        fields,
      );
    const list = store.configsOf(client);
    const createdAt = isoOfSeconds(store.ledgerNow());
    for (const item of body) {
      const row: AutoDisputeConfig = {
        id: `adc-${hex(hash32(store.ledger.seed, list.length, Date.now() % 1e9, 5), 8)}`,
        channel: item.channel,
        stores:
          item.stores === 'ALL'
            ? 'ALL'
            : item.stores
                .split(',')
                .map((s) => s.trim())
                .join(','),
        error: item.error,
        reason: item.reason,
        description: item.description || null,
        isActive: 1,
        refundPercentage: Number(item.refundPercentage),
        manuallyCreated: 1,
        createdAt,
      };
      list.push(row);
    }
    return { status: true, message: 'Manual configuration added successfully' };
  },

  getDisputeConfigDetails: (ctx, { query }) => {
    const client = clientOf(ctx, query.client_id);
    const channelWiseConfig: Record<string, unknown> = {};
    for (const channel of DISPUTE_CHANNELS) {
      channelWiseConfig[channel] = Object.entries(DISPUTE_CATEGORIES[channel]).map(
        ([category, reasons]) => ({ [category]: [...reasons] }),
      );
    }
    channelWiseConfig.info =
      'Automatic disputes are raised for new error charges on the chosen stores within the marketplace dispute window. Marketplaces 1 and 2 accept disputes.';
    return {
      listings: client.listings.length,
      listingIds: client.listings.map((l) => {
        const listing = ctx.store.ledger.listings[l] as LedgerListing;
        return { listingsId: listing.listingId, restaurantName: listing.restaurantName };
      }),
      channel: [...DISPUTE_CHANNELS],
      channelWiseConfig,
    };
  },

  getFinanceOverview: (ctx, { query, body }) => {
    const client = clientOf(ctx, query.clientId);
    return overview(ctx.store, client, resolveRange(ctx.store, [client], body));
  },
  getTaxDetails: (ctx, { query, body }) => {
    const client = clientOf(ctx, query.clientId);
    return { storeWise: taxRows(ctx.store, client, resolveRange(ctx.store, [client], body)) };
  },
  getDepositDetails: (ctx, { query, body }) => {
    const client = clientOf(ctx, query.clientId);
    return { result: depositRows(ctx.store, client, resolveRange(ctx.store, [client], body)) };
  },
  getEstimateVsActual: (ctx, { query, body }) => {
    const client = clientOf(ctx, query.clientId);
    return {
      storeWise: estimateVsActualRows(ctx.store, client, resolveRange(ctx.store, [client], body)),
    };
  },
  getPosVsOffPremise: (ctx, { query, body }) => {
    const client = clientOf(ctx, query.clientId);
    return posVsOffPremise(ctx.store, client, resolveRange(ctx.store, [client], body));
  },
};
