import { queryOptions } from '@tanstack/react-query';
import type { Channel } from '../../../contract/common';
import { MAX_LIMIT } from '../../../contract/common';
import { callOperation } from '../../lib/api-client';
import { restaurantDetailsQueryOptions } from '../../lib/restaurant-details';
import { hasPendingReply } from './review-state';

export const PAGE_SIZE = 20;
/** How often to look again while a reply is accepted but not applied yet. */
export const PENDING_REFETCH_MS = 1000;

export interface ReviewsScope {
  /** Only for the cache key: reviews take no client parameter, the listing ids scope them. */
  clientId: string;
  /** Every listing of the client when the listings filter is empty (never empty itself). */
  listingIds: string[];
  channels: Channel[];
  from: string;
  to: string;
}

export interface ReviewsPage {
  order: '-1' | '1';
  page: number;
}

const fetchReviews = (
  scope: ReviewsScope,
  query: { limit: number; offset: number; order: '-1' | '1' },
  signal: AbortSignal,
) =>
  callOperation(
    'listReviews',
    {
      query,
      body: {
        startDate: scope.from,
        endDate: scope.to,
        listingIds: scope.listingIds,
        ...(scope.channels.length > 0 ? { channel: scope.channels } : {}),
      },
    },
    { signal },
  );

/** The reviews area's query factory, generic → specific. */
export const reviewsQueries = {
  all: () => ['reviews'] as const,
  client: (clientId: string) => [...reviewsQueries.all(), clientId] as const,
  restaurantDetails: restaurantDetailsQueryOptions,
  /** One page of the four lists; refreshes every second while a reply is pending. */
  page: (scope: ReviewsScope, { order, page }: ReviewsPage) =>
    queryOptions({
      queryKey: [...reviewsQueries.client(scope.clientId), 'page', scope, { order, page }] as const,
      queryFn: ({ signal }) =>
        fetchReviews(scope, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, order }, signal),
      refetchInterval: (query) => (hasPendingReply(query.state.data) ? PENDING_REFETCH_MS : false),
    }),
  /**
   * The newest unanswered reviews (as many as one request may hold), for "closing within two
   * days": those are at most two weeks old, so the newest hold them unless there are thousands.
   */
  recent: (scope: ReviewsScope) =>
    queryOptions({
      queryKey: [...reviewsQueries.client(scope.clientId), 'recent', scope] as const,
      queryFn: ({ signal }) =>
        fetchReviews(scope, { limit: MAX_LIMIT, offset: 0, order: '-1' }, signal),
      refetchInterval: (query) => (hasPendingReply(query.state.data) ? PENDING_REFETCH_MS : false),
    }),
};
