import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Review } from '../../../contract/reviews';
import { formatCount } from '../../lib/format';
import { isUrgent } from '../../entities/review/review-state';
import { replyRate, splitUnanswered } from '../../entities/review/review-figures';
import {
  hasLocalFilters,
  localList,
  matches,
  resolveOrder,
  type LocalFilters,
  type Order,
  type ViewId,
} from './review-views';
import type { ClientScope } from '../../entities/client/client-scope';
import { PAGE_SIZE, reviewsQueries } from '../../entities/review/reviews-queries';
import { replyWindowScope } from '../../entities/review/reviews-scope';
import { todayOf } from '../../lib/calendar';

export const upstreamOrder = (order: 'newest' | 'oldest') => (order === 'newest' ? '-1' : '1');

interface ViewInput {
  scope: ClientScope | undefined;
  view: ViewId;
  order: Order;
  page: number;
  filters: LocalFilters;
}

/**
 * Which queries a view needs. The queue and the missed ones are gathered whole (both unanswered
 * lists, bounded) and split here; the two upstream lists are paged by the upstream unless a
 * customer or rating filter is set, which only the browser can apply (then gathered whole too).
 */
export const viewQueries = ({ scope, view, order, page, filters }: ViewInput) => {
  const resolved = resolveOrder(view, order);
  const upstreamList = view === 'all' || view === 'site';
  const local = hasLocalFilters(filters);
  return {
    unanswered: scope && reviewsQueries.collected(scope, 'unanswered'),
    inWindow: scope && reviewsQueries.collected(replyWindowScope(scope, todayOf()), 'unanswered'),
    everything: scope && local && upstreamList ? reviewsQueries.collected(scope, 'all') : undefined,
    page:
      scope && upstreamList && !local
        ? reviewsQueries.page(scope, {
            order: upstreamOrder(resolved === 'oldest' ? 'oldest' : 'newest'),
            page,
          })
        : undefined,
  };
};

/** The reviews of one view's page, its count, every tab's count and the summary figures. */
export function useReviewsView(input: ViewInput) {
  const { scope, view, order, page, filters } = input;
  const options = viewQueries(input);
  const resolved = resolveOrder(view, order);
  const unanswered = useQuery({
    ...reviewsQueries.collected(scope, 'unanswered'),
    placeholderData: keepPreviousData,
  });
  // What needs a reply is a deadline: every answerable review, whatever the range.
  const inWindow = useQuery({
    ...reviewsQueries.collected(scope && replyWindowScope(scope, todayOf()), 'unanswered'),
    placeholderData: keepPreviousData,
  });
  const local = hasLocalFilters(filters);
  // With a customer or rating filter every tab's count and the reply rate are over the matching
  // reviews, which only the whole list has: gathered whatever the view.
  const everything = useQuery({
    ...reviewsQueries.collected(local ? scope : undefined, 'all'),
    placeholderData: keepPreviousData,
  });
  const paged = useQuery({
    ...(options.page ?? reviewsQueries.page(undefined, { order: '-1', page: 1 })),
    placeholderData: keepPreviousData,
  });

  const open =
    inWindow.data &&
    splitUnanswered(inWindow.data).open.filter((review) => matches(review, filters));
  const missed =
    unanswered.data &&
    splitUnanswered(unanswered.data).missed.filter((review) => matches(review, filters));
  const filteredAll = local && everything.data ? everything.data : undefined;
  const count = (list: 'reviews' | 'reviewSiteReviews', total: 'total' | 'totalReviewSite') =>
    local
      ? filteredAll && filteredAll[list].filter((review) => matches(review, filters)).length
      : unanswered.data?.[total];
  const counts: Record<ViewId, number | undefined> = {
    'needs-reply': open?.length,
    missed: missed?.length,
    all: count('reviews', 'total'),
    site: count('reviewSiteReviews', 'totalReviewSite'),
  };

  // The query the shown list comes from: its loading and error are the list's.
  const queue = view === 'needs-reply' ? inWindow : unanswered;
  const source = options.page ? paged : options.everything ? everything : queue;
  let listed: { reviews: Review[]; count: number; complete: boolean } | undefined;
  if (options.page) {
    const list = view === 'site' ? 'reviewSiteReviews' : 'reviews';
    listed = paged.data && {
      reviews: paged.data[list],
      count: paged.data[view === 'site' ? 'totalReviewSite' : 'total'],
      complete: true,
    };
  } else {
    const data = options.everything ? everything.data : queue.data;
    if (data) {
      const all = localList(data, view, filters, resolved);
      listed = {
        reviews: all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
        count: all.length,
        complete: data.complete,
      };
    }
  }
  const closingSoon = open?.filter(isUrgent).length;
  // Past the bound the queue and the missed counts are lower bounds.
  const partial = (query: typeof unanswered) => query.data !== undefined && !query.data.complete;
  const badge = (id: ViewId) => {
    const value = counts[id];
    if (value === undefined) return '…';
    const bounded =
      (id === 'needs-reply' && partial(inWindow)) || (id === 'missed' && partial(unanswered));
    return `${formatCount(value)}${bounded ? '+' : ''}`;
  };

  // Replies over the reviews the filters hold: every review in range, or those that match.
  let rate: { value: number | null; reviews: number; filtered: boolean } | undefined;
  if (!local && unanswered.data) {
    const data = unanswered.data;
    rate = {
      value: replyRate(data),
      reviews: data.total + data.totalReviewSite,
      filtered: false,
    };
  } else if (filteredAll) {
    const matching = [...filteredAll.reviews, ...filteredAll.reviewSiteReviews].filter((review) =>
      matches(review, filters),
    );
    const answered = matching.filter((review) => review.reviewReplied).length;
    rate = {
      value: matching.length === 0 ? null : answered / matching.length,
      reviews: matching.length,
      filtered: true,
    };
  }
  return {
    source,
    unanswered,
    rate,
    /** The unanswered reviews of the reply window, whatever the range (the queue's). */
    inWindow,
    listed,
    counts,
    badge,
    closingSoon,
    resolved,
  };
}
