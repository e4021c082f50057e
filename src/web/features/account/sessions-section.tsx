import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { QueryState } from '../../components/query-state';
import { TableSkeleton } from '../../components/table-skeleton';
import { accountSessionsQueryOptions } from '../../entities/person/person-queries';
import { lazyAfterPaint, usePreload } from '../../performance/load-after-paint';

/*
 * The sessions' table and its writes load as soon as the page has painted, beside the sessions'
 * reply: off the page's first paint (their write guard would bring the sign-in page's chunk).
 */
const SessionsTable = lazyAfterPaint(() =>
  import('./sessions-table').then((module) => module.SessionsTable),
);

const LOADING = 'Loading your sessions…';

/** Where the person is signed in, each with its own "Sign out"; all others, or everywhere. */
export function SessionsSection() {
  const sessions = useQuery(accountSessionsQueryOptions());
  usePreload('after-paint', SessionsTable);
  return (
    <QueryState query={sessions} errorTitle="Could not load your sessions" loadingLabel={LOADING}>
      {(data) => (
        <Suspense fallback={<TableSkeleton label={LOADING} />}>
          <SessionsTable sessions={data.sessions} />
        </Suspense>
      )}
    </QueryState>
  );
}
