import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplyBody, ReviewsResult } from '../../../contract/reviews';
import { callOperation } from '../../lib/api-client';
import { useSubmitOnce } from '../../lib/use-submit-once';
import { markReplyPending } from '../../entities/review/review-state';
import { reviewsQueries } from '../../entities/review/reviews-queries';

/**
 * Sends one reply. On success the review shows "reply pending" at once in every cached reviews
 * query of the client, and those queries refresh (every second while a reply is pending, see
 * reviewsQueries) until the upstream has applied it.
 */
export function useReplyToReview(clientId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: ReplyBody) => callOperation('replyToReview', { body }),
    onSuccess: (_result, body) => {
      const key = reviewsQueries.client(clientId);
      queryClient.setQueriesData<ReviewsResult>({ queryKey: key }, (data) =>
        data
          ? markReplyPending(data, {
              deliveryUUID: body.deliveryUUID,
              channel: body.channel,
              comment: body.comment,
              promoValue: body.promoValue ?? 0,
            })
          : data,
      );
      // Not awaited: the dialog closes on success without waiting for the refresh.
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  return useSubmitOnce(mutation);
}
