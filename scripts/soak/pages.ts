/**
 * What each page reads when a person opens it, as the web app asks it: the same operations,
 * inputs and paging, built with the web app's own scope helpers (src/web/entities). Identical
 * reads within one page are asked once (the app's query cache joins them); a page opened again
 * asks only what its browser holds no fresh reply to (30 s, as the app's query cache; the
 * browser's part is in browser.ts).
 *
 * - shell (every page's first load): the session, the clients list.
 * - reviews ("needs a reply"): the unanswered reviews of the range and of the reply window.
 * - disputes: the range's disputes, each days-left bucket's, the POS table, the first page.
 * - finance: the overview and the compared period's, deposits, tax, estimate vs actual, POS.
 * - listings: the clients list only.
 * - portfolio: a row per client, four clients at a time, each row its client's figures
 *   (background priority: rows fill while the person reads).
 */
import { MAX_LIMIT } from '../../src/contract/constants';
import type { DisputedOrder, DisputedOrdersResult } from '../../src/contract/disputes';
import type { Client, RestaurantDetailsResult } from '../../src/contract/listings';
import type { OperationId } from '../../src/contract/operations';
import type { Review, ReviewsResult } from '../../src/contract/reviews';
import {
  clientScope,
  normalScope,
  scopeBody,
  withListings,
  type ClientScope,
} from '../../src/web/entities/client/client-scope';
import { bucketScopes } from '../../src/web/entities/dispute/money-left';
import { comparedScope, financeScope } from '../../src/web/entities/finance/finance-scope';
import { replyWindowScope } from '../../src/web/entities/review/reviews-scope';
import { compareModeOf } from '../../src/web/entities/finance/finance-scope';
import { DEFAULT_PAGE_SIZE } from '../../src/web/lib/page-size';
import { readFilters } from '../../src/web/lib/url-state';
import type { Browser } from './browser';

export const PAGES = ['reviews', 'disputes', 'finance', 'listings', 'portfolio'] as const;
export type PageId = (typeof PAGES)[number];

/** What a page showed that a person may act on. */
export interface Seen {
  reviews: Review[];
  orders: (DisputedOrder & { clientId: string })[];
}

type Input = { query?: unknown; body?: unknown };

/** What a page keeps of a reply it only shows (nothing a person acts on): nothing. */
const shown = () => null;

/** One page visit's reads, identical ones joined. */
const visit = (browser: Browser, background: boolean) => {
  const asked = new Map<string, Promise<unknown>>();
  return <T, K>(id: OperationId, input: Input, keep: (result: T) => K): Promise<K | undefined> => {
    const key = `${id} ${JSON.stringify(input)}`;
    let reply = asked.get(key);
    if (!reply) {
      reply = browser.read<T, K>(id, input, { background, keep });
      asked.set(key, reply);
    }
    return reply as Promise<K | undefined>;
  };
};
type Read = ReturnType<typeof visit>;

/** `fetchAllPages`: the first page says how many, the rest follow four at a time. */
const everyDispute = async (read: Read, scope: ClientScope) => {
  const page = (offset: number) =>
    read(
      'listDisputedOrders',
      {
        query: { clientId: scope.clientId, limit: MAX_LIMIT, offset },
        body: scopeBody(scope),
      },
      (result: DisputedOrdersResult) => ({
        total: result.total,
        orders: result.orders.filter(
          (order) => order.disputeStatus === 'not_disputed' && order.disputeEligibility,
        ),
      }),
    );
  const first = await page(0);
  if (!first) return [];
  const offsets: number[] = [];
  for (let offset = MAX_LIMIT; offset < first.total; offset += MAX_LIMIT) offsets.push(offset);
  const rest: DisputedOrder[][] = [];
  const worker = async () => {
    for (let next = offsets.shift(); next !== undefined; next = offsets.shift())
      rest.push((await page(next))?.orders ?? []);
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return [...first.orders, ...rest.flat()];
};

/** `collectReviews(scope, 'unanswered')`: pages of 500 until both unanswered lists are whole. */
const unansweredReviews = async (read: Read, scope: ClientScope) => {
  const page = (index: number) =>
    read(
      'listReviews',
      {
        query: { limit: MAX_LIMIT, offset: index * MAX_LIMIT, order: '-1' },
        body: scopeBody(scope),
      },
      (result: ReviewsResult) => ({
        totalUnAnswered: result.totalUnAnswered,
        unansweredReviewSite: result.unansweredReviewSite,
        unAnsweredReviews: result.unAnsweredReviews.filter((r) => r.daysLeftToReply > 0),
      }),
    );
  const first = await page(0);
  if (!first) return [];
  const size = Math.max(first.totalUnAnswered, first.unansweredReviewSite);
  const pages = Math.min(10, Math.ceil(size / MAX_LIMIT));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => page(i + 1)),
  );
  return [first, ...rest].flatMap((one) => one?.unAnsweredReviews ?? []);
};

