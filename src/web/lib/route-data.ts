import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { isSessionError } from './api-error';
import { pathOf, signInPath } from './paths';
import { sessionQueryOptions } from './session';

/** What a page's loader is given (routes.tsx): the address it opens at. */
export interface RouteLoaderArgs {
  request: Request;
}

/**
 * `ensureQueryData` for a route loader. Child loaders run beside the shell's, so each checks the
 * session first (one shared, cached request) and a signed-out visit never reaches an operation.
 * A lost session becomes a redirect to sign-in (coming back here afterwards) instead of an error
 * page; every other failure goes to the route's boundary.
 */
export async function ensureRouteData<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
  request: Request,
): Promise<TData> {
  try {
    const profile = await queryClient.ensureQueryData(sessionQueryOptions());
    if (!profile) throw redirect(signInPath(pathOf(request.url)));
    return await queryClient.ensureQueryData(options);
  } catch (error) {
    if (isSessionError(error)) throw redirect(signInPath(pathOf(request.url)));
    throw error;
  }
}

/**
 * A route loader's wait for what it needs to start the page's queries (the clients and
 * listings, cached by the shell): a lost session still redirects, but any other failure
 * resolves to `undefined`, so the page renders with its header and filters and shows the
 * failure in the section that failed, with a retry, instead of an error page.
 *
 * The page's own data is then only started (`prefetchQuery`, never awaited): a filter change
 * shows the new choice at once, the previous figures stay (dimmed) until the new arrive, and a
 * first visit paints its skeleton while the data loads.
 */
export async function routeDataOrNothing<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
  request: Request,
): Promise<TData | undefined> {
  try {
    return await ensureRouteData(queryClient, options, request);
  } catch (error) {
    if (error instanceof Response) throw error;
    return undefined;
  }
}
