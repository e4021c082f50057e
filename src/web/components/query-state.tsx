import type { ReactNode } from 'react';
import { ErrorState } from './error-state';
import { TableSkeleton } from './table-skeleton';

/** The parts of a React Query result this needs. */
interface QueryLike<T> {
  isError: boolean;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** The error's heading, e.g. "Could not load the reviews". */
  errorTitle: string;
  /** Read out while loading, e.g. "Loading reviews…". */
  loadingLabel: string;
  /** What shows while loading, when not a table's skeleton (it should carry `loadingLabel`). */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * One query's error (with retry) and loading states; its data goes to `children`. Once there is
 * data, a failed refresh keeps it on screen (the failure is announced elsewhere), so nothing
 * shown, or typed into a dialog inside, is lost to a hiccup.
 */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { query, errorTitle, loadingLabel, loading, children } = props;
  if (query.isError && query.data === undefined) {
    return (
      <ErrorState
        error={query.error}
        title={errorTitle}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.isPending || query.data === undefined)
    return loading ?? <TableSkeleton label={loadingLabel} />;
  return children(query.data);
}
