import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState } from './error-state';

interface PageQueryProps<T> {
  query: {
    data: T | undefined;
    isError: boolean;
    error: unknown;
    isFetching: boolean;
    refetch: () => unknown;
  };
  errorTitle: string;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}

/**
 * One query's loading and error (with retry) on the small pages with no shell (set-up, links):
 * QueryState's table skeleton and busy region would be shared with, and so weigh on, the shell.
 */
export function PageQuery<T>({ query, errorTitle, loadingLabel, children }: PageQueryProps<T>) {
  const { data, isError, error, isFetching, refetch } = query;
  if (data !== undefined) return children(data);
  if (isError)
    return (
      <ErrorState
        error={error}
        title={errorTitle}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  return (
    <Text size="sm" c="dimmed" role="status">
      {loadingLabel}
    </Text>
  );
}
