/**
 * The soak's own look at the gateway (the sample API, with a token of its own, not the
 * dashboard's): the clients before the run, its counts, and after the run the state of every
 * write; and at the audit log, in the people database.
 */
import { request } from 'undici';
import { DISPUTE_WINDOW_DAYS, LONGEST_REPLY_WINDOW_DAYS } from '../../src/contract/constants';
import type { DisputedOrdersResult } from '../../src/contract/disputes';
import type { Client, RestaurantDetailsResult } from '../../src/contract/listings';
import type { AuditAction, AuditEntry } from '../../src/contract/people';
import type { ReviewsResult } from '../../src/contract/reviews';
import { openPeopleStore } from '../../src/people/db/open-store';
import { createUpstream } from '../../src/proxy/upstream';
import { addDays } from '../../src/web/lib/calendar';

export interface SampleStats {
  requests: Record<string, number>;
  raisesSent: Record<string, number>;
  repliesSent: Record<string, number>;
  /** Replies of 429 it gave (its limit's; the soak sets no faults). */
  rateLimited: number;
  /** The most requests one token sent in one minute. */
  busiestWindow: number;
}

/** Operations that are not reads a page makes: sign-in, token refresh and writes. */
export const NOT_READS = new Set([
  'signIn',
  'refreshToken',
  'replyToReview',
  'raiseManualDispute',
  'setAutoDispute',
  'addManualDisputeConfig',
]);

/** The reads the gateway was asked, by every instance. */
export const upstreamReadsOf = (stats: SampleStats) =>
  Object.entries(stats.requests)
    .filter(([id]) => !NOT_READS.has(id))
    .reduce((sum, [, n]) => sum + n, 0);

export const createGateway = async ({
  url,
  apiKey,
  email,
  password,
}: {
  url: string;
  apiKey: string;
  email: string;
  password: string;
}) => {
  const upstream = createUpstream({ baseUrl: url, apiKey, timeoutMs: 60_000 });
  // The gateway's token for this look (not the dashboard's: its requests count apart).
  const call = async <T>(id: Parameters<typeof upstream.call>[0], input = {}) => {
    const reply = await upstream.call(id, { ...input, token: session.token });
    if (reply.status !== 200) throw new Error(`${id}: ${reply.status} ${reply.body.toString()}`);
    return (JSON.parse(reply.body.toString('utf8')) as { result: T }).result;
  };
  const session: { token?: string } = {};
  session.token = (await call<{ token: string }>('signIn', { body: { email, password } })).token;

  const admin = async (method: 'GET' | 'DELETE', path: string) =>
    (await request(`${url}${path}`, { method, headers: { 'x-api-key': apiKey } })).body.json();

  return {
    clients: async () =>
      (await call<RestaurantDetailsResult>('getRestaurantDetails')).restaurantDetails,
    stats: () => admin('GET', '/__sample/stats') as Promise<SampleStats>,
    clearStats: () => admin('DELETE', '/__sample/stats'),
    /** The reviews replied to and the orders raised, of every client, over the window worked on. */
    async writesApplied(clients: readonly Client[], today: string) {
      const replied = new Set<string>();
      const raised = new Set<string>();
      for (const client of clients) {
        const listingIds = client.listingDetails.map((listing) => listing.listingId);
        for (let offset = 0; listingIds.length > 0; offset += 500) {
          const page = await call<ReviewsResult>('listReviews', {
            query: { limit: 500, offset, order: '-1' },
            body: {
              startDate: addDays(today, -LONGEST_REPLY_WINDOW_DAYS - 1),
              endDate: today,
              listingIds,
            },
          });
          for (const review of page.reviews)
            if (review.reviewReplyComment !== null) replied.add(review.deliveryUUID);
          if (page.reviews.length < 500) break;
        }
        for (let offset = 0; ; offset += 500) {
          const page = await call<DisputedOrdersResult>('listDisputedOrders', {
            query: { clientId: client.clientId, limit: 500, offset },
            body: {
              startDate: addDays(today, -Math.max(31, DISPUTE_WINDOW_DAYS + 1)),
              endDate: today,
            },
          });
          for (const order of page.orders)
            if (order.disputeStatus !== 'not_disputed') raised.add(order.deliveryUUID);
          if (page.orders.length < 500) break;
        }
      }
      return { replied, raised };
    },
  };
};

/** Every audit entry of an action, from the people database the instances share. */
export const auditOf = async (
  databaseUrl: string,
  encryptionKey: string,
  actions: readonly AuditAction[],
) => {
  const store = await openPeopleStore({ databaseUrl, encryptionKey, timeoutMs: 30_000 });
  const entries: AuditEntry[] = [];
  try {
    for (const action of actions) {
      let before: string | undefined;
      for (;;) {
        const page = await store.listAudit({
          action,
          limit: 500,
          visibleTo: null,
          ...(before ? { before } : {}),
        });
        entries.push(...page.entries);
        if (!page.nextBefore) break;
        before = page.nextBefore;
      }
    }
  } finally {
    await store.close();
  }
  return entries;
};
