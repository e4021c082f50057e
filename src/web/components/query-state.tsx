import { Stack } from '@mantine/core';
import { useDeferredValue, type ReactNode } from 'react';
import { useAfterFirstPaint } from '../performance/first-paint';
import { BusyRegion } from './busy-region';
import { ErrorState } from './error-state';
import { StillTrying, TableSkeleton } from './table-skeleton';

/** The parts of a React Query result this needs. */
interface QueryLike<T> {
  isError: boolean;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  /** True while the previous filters' answer stands in (`placeholderData: keepPreviousData`). */
  isPlaceholderData?: boolean;
  /** How many tries have failed so far (a first load that retries says so). */
  failureCount?: number;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
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
 * shown, or typed into a dialog inside, is lost to a hiccup. While new filters load, the previous
 * answer stays, dimmed and marked busy.
 */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { query, errorTitle, loadingLabel, loading, children } = props;
  // Every field this reads, read on every render, before any early return. React Query re-renders
  // a component only for the fields it has read ("tracked" results): a render that returned the
  // skeleton without reading `isError` was never told of the error, and stayed on the skeleton.
  const { isError, error, isPending, isFetching, isPlaceholderData, failureCount, data } = query;
  // The app's first page paints its header before its data's body (see the hook).
  const painted = useAfterFirstPaint();
  const shown = useDeferredValue(data);
  if (!painted) return loading ?? <TableSkeleton label={loadingLabel} />;
  if (isError && data === undefined) {
    return (
      <ErrorState
        error={error}
        title={errorTitle}
        onRetry={() => void query.refetch()}
        retrying={isFetching}
      />
    );
  }
  // Data that has just arrived for the first time is drawn in the background (a transition, cut
  // into short tasks): the update React Query sends is urgent, and would draw it all in one task.
  if (isPending || data === undefined || shown === undefined) {
    const skeleton = loading ?? <TableSkeleton label={loadingLabel} />;
    return (failureCount ?? 0) > 0 ? (
      <Stack gap="xs">
        <StillTrying />
        {skeleton}
      </Stack>
    ) : (
      skeleton
    );
  }
  return <BusyRegion busy={isPlaceholderData === true}>{children(data)}</BusyRegion>;
}
