import { Alert, Stack } from '@mantine/core';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { Review } from '../../../contract/reviews';
import { DialogLayerContext, type DialogLayer } from '../../components/dialog-frame';
import { EmptyState } from '../../components/empty-state';
import { FilterBar } from '../../components/filter-bar';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { formatCount } from '../../lib/format';
import { routeDataOrNothing } from '../../lib/route-data';
import { sessionQueryOptions } from '../../lib/session';
import { param, readFilters, readSearch, useFilters, useSearchState } from '../../lib/url-state';
import { itemScope, itemShape, reviewRangeOf } from '../../lib/order-links';
import { resolveClient, restaurantNames } from '../../lib/restaurant-details';
import { ReplyDialog } from './reply-dialog';
import { allReviews } from './review-state';
import { ReviewSpotlight } from './review-spotlight';
import { ORDERS, RATINGS, replyRate, VIEW_IDS, viewOf } from './review-views';
import { ReviewsControls } from './reviews-controls';
import { ReviewsList } from './reviews-list';
import { MAX_SCAN_PAGES, reviewsQueries } from './reviews-queries';
import { reviewsScope } from './reviews-scope';
import { ReviewsSummary } from './reviews-summary';
import { ReviewsTabs } from './reviews-tabs';
import { useReviewsView, viewQueries } from './use-reviews-view';
import { MAX_LIMIT } from '../../../contract/common';

const pageShape = {
  view: param.oneOf(VIEW_IDS, 'needs-reply'),
  order: param.oneOf(ORDERS, 'default'),
  /** Part of a customer's name (filtered in the browser: the upstream cannot). */
  customer: param.text(),
  rating: param.oneOf(RATINGS, 'any'),
  page: param.page(),
  /** One review to show first, by its order's deliveryUUID (links from an order). */
  review: param.id(),
  /** Where that review is found whatever the filters: its channel and order date. */
  ...itemShape,
};

export const createLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const details = await routeDataOrNothing(
      queryClient,
      reviewsQueries.restaurantDetails(),
      request,
    );
    const params = new URL(request.url).searchParams;
    const scope = details && reviewsScope(details, readFilters(params));
    if (scope) {
      const { view, order, page, customer, rating } = readSearch(params, pageShape);
      const queries = viewQueries({ scope, view, order, page, filters: { customer, rating } });
      // Started, not awaited: the page (and a filter change) shows at once, reviews follow.
      if (queries.unanswered) void queryClient.prefetchQuery(queries.unanswered);
      if (queries.everything) void queryClient.prefetchQuery(queries.everything);
      if (queries.page) void queryClient.prefetchQuery(queries.page);
    }
    return null;
  };

const NO_SCOPE = { clientId: '', listingIds: [], channels: [], from: '', to: '' };

const replyButtonOf = (key: string) =>
  document.querySelector<HTMLElement>(
    `article[data-review-key="${CSS.escape(key)}"] button[data-reply]`,
  );
const keyOf = (review: Review) => `${review.channel}:${review.deliveryUUID}`;

