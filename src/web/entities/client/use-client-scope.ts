import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  resolveClient,
  restaurantDetailsQueryOptions,
  restaurantNames,
} from '../../lib/restaurant-details';
import { useFilters } from '../../lib/url-state';
import { clientScope } from './client-scope';

/**
 * The client of the URL's filters over the restaurant details the route's loader already asked
 * for: the details query (its state is the page's first section), the client, its scope and the
 * restaurant names of every listing. `scope` is undefined while the details load or fail, and
 * when the partner has no client.
 */
export function useClientScope() {
  const [filters] = useFilters();
  const details = useQuery(restaurantDetailsQueryOptions());
  const client = details.data ? resolveClient(details.data, filters.client) : undefined;
  const scope = useMemo(
    () => (details.data ? clientScope(details.data, filters) : undefined),
    [details.data, filters],
  );
  const restaurants = useMemo(() => restaurantNames(details.data), [details.data]);
  return { details, client, scope, restaurants };
}
