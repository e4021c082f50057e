/**
 * The writes and what a caller sees afterwards: a review reply, a manual dispute, automatic
 * dispute configuration. processingMs is 200 here, so writes settle well within the polls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPUTE_CATEGORIES } from '../contract/auto-dispute';
import type { OperationResult } from '../contract/operations';
import {
  cents,
  expectFailure,
  fieldPaths,
  lastDays,
  must,
  openSession,
  shiftDay,
  TEST_TODAY,
  waitFor,
  type Session,
} from './test-helpers';

let s: Session;

beforeAll(async () => {
  s = await openSession({ processingMs: 200 });
});
afterAll(async () => {
  await s.close();
});

type Review = OperationResult<'listReviews'>['reviews'][number];
type Disputed = OperationResult<'listDisputedOrders'>['orders'][number];

describe('reply to a review', () => {
  const RECENT = lastDays(6);
  const replyTo = (review: Review, comment: string, promoValue = 10) =>
    s.send('replyToReview', undefined, {
      deliveryUUID: review.deliveryUUID,
      channel: review.channel,
      listingId: review.ListingId,
      comment,
      promoValue,
    });
  /** The review by uuid, with the unanswered count of its listing and channel. */
  const lookUp = async (review: Review) => {
    const r = await s.read(
      'listReviews',
      { limit: 500 },
      { ...RECENT, listingIds: [review.ListingId], channel: [review.channel] },
    );
    const all = [...r.reviews, ...r.reviewSiteReviews];
    return {
      review: must(
        all.find((x) => x.uuid === review.uuid),
        'review',
      ),
      result: r,
    };
  };

  it('is accepted at once, applied after processing, and a second reply is refused', async () => {
    const listed = await s.read('listReviews', { limit: 500 }, RECENT);
    const target = must(
      listed.unAnsweredReviews.find(
        (r) => r.daysLeftToReply > 0 && !r.reviewReplied && r.toBeReviewed === null,
      ),
      'unanswered review with days left',
    );
    const before = await lookUp(target);
    expect(before.result.unAnsweredReviews.map((r) => r.uuid)).toContain(target.uuid);
    const unansweredBefore = before.result.totalUnAnswered;

    const comment = 'Thanks for the feedback, see you soon!';
    const accepted = await s.read('replyToReview', undefined, {
      deliveryUUID: target.deliveryUUID,
      channel: target.channel,
      listingId: target.ListingId,
      comment,
      promoValue: 15,
    });
    expect(accepted.message).toBe('review respond request initiated');

    const pending = await lookUp(target);
    expect(pending.review.reviewReplied).toBe(false);
    expect(pending.review.toBeReviewed).toBe(true);
    expect(pending.review.reviewReplyComment).toBeNull();
    // A second reply while the first is pending is refused too.
    expectFailure(await replyTo(target, 'again'), 409, 'ALREADY_REPLIED');

    const done = await waitFor(async () => {
      const now = await lookUp(target);
      return now.review.reviewReplied ? now : undefined;
    });
    expect(done.review.toBeReviewed).toBe(false);
    expect(done.review.reviewReplyComment).toBe(comment);
    expect(done.review.reviewReplyPromoValue).toBe(15);
    expect(done.review.reviewReplyCreated).not.toBeNull();
    expect(done.result.totalUnAnswered).toBe(unansweredBefore - 1);
    expect(done.result.unAnsweredReviews.map((r) => r.uuid)).not.toContain(target.uuid);

    const second = expectFailure(await replyTo(target, 'One more thing'), 409, 'ALREADY_REPLIED');
    expect(second.message).toMatch(/already/i);
    // The refused reply changed nothing.
    expect((await lookUp(target)).review.reviewReplyComment).toBe(comment);
  });

  it('held processing keeps a reply pending past its delay, and a release applies it', async () => {
    const listed = await s.read('listReviews', { limit: 500 }, RECENT);
    const target = must(
      listed.unAnsweredReviews.find(
        (r) => r.daysLeftToReply > 0 && !r.reviewReplied && r.toBeReviewed === null,
      ),
      'unanswered review with days left',
    );
    expect((await s.sample.admin('PUT', '/__sample/processing', { hold: true })).status).toBe(200);
    try {
      await s.read('replyToReview', undefined, {
        deliveryUUID: target.deliveryUUID,
        channel: target.channel,
        listingId: target.ListingId,
        comment: 'Held for a moment',
        promoValue: 0,
      });
      // Three times the processing delay: still pending while held.
      await new Promise((resolve) => setTimeout(resolve, 3 * s.api.config.processingMs));
      const held = await lookUp(target);
      expect(held.review.reviewReplied).toBe(false);
      expect(held.review.toBeReviewed).toBe(true);
    } finally {
      const released = await s.sample.admin('PUT', '/__sample/processing', { hold: false });
      expect(released.json()).toMatchObject({ hold: false, released: 1 });
    }
    const applied = await lookUp(target);
    expect(applied.review.reviewReplied).toBe(true);
    expect(applied.review.reviewReplyComment).toBe('Held for a moment');
  });

  it('once the window has closed → 409', async () => {
    const old = await s.read(
      'listReviews',
      { limit: 500 },
      { startDate: shiftDay(TEST_TODAY, -60), endDate: shiftDay(TEST_TODAY, -30) },
    );
    const closed = must(
      [...old.unAnsweredReviews, ...old.unansweredReviewsReviewSite].find(
        (r) => r.daysLeftToReply === 0,
      ),
      'unanswered review with a closed window',
    );
    const body = expectFailure(
      await replyTo(closed, 'Sorry for the late reply'),
      409,
      'REPLY_WINDOW_CLOSED',
    );
    expect(body.message).toMatch(/window/i);
  });

  it('an answered review → 409; an unknown one or the wrong channel → 404; bad fields → 400', async () => {
    const listed = await s.read('listReviews', { limit: 500 }, lastDays(30));
    const answered = must(
      listed.reviews.find((r) => r.reviewReplied),
      'answered review',
    );
    expectFailure(await replyTo(answered, 'Thanks'), 409, 'ALREADY_REPLIED');
    const open = must(
      listed.unAnsweredReviews.find((r) => r.daysLeftToReply > 0 && r.toBeReviewed === null),
      'open review',
    );
    const otherChannel = open.channel === 'MARKETPLACE_2' ? 'MARKETPLACE_3' : 'MARKETPLACE_2';
    expectFailure(
      await replyTo({ ...open, channel: otherChannel }, 'Thanks'),
      404,
      'REVIEW_NOT_FOUND',
    );
    expectFailure(
      await replyTo({ ...open, deliveryUUID: '00000000-0000-4000-8000-000000000000' }, 'Thanks'),
      404,
      'REVIEW_NOT_FOUND',
    );
    expect(fieldPaths(expectFailure(await replyTo(open, '   '), 400, 'INVALID_REQUEST'))).toEqual([
      'comment',
    ]);
    expect(
      fieldPaths(expectFailure(await replyTo(open, 'Thanks', 101), 400, 'INVALID_REQUEST')),
    ).toEqual(['promoValue']);
    // None of these replied to it.
    const still = await s.read('listReviews', { limit: 500 }, lastDays(30));
    expect(still.reviews.find((r) => r.uuid === open.uuid)?.toBeReviewed).toBeNull();
  });
});

