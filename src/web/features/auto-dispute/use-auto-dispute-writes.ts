import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisputeChannel } from '../../../contract/common';
import type { ManualConfigItem } from '../../../contract/auto-dispute';
import { callOperation } from '../../lib/api-client';
import { useSubmitOnce } from '../../lib/use-submit-once';
import { autoDisputeQueries } from './auto-dispute-queries';

/** Turn automatic disputes on for stores of a channel; the list refreshes after. */
export function useSetAutoDispute(clientId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: { channel: DisputeChannel; stores: string[] }) =>
      callOperation('setAutoDispute', { query: { client_id: clientId }, body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: autoDisputeQueries.client(clientId) }),
  });
  return useSubmitOnce(mutation);
}

/** Add manual configurations (several in one request); the list refreshes after. */
export function useAddManualConfig(clientId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: ManualConfigItem[]) =>
      callOperation('addManualDisputeConfig', { query: { client_id: clientId }, body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: autoDisputeQueries.client(clientId) }),
  });
  return useSubmitOnce(mutation);
}
