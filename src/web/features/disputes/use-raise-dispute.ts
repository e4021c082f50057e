import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisputedOrdersResult, ManualRaiseBody } from '../../../contract/disputes';
import { callOperation } from '../../lib/api-client';
import { useSubmitOnce } from '../../lib/use-submit-once';
import { todayOf } from '../../lib/calendar';
import { orderQueries } from '../../entities/order/order-queries';
import { disputesQueries, trackRaise } from '../../entities/dispute/disputes-queries';
import { markPending } from './select-disputes';

const LISTS = ['page', 'range'] as const;

/**
 * Raises one dispute; its client and the order's channel go with it, for the server's scope
 * check. On success the order shows "pending" at once in every cached list of the
 * client, and those lists refresh every second (see disputesQueries) until it is decided.
 */
export function useRaiseDispute(clientId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ channel, ...body }: ManualRaiseBody & { channel: string }) =>
      callOperation('raiseManualDispute', { body, scopeHint: { clientId, channel } }),
    onSuccess: (_result, body) => {
      trackRaise(body.deliveryUUID);
      const today = todayOf();
      for (const list of LISTS) {
        queryClient.setQueriesData<DisputedOrdersResult>(
          { queryKey: [...disputesQueries.client(clientId), list] },
          (data) =>
            data && {
              ...data,
              orders: markPending(data.orders, body.deliveryUUID, today, {
                reason: body.reason,
                description: body.description,
              }),
            },
        );
      }
      // Not awaited: the dialog closes on success without waiting for the refresh.
      void queryClient.invalidateQueries({ queryKey: disputesQueries.client(clientId) });
      void queryClient.invalidateQueries({ queryKey: orderQueries.client(clientId) });
    },
  });
  return useSubmitOnce(mutation);
}
