import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/** What a page's loader is given (routes.tsx): the address it opens at. */
export interface RouteLoaderArgs {
  request: Request;
}

/**
 * A page loader's wait for what it needs to start the page's queries (the clients and listings,
 * cached by the shell, which has checked the session: a page and its loader run only inside it,
 * routes.tsx). Any failure resolves to `undefined`: the page renders with its header and filters
 * and shows the failure in the section that failed, with a retry, instead of an error page.
 *
 * The page's own data is then only started (`prefetchQuery`, never awaited): a filter change
 * shows the new choice at once, the previous figures stay (dimmed) until the new arrive, and a
 * first visit paints its skeleton while the data loads.
 */
export async function routeDataOrNothing<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<TData | undefined> {
  try {
    return await queryClient.ensureQueryData(options);
  } catch {
    return undefined;
  }
}