describe('manual dispute', () => {
  const findDisputes = async (pick: (d: Disputed) => boolean, range = lastDays(15)) => {
    for (const client of s.clients) {
      const list = await s.read(
        'listDisputedOrders',
        { clientId: client.clientId, limit: 500 },
        range,
      );
      const found = list.orders.find(pick);
      if (found) return { clientId: client.clientId, order: found };
    }
    return undefined;
  };
  const disputeOf = async (clientId: string, order: Disputed) => {
    const list = await s.read(
      'listDisputedOrders',
      { clientId, deliveryUUID: order.deliveryUUID, limit: 500 },
      lastDays(30),
    );
    expect(list.total).toBe(1);
    return must(list.orders[0], 'disputed order');
  };
  const raise = (deliveryUUID: string, reason: string, description?: string) =>
    s.send('raiseManualDispute', undefined, {
      deliveryUUID,
      reason,
      ...(description ? { description } : {}),
    });

  it('an eligible not_disputed order: pending, then decided; raising again → 409', async () => {
    const { clientId, order } = must(
      await findDisputes((d) => d.disputeStatus === 'not_disputed' && d.disputeEligibility),
      'eligible not_disputed order',
    );
    expect(order.ineligibleForDisputeReason).toBe('');
    expect(order.disputeDate).toBe('');
    const channel = order.channel as keyof typeof DISPUTE_CATEGORIES;
    const otherChannel = channel === 'MARKETPLACE_1' ? 'MARKETPLACE_2' : 'MARKETPLACE_1';
    const own = Object.values(DISPUTE_CATEGORIES[channel]).flat() as string[];
    const foreignReason = must(
      (Object.values(DISPUTE_CATEGORIES[otherChannel]).flat() as string[]).find(
        (r) => !own.includes(r),
      ),
      'reason only of the other channel',
    );
    // A reason of the other channel → 400 naming reason, and nothing is raised.
    const wrong = expectFailure(
      await raise(order.deliveryUUID, foreignReason),
      400,
      'INVALID_REQUEST',
    );
    expect(fieldPaths(wrong)).toEqual(['reason']);
    expect((await disputeOf(clientId, order)).disputeStatus).toBe('not_disputed');

    const reason = must(own[0], 'reason');
    const ok = await s.read('raiseManualDispute', undefined, {
      deliveryUUID: order.deliveryUUID,
      reason,
      description: 'Bag arrived without the side',
    });
    expect(ok).toEqual({ status: true, message: 'Dispute refund initiated successfully' });

    const pending = await disputeOf(clientId, order);
    expect(pending).toMatchObject({
      disputeStatus: 'pending',
      disputeDate: TEST_TODAY,
      statusUpdateDate: '',
      disputeReason: reason,
      disputeDescription: 'Bag arrived without the side',
      disputeByService: true,
      isAutoDispute: false,
      disputeWonAmount: 0,
      disputeLostAmount: 0,
    });
    expectFailure(await raise(order.deliveryUUID, reason), 409, 'ALREADY_DISPUTED');

    const decided = await waitFor(async () => {
      const d = await disputeOf(clientId, order);
      return d.disputeStatus === 'pending' ? undefined : d;
    });
    expect(['approved', 'denied']).toContain(decided.disputeStatus);
    expect(decided.statusUpdateDate).toBe(TEST_TODAY);
    expect(cents(decided.disputeWonAmount) + cents(decided.disputeLostAmount)).toBe(
      cents(decided.disputeAmount),
    );
    expect(cents(decided.disputeAmount)).toBe(cents(order.disputeAmount));
    const won = decided.disputeStatus === 'approved';
    expect(cents(won ? decided.disputeWonAmount : decided.disputeLostAmount)).toBe(
      cents(order.disputeAmount),
    );

    // The decision shows in the order and, when won, as refundByService in finance.
    const details = await s.read('getOrderDetails', {
      clientId,
      deliveryUUID: order.deliveryUUID,
      channel: order.channel,
    });
    expect(details.disputeStatus).toBe(decided.disputeStatus);
    expect(cents(details.refundByService)).toBe(won ? cents(order.disputeAmount) : 0);
    expect(cents(details.netPayout)).toBe(
      cents(details.estimatedPayout) +
        cents(details.errorCharges) +
        cents(details.adjustments) +
        cents(details.refundByService),
    );

    const again = expectFailure(await raise(order.deliveryUUID, reason), 409, 'ALREADY_DISPUTED');
    expect(again.message).toContain(decided.disputeStatus);
  });

  it('an order of a marketplace that does not take disputes → 409 naming it', async () => {
    const { order } = must(
      await findDisputes(
        (d) => !['MARKETPLACE_1', 'MARKETPLACE_2'].includes(d.channel),
        lastDays(90),
      ),
      'charge on a non-disputing marketplace',
    );
    expect(order.disputeEligibility).toBe(false);
    const body = expectFailure(
      await raise(
        order.deliveryUUID,
        must(Object.values(DISPUTE_CATEGORIES.MARKETPLACE_1)[0]?.[0], 'reason'),
      ),
      409,
      'CHANNEL_NOT_DISPUTABLE',
    );
    expect(body.message).toContain(order.channel);
    expect(order.ineligibleForDisputeReason).toContain(order.channel);
  });

  it('an expired one → 409; an order without a charge → 409; an unknown order → 404', async () => {
    const { order: expired } = must(
      await findDisputes((d) => d.disputeStatus === 'expired', lastDays(90)),
      'expired dispute',
    );
    const reason = must(
      Object.values(DISPUTE_CATEGORIES[expired.channel as keyof typeof DISPUTE_CATEGORIES])[0]?.[0],
      'reason',
    );
    const body = expectFailure(await raise(expired.deliveryUUID, reason), 409);
    expect(body.message).toMatch(/window/i);

    const clientId = must(s.clients[0], 'client').clientId;
    const financial = await s.read('listFinancialOrders', { clientId, limit: 100 }, lastDays(5));
    const clean = must(
      financial.orders.find(
        (o) => o.errorCharges === 0 && ['MARKETPLACE_1', 'MARKETPLACE_2'].includes(o.channel),
      ),
      'order without a charge',
    );
    expectFailure(await raise(clean.deliveryUUID, reason), 409, 'NO_ERROR_CHARGE');
    expectFailure(
      await raise('00000000-0000-4000-8000-000000000000', reason),
      404,
      'ORDER_NOT_FOUND',
    );
    expect(
      fieldPaths(expectFailure(await raise(clean.deliveryUUID, ''), 400, 'INVALID_REQUEST')),
    ).toEqual(['reason']);
    // A charged order of the client that is not the partner's does not exist for this partner.
    const { store } = s.api;
    const foreign = must(
      store.ledger.clients.find((c) => !c.partnerOwned),
      'foreign client',
    );
    const charged = must(foreign.disputes[0], 'foreign charged order');
    const foreignOrder = store.orderUuid(must(store.ledger.disputes.order[charged], 'order'));
    expectFailure(await raise(foreignOrder, reason), 404, 'ORDER_NOT_FOUND');
  });
});

