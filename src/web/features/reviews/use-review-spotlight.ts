import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Client } from '../../../contract/listings';
import type { Review } from '../../../contract/reviews';
import { itemScope } from '../../entities/client/client-scope';
import { reviewRangeOf, type ReviewParams } from '../../entities/review/review-params';
import { allReviews } from '../../entities/review/review-state';
import { reviewsQueries, type CollectedReviews } from '../../entities/review/reviews-queries';

/**
 * The review a link asked for (`review=`), looked up by its own channel and date, not the
 * filters (without them, among the unanswered ones of the filters): the search and what it found.
 */
export function useReviewSpotlight(
  client: Client | undefined,
  { review: wanted, channel, ordered }: ReviewParams,
  unanswered: UseQueryResult<CollectedReviews>,
) {
  const lookupScope =
    wanted === undefined ? undefined : itemScope(client, { channel, ordered }, reviewRangeOf);
  const lookup = useQuery(reviewsQueries.recent(lookupScope));
  const search = lookupScope ? lookup : unanswered;
  const review: Review | undefined =
    wanted === undefined || !search.data
      ? undefined
      : allReviews(search.data).find(
          (one) => one.deliveryUUID === wanted && (!channel || one.channel === channel),
        );
  return { search, review };
}
