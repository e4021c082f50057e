/**
 * Every operation of the contract table answers with the success envelope and a result its
 * contract schema accepts, at the 'small' and the 'default' scale.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPUTE_CATEGORIES } from '../contract/auto-dispute';
import { OPERATION_IDS, operations, type OperationId } from '../contract/operations';
import {
  cents,
  expectOk,
  lastDays,
  must,
  openSession,
  sumCents,
  TEST_TODAY,
  type Session,
} from './test-helpers';

describe.each(['small', 'default'] as const)('contract at %s scale', (scale) => {
  let s: Session;
  let clientId: string;
  const covered = new Set<OperationId>();
  const range = lastDays(30);

  beforeAll(async () => {
    s = await openSession({ scale });
    clientId = must(s.clients[0], 'client').clientId;
  });
  afterAll(async () => {
    await s.close();
  });

  it('signIn and refreshToken', async () => {
    const signIn = expectOk(
      'signIn',
      await s.sample.raw('POST', operations.signIn.path, {
        headers: { 'x-api-key': s.sample.apiKey },
        body: JSON.stringify({ email: s.api.config.email, password: s.api.config.password }),
      }),
    );
    expect(signIn.profile.email).toBe(s.api.config.email);
    const refreshed = expectOk(
      'refreshToken',
      await s.sample.call('refreshToken', { body: { refresh: signIn.refresh } }),
    );
    expect(refreshed.token).not.toBe(signIn.token);
    // The refreshed token works.
    expectOk(
      'getRestaurantDetails',
      await s.sample.call('getRestaurantDetails', { token: refreshed.token }),
    );
    covered.add('signIn').add('refreshToken');
  });

  it('getRestaurantDetails lists only the partner clients, each with its listings', async () => {
    const result = await s.read('getRestaurantDetails');
    const partner = s.api.store.ledger.clients.filter((c) => c.partnerOwned);
    expect(result.restaurantDetails.map((c) => c.clientId)).toEqual(partner.map((c) => c.clientId));
    for (const client of result.restaurantDetails) {
      expect(client.listingDetails.length).toBeGreaterThan(0);
      for (const l of client.listingDetails) {
        expect(l.marketplace1StoreName === '').toBe(!l.isMarketplace1Active);
        expect(l.marketplace2StoreName === '').toBe(!l.isMarketplace2Active);
        expect(l.marketplace3StoreName === '').toBe(!l.isMarketplace3Active);
      }
    }
    covered.add('getRestaurantDetails');
  });

  it('listReviews', async () => {
    const result = await s.read('listReviews', { limit: 50 }, range);
    expect(result.total).toBeGreaterThan(0);
    expect(result.reviews.length).toBe(Math.min(50, result.total));
    covered.add('listReviews');
  });

  it('review records keep the decisions: reply windows, marketplace-1 fields, no drive reviews', async () => {
    const r = await s.read('listReviews', { limit: 500 }, range);
    const records = [...r.reviews, ...r.reviewSiteReviews];
    expect(records.length).toBeGreaterThan(0);
    for (const review of records) {
      const window = review.channel === 'MARKETPLACE_1' ? 7 : 14;
      expect(review.daysLeftToReply).toBeGreaterThanOrEqual(0);
      expect(review.daysLeftToReply).toBeLessThanOrEqual(window);
      expect(review.channel).not.toBe('MARKETPLACE_1_DRIVE');
      if (review.channel !== 'MARKETPLACE_1') {
        expect(review.marketplace1ReviewType).toBeNull();
        expect(review.marketplace1ReviewValue).toBeNull();
      }
      expect(review.marketplace1ReviewType === null).toBe(review.marketplace1ReviewValue === null);
      expect(review.reviewReplyComment !== null).toBe(review.reviewReplied);
      expect(['new', 'returning']).toContain(review.customerType);
    }
    expect(r.reviews.some((x) => x.marketplace1ReviewType !== null)).toBe(true);
  });

  it('disputed-order records keep the decisions: eligibility, dates, won and lost', async () => {
    const all = await s.read('listDisputedOrders', { clientId, limit: 500 }, lastDays(90));
    expect(all.total).toBeGreaterThan(0);
    for (const d of all.orders) {
      expect(['not_disputed', 'pending', 'approved', 'denied', 'expired']).toContain(
        d.disputeStatus,
      );
      expect(d.disputeEligibility).toBe(d.ineligibleForDisputeReason === '');
      if (!['MARKETPLACE_1', 'MARKETPLACE_2'].includes(d.channel)) {
        expect(d.disputeEligibility).toBe(false);
        expect(d.disputeStatus).toBe('not_disputed');
      }
      const raised = ['pending', 'approved', 'denied'].includes(d.disputeStatus);
      expect(d.disputeDate !== '', d.deliveryUUID).toBe(raised);
      expect(d.disputeByService).toBe(raised);
      expect(d.statusUpdateDate !== '').toBe(
        d.disputeStatus === 'approved' || d.disputeStatus === 'denied',
      );
      if (d.statusUpdateDate) expect(d.statusUpdateDate >= d.disputeDate).toBe(true);
      expect(d.disputeAmount).toBeGreaterThan(0);
      expect(cents(d.disputeWonAmount)).toBe(
        d.disputeStatus === 'approved' ? cents(d.disputeAmount) : 0,
      );
      expect(cents(d.disputeLostAmount)).toBe(
        d.disputeStatus === 'denied' ? cents(d.disputeAmount) : 0,
      );
      if (d.isAutoDispute) expect(raised).toBe(true);
    }
  });

  it('replyToReview on an unanswered review', async () => {
    const reviews = await s.read('listReviews', { limit: 500 }, lastDays(6));
    const review = must(
      reviews.unAnsweredReviews.find((r) => r.daysLeftToReply > 0 && r.toBeReviewed === null),
      'unanswered review',
    );
    const result = await s.read('replyToReview', undefined, {
      deliveryUUID: review.deliveryUUID,
      channel: review.channel,
      listingId: review.ListingId,
      comment: 'Thank you for ordering!',
      promoValue: 5,
      customerId: review.CustomerId,
      customerName: review.CustomerName,
      rating: review.orderRating,
      reviewCreated: review.reviewCreated.slice(0, 10),
    });
    expect(result.message).toBe('review respond request initiated');
    covered.add('replyToReview');
  });

  it('listOrders, listFinancialOrders and getOrderDetails of a listed order', async () => {
    const orders = await s.read('listOrders', { clientId, limit: 10 }, range);
    expect(orders.total).toBeGreaterThan(10);
    expect(orders.orders).toHaveLength(10);
    const financial = await s.read('listFinancialOrders', { clientId, limit: 10 }, range);
    expect(financial.total).toBe(orders.total);
    // The same orders, with their money added.
    expect(financial.orders.map((o) => o.deliveryUUID)).toEqual(
      orders.orders.map((o) => o.deliveryUUID),
    );
    covered.add('listOrders').add('listFinancialOrders');

    for (const order of orders.orders.slice(0, 3)) {
      const details = await s.read('getOrderDetails', {
        clientId,
        deliveryUUID: order.deliveryUUID,
        channel: order.channel,
      });
      expect(details).toMatchObject(order);
      if (details.reviewId !== null) {
        const reviews = await s.read('listReviews', { limit: 500 }, lastDays(3));
        const review = [...reviews.reviews, ...reviews.reviewSiteReviews].find(
          (x) => x.uuid === details.reviewId,
        );
        expect(must(review, 'review of the order').deliveryUUID).toBe(order.deliveryUUID);
      }
      expect(details.items.length).toBeGreaterThan(0);
      expect(sumCents(details.items.map((i) => i.total))).toBe(cents(order.subTotal));
      for (const item of details.items)
        expect(cents(item.total)).toBe(item.quantity * cents(item.unitPrice));
    }
    covered.add('getOrderDetails');
  });

  it('listDisputedOrders and raiseManualDispute on an eligible order', async () => {
    const page = await s.read('listDisputedOrders', { clientId }, range);
    expect(page.total).toBeGreaterThan(0);
    expect(page.orders.length).toBe(Math.min(5, page.total));
    covered.add('listDisputedOrders');

    let target: { deliveryUUID: string; channel: string } | undefined;
    for (const client of s.clients) {
      const all = await s.read(
        'listDisputedOrders',
        { clientId: client.clientId, limit: 500 },
        lastDays(15),
      );
      target ??= all.orders.find((o) => o.disputeStatus === 'not_disputed' && o.disputeEligibility);
    }
    const order = must(target, 'eligible not_disputed order');
    const categories: Record<string, readonly string[]> =
      DISPUTE_CATEGORIES[order.channel as keyof typeof DISPUTE_CATEGORIES];
    const reason = must(Object.values(categories)[0]?.[0], 'reason');
    const result = await s.read('raiseManualDispute', undefined, {
      deliveryUUID: order.deliveryUUID,
      reason,
      description: 'Contract test',
    });
    expect(result).toEqual({ status: true, message: 'Dispute refund initiated successfully' });
    covered.add('raiseManualDispute');
  });

  it('auto-dispute: configs, config details, set-auto-dispute and manual-config', async () => {
    const before = await s.read('listAutoDisputeConfigs', { client_id: clientId }, {});
    covered.add('listAutoDisputeConfigs');

    const details = await s.read('getDisputeConfigDetails', { client_id: clientId });
    expect(details.channel).toEqual(['MARKETPLACE_1', 'MARKETPLACE_2']);
    expect(details.listings).toBe(details.listingIds.length);
    expect(details.channelWiseConfig.MARKETPLACE_1).toEqual(
      Object.entries(DISPUTE_CATEGORIES.MARKETPLACE_1).map(([k, v]) => ({ [k]: v })),
    );
    covered.add('getDisputeConfigDetails');

    const client = must(s.clients[0], 'client');
    const m1 = client.listingDetails.filter((l) => l.isMarketplace1Active).map((l) => l.listingId);
    const store = must(m1[0], 'listing on MARKETPLACE_1');
    const set = await s.read(
      'setAutoDispute',
      { client_id: clientId },
      { channel: 'MARKETPLACE_1', stores: [store] },
    );
    expect(set).toEqual({ status: true, message: 'automatic dispute initiated successfully' });
    covered.add('setAutoDispute');

    const manual = await s.read('addManualDisputeConfig', { client_id: clientId }, [
      {
        channel: 'MARKETPLACE_2',
        error: 'FOOD_DAMAGED',
        reason: 'Food spilled in transit',
        description: 'Contract test',
        stores: 'ALL',
        refundPercentage: '40',
      },
    ]);
    expect(manual).toEqual({ status: true, message: 'Manual configuration added successfully' });
    covered.add('addManualDisputeConfig');

    const after = await s.read('listAutoDisputeConfigs', { client_id: clientId }, {});
    expect(after.length).toBeGreaterThan(before.length);
  });

  it('the five finance operations', async () => {
    const query = { clientId };
    const body = { ...lastDays(90), listingIds: [], channel: [], payoutDates: [] };
    const overview = await s.read('getFinanceOverview', query, body);
    expect(overview.dashboard).toBe('financial-reconciliation');
    expect(overview.endDate).toBe(`${TEST_TODAY} 23:59:59`);
    expect(overview.overview.payout.totalRevenue).toBeGreaterThan(0);
    const tax = await s.read('getTaxDetails', query, body);
    const deposit = await s.read('getDepositDetails', query, body);
    const eva = await s.read('getEstimateVsActual', query, body);
    const pos = await s.read('getPosVsOffPremise', query, body);
    const stores = must(s.clients[0], 'client')
      .listingDetails.map((l) => l.listingId)
      .sort();
    expect(tax.storeWise.map((r) => r.storeId).sort()).toEqual(stores);
    expect(deposit.result.map((r) => r.storeId).sort()).toEqual(stores);
    expect(eva.storeWise.map((r) => r.store).sort()).toEqual(stores);
    if (pos.is_pos_available) expect(pos.storeWise.map((r) => r.storeId).sort()).toEqual(stores);
    else expect(pos.storeWise).toEqual([]);
    // Every client's POS view parses, whether or not it has a POS (then: up-sell, no rows).
    for (const client of s.clients) {
      const p = await s.read('getPosVsOffPremise', { clientId: client.clientId }, body);
      expect(p.up_sell).toBe(!p.is_pos_available);
      if (!p.is_pos_available) expect(p.storeWise).toEqual([]);
      else expect(p.storeWise).toHaveLength(client.listingDetails.length);
    }
    covered
      .add('getFinanceOverview')
      .add('getTaxDetails')
      .add('getDepositDetails')
      .add('getEstimateVsActual')
      .add('getPosVsOffPremise');
  });

  it('covered every operation of the table', () => {
    expect([...covered].sort()).toEqual([...OPERATION_IDS].sort());
  });
});