describe('automatic dispute configuration', () => {
  let clientId: string;
  let listings: OperationResult<'getRestaurantDetails'>['restaurantDetails'][number]['listingDetails'];
  const configs = (body: unknown = {}) =>
    s.read('listAutoDisputeConfigs', { client_id: clientId }, body);

  beforeAll(() => {
    const client = must(s.clients[0], 'client');
    clientId = client.clientId;
    listings = client.listingDetails;
  });

  it('manual-config validates every field, naming it, and adds nothing when invalid', async () => {
    const before = await configs();
    const valid = {
      channel: 'MARKETPLACE_1',
      error: 'MISSING_SIDE_ITEM',
      reason: 'Side item missing',
      description: 'Claim missing sides',
      stores: 'ALL',
      refundPercentage: '50',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ refundPercentage: '101' }, '0.refundPercentage'],
      [{ refundPercentage: '5.5' }, '0.refundPercentage'],
      [{ refundPercentage: 50 }, '0.refundPercentage'],
      [{ reason: 'Some items missing' }, '0.reason'],
      [{ error: 'NEVER_RECEIVED' }, '0.error'],
      [{ stores: 'lst-no-such-store' }, '0.stores'],
      [{ channel: 'MARKETPLACE_3' }, '0.channel'],
      // Names every plain object inherits are no categories (they once crashed the lookup).
      ...['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'].map(
        (error): [Record<string, unknown>, string] => [{ error }, '0.error'],
      ),
    ];
    for (const [change, path] of cases) {
      const reply = await s.send('addManualDisputeConfig', { client_id: clientId }, [
        { ...valid, ...change },
      ]);
      expect(
        fieldPaths(expectFailure(reply, 400, 'INVALID_REQUEST')),
        JSON.stringify(change),
      ).toEqual([path]);
    }
    // The second item is named by its index.
    const second = await s.send('addManualDisputeConfig', { client_id: clientId }, [
      valid,
      { ...valid, refundPercentage: '-1' },
    ]);
    expect(fieldPaths(expectFailure(second, 400, 'INVALID_REQUEST'))).toEqual([
      '1.refundPercentage',
    ]);
    expect(await configs()).toEqual(before);
  });

  it('a valid manual config appears in the configs, and their filters find it', async () => {
    const before = await configs();
    const stores = listings.slice(0, 2).map((l) => l.listingId);
    const item = {
      channel: 'MARKETPLACE_2',
      error: 'FOOD_DAMAGED',
      reason: 'Packaging damaged in transit',
      description: 'Damaged packaging claims',
      stores: stores.join(', '),
      refundPercentage: '75',
    };
    const ok = await s.read('addManualDisputeConfig', { client_id: clientId }, [item]);
    expect(ok).toEqual({ status: true, message: 'Manual configuration added successfully' });
    const after = await configs();
    expect(after).toHaveLength(before.length + 1);
    const added = must(
      after.find((c) => !before.some((b) => b.id === c.id)),
      'added config',
    );
    expect(added).toMatchObject({
      channel: 'MARKETPLACE_2',
      error: 'FOOD_DAMAGED',
      reason: 'Packaging damaged in transit',
      description: 'Damaged packaging claims',
      stores: stores.join(','),
      refundPercentage: 75,
      manuallyCreated: 1,
      isActive: 1,
    });
    expect((await configs({ listingIds: [stores[0]] })).map((c) => c.id)).toContain(added.id);
    expect((await configs({ channel: ['MARKETPLACE_2'] })).map((c) => c.id)).toContain(added.id);
    const m1 = await configs({ channel: ['MARKETPLACE_1'] });
    expect(m1.map((c) => c.id)).not.toContain(added.id);
    for (const c of m1) expect(c.channel).toBe('MARKETPLACE_1');
  });

  it('set-auto-dispute adds one row per store (error and reason ALL, refundPercentage null, manuallyCreated 0)', async () => {
    // A client and dispute channel with stores that have no automatic dispute yet.
    type Pick = { cid: string; channel: 'MARKETPLACE_1' | 'MARKETPLACE_2'; stores: string[] };
    let found: Pick | undefined;
    for (const client of s.clients) {
      const existing = await s.read('listAutoDisputeConfigs', { client_id: client.clientId }, {});
      for (const channel of ['MARKETPLACE_1', 'MARKETPLACE_2'] as const) {
        const stores = client.listingDetails
          .filter((l) =>
            channel === 'MARKETPLACE_1' ? l.isMarketplace1Active : l.isMarketplace2Active,
          )
          .map((l) => l.listingId)
          .filter(
            (id) =>
              !existing.some(
                (c) => c.channel === channel && c.stores === id && c.manuallyCreated === 0,
              ),
          );
        if (!found && stores.length > 0) found = { cid: client.clientId, channel, stores };
      }
    }
    const { cid, channel, stores } = must(found, 'store without automatic disputes');
    const list = () => s.read('listAutoDisputeConfigs', { client_id: cid }, {});
    const before = await list();
    const disputesOf = () =>
      s.read(
        'listDisputedOrders',
        { clientId: cid, limit: 500 },
        { ...lastDays(30), listingIds: stores },
      );
    const disputesBefore = await disputesOf();

    const ok = await s.read('setAutoDispute', { client_id: cid }, { channel, stores });
    expect(ok).toEqual({ status: true, message: 'automatic dispute initiated successfully' });
    // It applies to charges from now on: existing disputes are left alone.
    expect(await disputesOf()).toEqual(disputesBefore);
    const after = await list();
    expect(after).toHaveLength(before.length + stores.length);
    for (const store of stores) {
      const rows = after.filter(
        (c) => c.channel === channel && c.stores === store && c.manuallyCreated === 0,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        error: 'ALL',
        reason: 'ALL',
        refundPercentage: null,
        isActive: 1,
        description: null,
      });
    }
    // Asking again adds nothing.
    await s.read('setAutoDispute', { client_id: cid }, { channel, stores });
    expect(await list()).toHaveLength(after.length);
  });

  it('set-auto-dispute refuses a store that is not on the channel, and an empty list', async () => {
    const off = must(
      s.clients
        .flatMap((c) =>
          c.listingDetails.flatMap((l) => [
            ...(l.isMarketplace1Active
              ? []
              : [{ cid: c.clientId, channel: 'MARKETPLACE_1', store: l.listingId }]),
            ...(l.isMarketplace2Active
              ? []
              : [{ cid: c.clientId, channel: 'MARKETPLACE_2', store: l.listingId }]),
          ]),
        )
        .at(0),
      'store not on a dispute channel',
    );
    const before = await s.read('listAutoDisputeConfigs', { client_id: off.cid }, {});
    const reply = await s.send(
      'setAutoDispute',
      { client_id: off.cid },
      { channel: off.channel, stores: [off.store] },
    );
    expect(fieldPaths(expectFailure(reply, 400, 'INVALID_REQUEST'))).toEqual(['stores']);
    // Another client's store is refused the same way.
    const foreign = must(
      s.clients.find((c) => c.clientId !== off.cid)?.listingDetails[0],
      'other store',
    );
    const other = await s.send(
      'setAutoDispute',
      { client_id: off.cid },
      { channel: off.channel, stores: [foreign.listingId] },
    );
    expect(fieldPaths(expectFailure(other, 400, 'INVALID_REQUEST'))).toEqual(['stores']);
    expect(await s.read('listAutoDisputeConfigs', { client_id: off.cid }, {})).toEqual(before);
    const empty = await s.send(
      'setAutoDispute',
      { client_id: clientId },
      { channel: 'MARKETPLACE_1', stores: [] },
    );
    expect(fieldPaths(expectFailure(empty, 400, 'INVALID_REQUEST'))).toEqual(['stores']);
    const channel = await s.send(
      'setAutoDispute',
      { client_id: clientId },
      { channel: 'MARKETPLACE_3', stores: ['x'] },
    );
    expect(fieldPaths(expectFailure(channel, 400, 'INVALID_REQUEST'))).toEqual(['channel']);
  });
});
