import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useNavigation } from 'react-router';
import classes from './top-progress.module.css';

/**
 * A thin bar across the top of the window while anything loads: a page, a filter change's
 * figures, a background refresh or a write. It appears after a short delay (CSS), so answers
 * from the cache do not flash it.
 */
export function TopProgress() {
  const navigating = useNavigation().state !== 'idle';
  const fetching = useIsFetching() > 0;
  const mutating = useIsMutating() > 0;
  if (!navigating && !fetching && !mutating) return null;
  return <LoadingBar />;
}

/** The bar itself, also shown while the app's first page loads (before any router exists). */
export function LoadingBar() {
  return (
    <div className={classes.bar} role="progressbar" aria-label="Loading" aria-busy="true">
      <div className={classes.runner} />
    </div>
  );
}
