import { Suspense } from 'react';
import type { Review } from '../../../contract/reviews';
import { MAX_LIMIT } from '../../../contract/constants';
import { Alert } from '../../components/plain-button';
import { QueryState } from '../../components/query-state';
import { TableSkeleton } from '../../components/table-skeleton';
import { lazyAfterPaint, usePreload } from '../../performance/load-after-paint';
import { formatCount } from '../../lib/format';
import { viewOf, type LocalFilters, type Order, type ViewId } from './review-views';
import { ReviewsControls } from './reviews-controls';
import { MAX_SCAN_PAGES } from '../../entities/review/reviews-queries';
import { ReviewsTabs } from './reviews-tabs';
import type { useReviewsView } from './use-reviews-view';

interface ReviewsViewProps extends LocalFilters {
  shown: ReturnType<typeof useReviewsView>;
  view: ViewId;
  page: number;
  restaurants: Map<string, string>;
  onView: (view: ViewId) => void;
  onChange: (patch: Partial<LocalFilters & { order: Order }>) => void;
  onPage: (page: number) => void;
  onReply: (review: Review) => void;
}

/** The review cards: drawn once the reviews are in, so their code loads beside them. */
const ReviewsList = lazyAfterPaint(() =>
  import('./reviews-list').then((module) => module.ReviewsList),
);

/** The tabs of the reviews page, their controls and the chosen view's list. */
export function ReviewsView(props: ReviewsViewProps) {
  usePreload('after-paint', ReviewsList);
  const { shown, view, page, customer, rating } = props;
  const gathered = view === 'needs-reply' ? shown.inWindow : shown.unanswered;
  const partial = gathered.data !== undefined && !gathered.data.complete;
  return (
    <ReviewsTabs
      badge={shown.badge}
      view={view}
      onView={props.onView}
      controls={
        <ReviewsControls
          view={view}
          order={shown.resolved}
          customer={customer}
          rating={rating}
          onChange={props.onChange}
        />
      }
    >
      {partial && (view === 'needs-reply' || view === 'missed') && (
        <Alert color="yellow" mb="sm" title="Only the newest unanswered reviews">
          {view === 'needs-reply'
            ? `More than ${formatCount(MAX_SCAN_PAGES * MAX_LIMIT)} reviews can still be answered; these are the newest. Narrow the listings or channels to see the rest.`
            : `More than ${formatCount(MAX_SCAN_PAGES * MAX_LIMIT)} reviews are unanswered in this range; these are the newest. Narrow the dates to see the rest.`}
        </Alert>
      )}
      <QueryState
        query={shown.source}
        errorTitle="Could not load the reviews"
        loadingLabel="Loading reviews…"
      >
        {() => (
          <Suspense fallback={<TableSkeleton label="Loading reviews…" />}>
            <ReviewsList
              reviews={shown.listed?.reviews ?? []}
              count={shown.listed?.count ?? 0}
              page={page}
              label={viewOf(view).label}
              empty={
                view === 'needs-reply' && !customer && rating === 'any'
                  ? {
                      title: 'Nothing needs a reply',
                      description: 'Every review that can still be answered has its reply.',
                    }
                  : undefined
              }
              restaurants={props.restaurants}
              onPage={props.onPage}
              onReply={props.onReply}
            />
          </Suspense>
        )}
      </QueryState>
    </ReviewsTabs>
  );
}
