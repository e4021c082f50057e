import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ReviewsResult } from '../../../contract/reviews';
import { MAX_LIMIT } from '../../../contract/constants';
import { callOperation } from '../../lib/api-client';
import { scopeBody, type ClientScope } from '../client/client-scope';
import { hasPendingReply } from './review-state';

/**
 * Reviews take no client parameter and no listing means every listing of the partner, so a
 * reviews scope always names its listings (`withListings`); its `clientId` is only for the key.
 */
export const PAGE_SIZE = 20;
/**
 * The most pages of `MAX_LIMIT` (500) one view fetches to filter in the browser: 10 × 500 = 5,000
 * reviews of each list. The upstream filters reviews only by listing, channel and dates; the
 * answerable/missed split, the customer name and the rating are filtered here.
 */
export const MAX_SCAN_PAGES = 10;

/** The four lists, gathered over several pages; `complete` false when the bound cut them. */
export type CollectedReviews = ReviewsResult & { complete: boolean };
/** How often to look again while a reply is accepted but not applied yet. */
export const PENDING_REFETCH_MS = 1000;

export interface ReviewsPage {
  order: '-1' | '1';
  page: number;
}

const fetchReviews = (
  scope: ClientScope,
  query: { limit: number; offset: number; order: '-1' | '1' },
  signal: AbortSignal,
) =>
  callOperation(
    'listReviews',
    {
      query,
      body: scopeBody(scope),
    },
    { signal },
  );

/**
 * Every review of the lists a view needs, newest first, in pages of `MAX_LIMIT` (at most
 * `MAX_SCAN_PAGES`): `unanswered` until both unanswered lists are whole (the queue and the missed
 * ones), `all` until every list is (a customer or rating filter on the other views). One request
 * returns a page of each of the four lists, so the first page also holds the newest of the rest.
 */
async function collectReviews(
  scope: ClientScope,
  need: 'unanswered' | 'all',
  signal: AbortSignal,
): Promise<CollectedReviews> {
  const page = (index: number) =>
    fetchReviews(scope, { limit: MAX_LIMIT, offset: index * MAX_LIMIT, order: '-1' }, signal);
  const first = await page(0);
  const size =
    need === 'all'
      ? Math.max(first.total, first.totalReviewSite)
      : Math.max(first.totalUnAnswered, first.unansweredReviewSite);
  const pages = Math.min(MAX_SCAN_PAGES, Math.ceil(size / MAX_LIMIT));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) => page(index + 1)),
  );
  const lists = [first, ...rest];
  return {
    ...first,
    reviews: lists.flatMap((one) => one.reviews),
    unAnsweredReviews: lists.flatMap((one) => one.unAnsweredReviews),
    reviewSiteReviews: lists.flatMap((one) => one.reviewSiteReviews),
    unansweredReviewsReviewSite: lists.flatMap((one) => one.unansweredReviewsReviewSite),
    complete: size <= pages * MAX_LIMIT,
  };
}

/** The reviews area's query factory, generic → specific. */
export const reviewsQueries = {
  all: () => ['reviews'] as const,
  client: (clientId: string) => [...reviewsQueries.all(), clientId] as const,
  /** One page of the four lists; refreshes every second while a reply is pending. */
  page: (scope: ClientScope | undefined, { order, page }: ReviewsPage) =>
    queryOptions({
      queryKey: [
        ...reviewsQueries.client(scope?.clientId ?? ''),
        'page',
        scope ?? null,
        { order, page },
      ] as const,
      queryFn: scope
        ? ({ signal }) =>
            fetchReviews(scope, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, order }, signal)
        : skipToken,
      refetchInterval: (query) => (hasPendingReply(query.state.data) ? PENDING_REFETCH_MS : false),
    }),
  /** See `collectReviews`; refreshes every second while a reply is pending. */
  collected: (scope: ClientScope | undefined, need: 'unanswered' | 'all') =>
    queryOptions({
      queryKey: [
        ...reviewsQueries.client(scope?.clientId ?? ''),
        'collected',
        scope ?? null,
        need,
      ] as const,
      queryFn: scope ? ({ signal }) => collectReviews(scope, need, signal) : skipToken,
      refetchInterval: (query) => (hasPendingReply(query.state.data) ? PENDING_REFETCH_MS : false),
    }),
  /**
   * The newest unanswered reviews (as many as one request may hold), for "closing within two
   * days": those are at most two weeks old, so the newest hold them unless there are thousands.
   */
  recent: (scope: ClientScope | undefined) =>
    queryOptions({
      queryKey: [...reviewsQueries.client(scope?.clientId ?? ''), 'recent', scope ?? null] as const,
      queryFn: scope
        ? ({ signal }) => fetchReviews(scope, { limit: MAX_LIMIT, offset: 0, order: '-1' }, signal)
        : skipToken,
      refetchInterval: (query) => (hasPendingReply(query.state.data) ? PENDING_REFETCH_MS : false),
    }),
};
