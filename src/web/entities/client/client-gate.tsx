import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { RestaurantDetailsResult } from '../../../contract/listings';
import { EmptyState } from '../../components/empty-state';
import { QueryState } from '../../components/query-state';

interface ClientGateProps<S> {
  /** The restaurant details (`useClientScope().details`). */
  details: UseQueryResult<RestaurantDetailsResult>;
  /** The page's scope; undefined once the details are in: there is nothing to show. */
  scope: S | undefined;
  /** Read out while the details load, e.g. "Loading disputes…". */
  loadingLabel: string;
  /** What to say when there is no scope (no client, or no listing to ask about). */
  empty?: { title: string; description: string };
  children: (scope: S) => ReactNode;
}

const NO_CLIENTS = { title: 'No clients yet', description: 'This partner account has no clients.' };

/**
 * A client page's first section: the restaurant details' failure (with retry) or loading, then
 * the empty state when there is no client, else the page's content for its scope.
 */
export function ClientGate<S>({
  details,
  scope,
  loadingLabel,
  empty = NO_CLIENTS,
  children,
}: ClientGateProps<S>) {
  return (
    <QueryState
      query={details}
      errorTitle="Could not load the listings"
      loadingLabel={loadingLabel}
    >
      {() =>
        scope === undefined ? (
          <EmptyState title={empty.title} description={empty.description} />
        ) : (
          children(scope)
        )
      }
    </QueryState>
  );
}