const financeInput = (scope: ClientScope) => ({
  query: { clientId: scope.clientId },
  body: scopeBody(scope),
});

const reviewsPage = async (read: Read, client: Client, scope: ClientScope, today: string) => {
  const named = withListings(client, scope);
  if (!named) return { reviews: [], orders: [] };
  const [, inWindow] = await Promise.all([
    unansweredReviews(read, named),
    unansweredReviews(read, replyWindowScope(named, today)),
  ]);
  return { reviews: inWindow.filter((review) => review.daysLeftToReply > 0), orders: [] };
};

const disputesPage = async (read: Read, scope: ClientScope, today: string) => {
  const buckets = bucketScopes(scope, today);
  const whole = financeScope(scope)!;
  const lists = await Promise.all([
    everyDispute(read, scope),
    everyDispute(read, buckets.closing),
    everyDispute(read, buckets.soon),
    everyDispute(read, buckets.later),
    read('getPosVsOffPremise', financeInput(whole), shown).then(() => []),
    read(
      'listDisputedOrders',
      {
        query: { clientId: scope.clientId, limit: Number(DEFAULT_PAGE_SIZE), offset: 0 },
        body: scopeBody(scope),
      },
      shown,
    ).then(() => []),
  ]);
  const open = new Map<string, DisputedOrder & { clientId: string }>();
  for (const order of lists.flat())
    if (order.disputeStatus === 'not_disputed' && order.disputeEligibility)
      open.set(order.deliveryUUID, { ...order, clientId: scope.clientId });
  return { reviews: [], orders: [...open.values()] };
};

const financePage = async (read: Read, scope: ClientScope) => {
  const whole = financeScope(scope)!;
  await Promise.all([
    read('getFinanceOverview', financeInput(comparedScope(whole, compareModeOf('', whole))), shown),
    read('getDepositDetails', financeInput(whole), shown),
    read('getTaxDetails', financeInput(whole), shown),
    read('getEstimateVsActual', financeInput(whole), shown),
    read('getPosVsOffPremise', financeInput(whole), shown),
    read('getFinanceOverview', financeInput(whole), shown),
  ]);
  return { reviews: [], orders: [] };
};

/** One portfolio row (`loadRow`): the client's figures, from the same queries its pages use. */
const portfolioRow = async (read: Read, client: Client, scope: ClientScope, today: string) => {
  const whole = financeScope(scope)!;
  const buckets = bucketScopes(scope, today);
  const named = withListings(client, scope);
  await Promise.all([
    read('getFinanceOverview', financeInput(whole), shown),
    read('getFinanceOverview', financeInput(comparedScope(whole, 'previous-period')), shown),
    everyDispute(read, scope),
    everyDispute(read, buckets.closing),
    everyDispute(read, buckets.soon),
    everyDispute(read, buckets.later),
    named && unansweredReviews(read, named),
    named && unansweredReviews(read, replyWindowScope(named, today)),
    read('getPosVsOffPremise', financeInput(whole), shown),
    read('getDepositDetails', financeInput(whole), shown),
  ]);
};

const portfolioPage = async (read: Read, details: RestaurantDetailsResult, today: string) => {
  const filters = readFilters(new URLSearchParams(), today);
  const rows = [...details.restaurantDetails];
  const worker = async () => {
    for (let client = rows.shift(); client; client = rows.shift()) {
      const scope = normalScope({
        clientId: client.clientId,
        listingIds: [],
        channels: filters.channels,
        from: filters.from,
        to: filters.to,
      });
      await portfolioRow(read, client, scope, today);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return { reviews: [], orders: [] };
};

/** The shell's first reads: the session and the clients list (undefined: the app cannot start). */
export const openShell = async (browser: Browser) => {
  await browser.session();
  return browser.read<RestaurantDetailsResult>('getRestaurantDetails', {});
};

/**
 * Opens a page for a client (`clientId`; none: the app's default, the first client) and waits
 * until all its reads are answered.
 */
export const openPage = async (
  browser: Browser,
  page: PageId,
  details: RestaurantDetailsResult,
  today: string,
  clientId?: string,
): Promise<Seen> => {
  const params = new URLSearchParams(clientId ? { client: clientId } : {});
  const scope = clientScope(details, readFilters(params, today));
  const client = details.restaurantDetails.find((one) => one.clientId === scope?.clientId);
  if (page === 'listings') return { reviews: [], orders: [] };
  if (page === 'portfolio') return portfolioPage(visit(browser, true), details, today);
  if (!scope || !client) return { reviews: [], orders: [] };
  const read = visit(browser, false);
  if (page === 'reviews') return reviewsPage(read, client, scope, today);
  if (page === 'disputes') return disputesPage(read, scope, today);
  return financePage(read, scope);
};