export function Component() {
  const [filters] = useFilters();
  const [search, setPage] = useSearchState(pageShape);
  const { view, order, page, review: wanted, customer, rating, channel, ordered } = search;
  const [replying, setReplying] = useState<Review | null>(null);
  // The reviews listed when the dialog opened: after a reply, focus goes to the next one's Reply.
  const shownWhenOpened = useRef<string[]>([]);
  const details = useQuery(reviewsQueries.restaurantDetails());
  const session = useQuery(sessionQueryOptions());
  const scope = details.data ? reviewsScope(details.data, filters) : undefined;
  const shown = useReviewsView({ scope, view, order, page, filters: { customer, rating } });
  const restaurants = restaurantNames(details.data);
  const current = viewOf(view);
  // The review a link asked for is looked up by its own channel and date, not the filters.
  const client = details.data ? resolveClient(details.data, filters.client) : undefined;
  const lookupScope =
    wanted === undefined ? undefined : itemScope(client, { channel, ordered }, reviewRangeOf);
  const lookup = useQuery({
    ...reviewsQueries.recent(lookupScope ?? NO_SCOPE),
    enabled: lookupScope !== undefined,
  });
  const searched = lookupScope ? lookup : shown.unanswered;
  const spotlight =
    wanted === undefined || !searched.data
      ? undefined
      : allReviews(searched.data).find(
          (one) => one.deliveryUUID === wanted && (!channel || one.channel === channel),
        );

  const openReply = (review: Review) => {
    shownWhenOpened.current = (shown.listed?.reviews ?? []).map(keyOf);
    setReplying(review);
  };
  const replyingKey = replying ? keyOf(replying) : undefined;
  const layer = useMemo<DialogLayer>(
    () => ({
      report: () => undefined,
      // The reviewed one's Reply is gone once answered: the next answerable one after it, else
      // the one before it.
      fallback: () => {
        const keys = shownWhenOpened.current;
        const at = replyingKey === undefined ? -1 : keys.indexOf(replyingKey);
        const candidates = [...keys.slice(at + 1), ...keys.slice(0, Math.max(at, 0)).reverse()];
        for (const key of candidates) {
          const button = replyButtonOf(key);
          if (button) return button;
        }
        return null;
      },
    }),
    [replyingKey],
  );

  const partial = shown.unanswered.data !== undefined && !shown.unanswered.data.complete;

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
          <Stack gap="md">
            {wanted !== undefined && (
              <ReviewSpotlight
                deliveryUUID={wanted}
                review={spotlight}
                search={searched}
                restaurants={restaurants}
                onReply={openReply}
                onDismiss={() => setPage({ review: undefined, channel: '', ordered: undefined })}
              />
            )}
            <ReviewsSummary
              needsReply={shown.badge('needs-reply')}
              missed={shown.badge('missed')}
              closingSoon={shown.closingSoon}
              replyRate={shown.unanswered.data ? replyRate(shown.unanswered.data) : undefined}
              reviews={
                shown.unanswered.data &&
                shown.unanswered.data.total + shown.unanswered.data.totalReviewSite
              }
            />
            <ReviewsTabs
              badge={shown.badge}
              view={view}
              onView={(next) => setPage({ view: next, page: 1 }, { push: true })}
              controls={
                <ReviewsControls
                  view={view}
                  order={shown.resolved}
                  customer={customer}
                  rating={rating}
                  onChange={(patch) => setPage({ ...patch, page: 1 })}
                />
              }
            >
              {partial && (view === 'needs-reply' || view === 'missed') && (
                <Alert color="yellow" mb="sm" title="Only the newest unanswered reviews">
                  More than {formatCount(MAX_SCAN_PAGES * MAX_LIMIT)} reviews are unanswered in this
                  range; these are the newest. Narrow the dates to see the rest.
                </Alert>
              )}
              <QueryState
                query={shown.source}
                errorTitle="Could not load the reviews"
                loadingLabel="Loading reviews…"
              >
                {() => (
                  <ReviewsList
                    reviews={shown.listed?.reviews ?? []}
                    count={shown.listed?.count ?? 0}
                    page={page}
                    label={current.label}
                    empty={
                      view === 'needs-reply' && !customer && rating === 'any'
                        ? {
                            title: 'Nothing needs a reply',
                            description: 'Every review that can still be answered has its reply.',
                          }
                        : undefined
                    }
                    restaurants={restaurants}
                    onPage={(next) => setPage({ page: next }, { push: true })}
                    onReply={openReply}
                  />
                )}
              </QueryState>
            </ReviewsTabs>
          </Stack>
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
        <DialogLayerContext.Provider value={layer}>
          <ReplyDialog
            key={keyOf(replying)}
            review={replying}
            restaurant={restaurants.get(replying.ListingId) ?? replying.ListingId}
            clientId={scope.clientId}
            email={session.data?.email ?? ''}
            onClose={() => setReplying(null)}
          />
        </DialogLayerContext.Provider>
      )}
    </Stack>
  );
}
