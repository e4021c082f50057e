import { notifications } from '@mantine/notifications';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError, isRetryableError, isSessionError } from './api-error';

interface QueryClientOptions {
  /** Called when any query or mutation learns the session is gone (401 SESSION_*). */
  onSessionExpired: () => void;
}

/**
 * Tries after the first: an unreachable server twice; a failing gateway once, since the dashboard
 * server has already retried it (a page's error should not take ten seconds to appear).
 */
const retriesFor = (error: unknown) =>
  isApiError(error) && error.status === 0 ? 2 : isRetryableError(error) ? 1 : 0;

/**
 * The app's one QueryClient. Deliberate defaults:
 * - data is fresh for 30 s (filters in the URL make most views cheap to revisit);
 * - retry only what may succeed next time (network twice; a 5xx once, as the server has
 *   already retried the gateway); a 4xx is an answer;
 * - no refetch on window focus: these are reports, not live feeds;
 * - mutations never retry (writes are not idempotent);
 * - first-load errors are shown by the page itself; a failed *background* refetch keeps the
 *   old data on screen and says so once, as a toast (one id per query, so never stacked).
 */
export function createQueryClient({ onSessionExpired }: QueryClientOptions): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isSessionError(error)) {
          onSessionExpired();
          return;
        }
        if (query.state.data === undefined) return;
        notifications.show({
          id: `refetch-failed-${query.queryHash}`,
          color: 'red',
          title: 'Could not refresh',
          message: `${errorMessage(error)} Showing the data loaded earlier.`,
        });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isSessionError(error)) onSessionExpired();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => failureCount < retriesFor(error),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
