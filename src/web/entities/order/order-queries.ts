import { queryOptions, skipToken } from '@tanstack/react-query';
import { CHANNELS, type Channel } from '../../../contract/channels';
import { callOperation } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';

/** An unknown order: the upstream answers 404. */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * One order's queries, shared by every page that opens an order (the orders and disputes
 * drawers, the header's search): one key for one order's details, whichever page asked.
 */
export const orderQueries = {
  all: () => ['order'] as const,
  client: (clientId: string) => [...orderQueries.all(), clientId] as const,
  /** One order's details (its items, money, review and dispute); waits while `channel` is unknown. */
  details: (clientId: string, deliveryUUID: string, channel: Channel | undefined) =>
    queryOptions({
      queryKey: [
        ...orderQueries.client(clientId),
        'details',
        deliveryUUID,
        channel ?? null,
      ] as const,
      queryFn: channel
        ? ({ signal }) =>
            callOperation(
              'getOrderDetails',
              { query: { clientId, deliveryUUID, channel } },
              { signal },
            )
        : skipToken,
    }),
  /**
   * One order by its full id, on whichever channel has it (the upstream needs the channel): each
   * channel asked at once, an unknown order (404 on all) is null. Any date, any listing. Waits
   * while `deliveryUUID` is undefined.
   */
  lookup: (clientId: string, deliveryUUID: string | undefined) =>
    queryOptions({
      queryKey: [...orderQueries.client(clientId), 'lookup', deliveryUUID ?? null] as const,
      queryFn:
        deliveryUUID === undefined
          ? skipToken
          : async ({ signal }) => {
              const answers = await Promise.allSettled(
                CHANNELS.map((channel) =>
                  callOperation(
                    'getOrderDetails',
                    { query: { clientId, deliveryUUID, channel } },
                    { signal },
                  ),
                ),
              );
              for (const answer of answers) if (answer.status === 'fulfilled') return answer.value;
              const failure = answers.find(
                (answer) => answer.status === 'rejected' && !isNotFound(answer.reason),
              );
              if (failure?.status === 'rejected') throw failure.reason;
              return null;
            },
    }),
};
