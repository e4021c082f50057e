import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { DialogLayerContext } from '../../components/dialog-layer';
import { FilterBar } from '../../components/filter-bar';
import { PageHeader } from '../../components/page-header';
import { PAGE_HEADINGS } from '../../lib/page-headings';
import { paths } from '../../lib/paths';
import { ClientGate } from '../../entities/client/client-gate';
import { withListings } from '../../entities/client/client-scope';
import { useClientScope } from '../../entities/client/use-client-scope';
import { noReview } from '../../entities/review/review-params';
import { sessionQueryOptions } from '../../lib/session';
import { lazyAfterPaint, usePreload } from '../../performance/load-after-paint';
import { TableSkeleton } from '../../components/table-skeleton';
import { useSearchState } from '../../lib/url-state';
import { reviewsPageShape } from './reviews-loader';
import { ReviewsSummary } from './reviews-summary';
import { ReviewsView } from './reviews-view';
import { keyOf, useReplyFocus } from './use-reply-focus';
import { useReviewSpotlight } from './use-review-spotlight';
import { useReviewsView } from './use-reviews-view';

// The reply dialog (its form, templates and promo fields) loads after the page's first paint.
const ReplyDialog = lazyAfterPaint(() =>
  import('./reply-dialog').then((module) => module.ReplyDialog),
);

// One review opened by link: only such a link draws it, once its review is in.
const ReviewSpotlight = lazyAfterPaint(() =>
  import('./review-spotlight').then((module) => module.ReviewSpotlight),
);

export { prefetch } from './reviews-loader';

const NO_LISTINGS = { title: 'No listings', description: 'This client has no listings to review.' };

export function Component() {
  const [search, setPage] = useSearchState(reviewsPageShape);
  const { view, order, page, review: wanted, customer, rating } = search;
  const session = useQuery(sessionQueryOptions());
  const { details, client, scope: clientScope, restaurants } = useClientScope();
  usePreload('on-intent', ReplyDialog);
  const scope = useMemo(
    () => (client && clientScope ? withListings(client, clientScope) : undefined),
    [client, clientScope],
  );
  const shown = useReviewsView({ scope, view, order, page, filters: { customer, rating } });
  const spotlight = useReviewSpotlight(client, search, shown.unanswered);
  const { replying, openReply, closeReply, layer } = useReplyFocus(shown.listed?.reviews);

  return (
    <Stack gap="md">
      <PageHeader {...PAGE_HEADINGS[paths.reviews]} />
      <FilterBar />
      <ClientGate
        details={details}
        scope={scope}
        loadingLabel="Loading reviews…"
        empty={NO_LISTINGS}
      >
        {() => (
          <Stack gap="md">
            {wanted !== undefined && (
              <Suspense fallback={<TableSkeleton rows={2} label="Loading the review…" />}>
                <ReviewSpotlight
                  deliveryUUID={wanted}
                  review={spotlight.review}
                  search={spotlight.search}
                  restaurants={restaurants}
                  onReply={openReply}
                  onDismiss={() => setPage(noReview)}
                />
              </Suspense>
            )}
            <ReviewsSummary
              needsReply={shown.badge('needs-reply')}
              missed={shown.badge('missed')}
              closingSoon={shown.closingSoon}
              rate={shown.rate}
            />
            <ReviewsView
              shown={shown}
              view={view}
              page={page}
              customer={customer}
              rating={rating}
              restaurants={restaurants}
              onView={(next) => setPage({ view: next, page: 1 }, { push: true })}
              onChange={(patch) => setPage({ ...patch, page: 1 })}
              onPage={(next) => setPage({ page: next }, { push: true })}
              onReply={openReply}
            />
          </Stack>
        )}
      </ClientGate>
      {replying && scope && (
        <DialogLayerContext.Provider value={layer}>
          <Suspense fallback={null}>
            <ReplyDialog
              key={keyOf(replying)}
              review={replying}
              restaurant={restaurants.get(replying.ListingId) ?? replying.ListingId}
              clientId={scope.clientId}
              email={session.data?.email ?? ''}
              onClose={closeReply}
            />
          </Suspense>
        </DialogLayerContext.Provider>
      )}
    </Stack>
  );
}
