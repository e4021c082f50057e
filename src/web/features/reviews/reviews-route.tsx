import { Select, Stack } from '@mantine/core';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { MAX_LIMIT } from '../../../contract/common';
import type { Review } from '../../../contract/reviews';
import { EmptyState } from '../../components/empty-state';
import { FilterBar } from '../../components/filter-bar';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { ensureRouteData } from '../../lib/route-data';
import { sessionQueryOptions } from '../../lib/session';
import { param, readFilters, readSearch, useFilters, useSearchState } from '../../lib/url-state';
import { ReplyDialog } from './reply-dialog';
import { allReviews, closingSoon as closingSoonOf } from './review-state';
import { ReviewSpotlight } from './review-spotlight';
import { summarize, viewOf, VIEW_IDS } from './review-views';
import { ReviewsList } from './reviews-list';
import { PAGE_SIZE, reviewsQueries } from './reviews-queries';
import { itemScope, itemShape, reviewRangeOf } from '../../lib/order-links';
import { resolveClient, restaurantNames } from '../../lib/restaurant-details';
import { reviewsScope } from './reviews-scope';
import { ReviewsSummary } from './reviews-summary';
import { ReviewsTabs } from './reviews-tabs';

const ORDERS = ['newest', 'oldest'] as const;
const pageShape = {
  view: param.oneOf(VIEW_IDS, 'all'),
  order: param.oneOf(ORDERS, 'newest'),
  page: param.page(),
  /** One review to show first, by its order's deliveryUUID (links from an order). */
  review: param.id(),
  /** Where that review is found whatever the filters: its channel and order date. */
  ...itemShape,
};
const upstreamOrder = (order: (typeof ORDERS)[number]) => (order === 'newest' ? '-1' : '1');

export const createLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const details = await ensureRouteData(queryClient, reviewsQueries.restaurantDetails(), request);
    const params = new URL(request.url).searchParams;
    const scope = reviewsScope(details, readFilters(params));
    if (scope) {
      const { order, page } = readSearch(params, pageShape);
      await ensureRouteData(
        queryClient,
        reviewsQueries.page(scope, { order: upstreamOrder(order), page }),
        request,
      );
    }
    return null;
  };

export function Component() {
  const [filters] = useFilters();
  const [{ view, order, page, review: wanted, channel, ordered }, setPage] =
    useSearchState(pageShape);
  const [replying, setReplying] = useState<Review | null>(null);
  const details = useQuery(reviewsQueries.restaurantDetails());
  const session = useQuery(sessionQueryOptions());
  const scope = details.data ? reviewsScope(details.data, filters) : undefined;
  const pageQuery = {
    ...reviewsQueries.page(scope ?? EMPTY_SCOPE, { order: upstreamOrder(order), page }),
    enabled: scope !== undefined,
    placeholderData: keepPreviousData,
  };
  const reviews = useQuery(pageQuery);
  const recent = useQuery({
    ...reviewsQueries.recent(scope ?? EMPTY_SCOPE),
    enabled: scope !== undefined,
  });
  // The review a link asked for is looked up by its own channel and date, not the filters.
  const client = details.data ? resolveClient(details.data, filters.client) : undefined;
  const lookupScope =
    wanted === undefined ? undefined : itemScope(client, { channel, ordered }, reviewRangeOf);
  const lookup = useQuery({
    ...reviewsQueries.recent(lookupScope ?? EMPTY_SCOPE),
    enabled: lookupScope !== undefined,
  });
  const restaurants = restaurantNames(details.data);
  const current = viewOf(view);
  const spotlight =
    wanted === undefined
      ? undefined
      : [
          ...(reviews.data ? allReviews(reviews.data) : []),
          ...(recent.data ? allReviews(recent.data) : []),
          ...(lookup.data ? allReviews(lookup.data) : []),
        ].find((one) => one.deliveryUUID === wanted && (!channel || one.channel === channel));

  const closing = recent.data
    ? closingSoonOf([...recent.data.unAnsweredReviews, ...recent.data.unansweredReviewsReviewSite])
    : undefined;
  const closingSoon = closing?.length;
  const partial =
    recent.data !== undefined &&
    (recent.data.totalUnAnswered > MAX_LIMIT || recent.data.unansweredReviewSite > MAX_LIMIT);
  const listed =
    current.id === 'closing-soon'
      ? {
          reviews: (closing ?? []).slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
          count: closing?.length ?? 0,
        }
      : reviews.data && {
          reviews: reviews.data[current.list],
          count: reviews.data[current.count],
        };

  const body = (
    <QueryState
      query={details}
      errorTitle="Could not load the listings"
      loadingLabel="Loading reviews…"
    >
      {() =>
        !scope ? (
          <EmptyState title="No listings" description="This client has no listings to review." />
        ) : (
          <QueryState
            query={reviews}
            errorTitle="Could not load the reviews"
            loadingLabel="Loading reviews…"
          >
            {(result) => (
              <Stack gap="md">
                {wanted !== undefined && (
                  <ReviewSpotlight
                    deliveryUUID={wanted}
                    review={spotlight}
                    search={lookupScope ? lookup : recent}
                    restaurants={restaurants}
                    onReply={setReplying}
                    onDismiss={() =>
                      setPage({ review: undefined, channel: '', ordered: undefined })
                    }
                  />
                )}
                <ReviewsSummary
                  summary={summarize(result)}
                  closingSoon={closingSoon}
                  closingSoonPartial={partial}
                />
                <ReviewsTabs
                  result={result}
                  closingSoon={
                    closingSoon === undefined ? undefined : `${closingSoon}${partial ? '+' : ''}`
                  }
                  view={view}
                  onView={(next) => setPage({ view: next, page: 1 }, { push: true })}
                  actions={
                    <Select
                      label="Order"
                      data={[
                        { value: 'newest', label: 'Newest first' },
                        { value: 'oldest', label: 'Oldest first' },
                      ]}
                      value={order}
                      onChange={(next) => next && setPage({ order: next as typeof order, page: 1 })}
                      allowDeselect={false}
                      w={160}
                    />
                  }
                >
                  <ReviewsList
                    reviews={listed?.reviews ?? []}
                    count={listed?.count ?? 0}
                    page={page}
                    label={current.label}
                    restaurants={restaurants}
                    onPage={(next) => setPage({ page: next }, { push: true })}
                    onReply={setReplying}
                  />
                </ReviewsTabs>
              </Stack>
            )}
          </QueryState>
        )
      }
    </QueryState>
  );

  return (
    <Stack gap="md">
      <PageHeader
        title="Reviews"
        description="What customers said about their orders, and your replies."
      />
      <FilterBar />
      {body}
      {replying && scope && (
        <ReplyDialog
          key={`${replying.channel}:${replying.deliveryUUID}`}
          review={replying}
          restaurant={restaurants.get(replying.ListingId) ?? replying.ListingId}
          clientId={scope.clientId}
          email={session.data?.email ?? ''}
          onClose={() => setReplying(null)}
        />
      )}
    </Stack>
  );
}

const EMPTY_SCOPE = { clientId: '', listingIds: [], channels: [], from: '', to: '' };
