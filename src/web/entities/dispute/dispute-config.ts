import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ConfigDetails } from '../../../contract/auto-dispute';
import { callOperation } from '../../lib/api-client';

/**
 * The dispute configuration details (channels that accept disputes, their error categories and
 * reasons, the client's listings). Used by the disputes page (the raise dialog's reasons) and the
 * auto-dispute page, so its options live in the dispute entity; both features share one cache entry.
 */
export const disputeConfigDetailsQueryOptions = (clientId: string | undefined) =>
  queryOptions({
    queryKey: ['dispute-config', 'details', clientId ?? null] as const,
    queryFn: clientId
      ? ({ signal }) =>
          callOperation('getDisputeConfigDetails', { query: { client_id: clientId } }, { signal })
      : skipToken,
    staleTime: 5 * 60_000,
  });

export interface DisputeCategory {
  category: string;
  reasons: string[];
}

/** `channelWiseConfig[channel]` (an array of one-key objects) as a list; `[]` when absent. */
export function categoriesOf(
  details: ConfigDetails | undefined,
  channel: string,
): DisputeCategory[] {
  const entry = details?.channelWiseConfig[channel];
  if (!Array.isArray(entry)) return [];
  return entry.flatMap((item) =>
    Object.entries(item).map(([category, reasons]) => ({ category, reasons })),
  );
}

/** The channels of the details that carry categories (never `info`). */
export const disputeChannelsOf = (details: ConfigDetails | undefined): string[] =>
  (details?.channel ?? []).filter((channel) => categoriesOf(details, channel).length > 0);
