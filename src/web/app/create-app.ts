import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter, RouteObject } from 'react-router';
import { paths, signInPath } from '../lib/paths';
import { createQueryClient } from '../lib/query-client';
import { sessionKeys } from '../lib/session';
import { createAppRoutes } from './routes';

export type CreateRouter = (routes: RouteObject[]) => DataRouter;

/**
 * The query client and the router, wired together: a query or mutation that finds the session
 * gone sends the user to sign in, to come back to where they were going. The browser passes
 * `createBrowserRouter`, the tests `createMemoryRouter`.
 */
export function createApp(createRouter: CreateRouter): {
  queryClient: QueryClient;
  router: DataRouter;
} {
  const queryClient = createQueryClient({
    onSessionExpired: () => {
      queryClient.setQueryData(sessionKeys.all, null);
      const { location, navigation } = router.state;
      const target = navigation.location ?? location;
      if (target.pathname === paths.signIn) return;
      void router.navigate(signInPath(target.pathname + target.search), { replace: true });
    },
  });
  // Only called once the app runs, after `router` below exists.
  const router = createRouter(createAppRoutes(queryClient));
  return { queryClient, router };
}
