import { notifyManager, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import classes from './top-progress.module.css';

/**
 * A thin bar across the top of the window while anything loads: a filter change's figures, a
 * background refresh or a write (a page's code has its own, in the page's place: PageLoading). It
 * appears after a short delay (CSS), so answers from the cache do not flash it.
 */
export function TopProgress() {
  const loading = useAnythingLoading();
  if (!loading) return null;
  return <LoadingBar />;
}

/**
 * Whether any query fetches or any write runs: a yes or no, so the bar is told only when that
 * changes. React Query's `useIsFetching` gives the count, and every request that started or
 * ended was an urgent update: on the app's first page, whose body is drawn as a transition, each
 * one started that transition over, and the portfolio's hundred-odd requests held its table back
 * until the last had arrived (2.5 s on the large sample).
 */
export function useAnythingLoading(): boolean {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => {
      // Batched as React Query's own hooks are: told after the cache's events, not amid them.
      const changed = notifyManager.batchCalls(onChange);
      const stopQueries = queryClient.getQueryCache().subscribe(changed);
      const stopMutations = queryClient.getMutationCache().subscribe(changed);
      return () => {
        stopQueries();
        stopMutations();
      };
    },
    [queryClient],
  );
  return useSyncExternalStore(
    subscribe,
    () => queryClient.isFetching() > 0 || queryClient.isMutating() > 0,
    () => false,
  );
}

/** The bar itself, also shown while the app's first page loads (before any router exists). */
export function LoadingBar() {
  return (
    <div className={classes.bar} role="progressbar" aria-label="Loading" aria-busy="true">
      <div className={classes.runner} />
    </div>
  );
}
