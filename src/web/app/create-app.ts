import type { QueryClient } from '@tanstack/react-query';
import type { Location, NavigateFunction } from 'react-router';
import { paths, signInPath } from '../lib/paths';
import { createQueryClient } from '../lib/query-client';
import { sessionKeys } from '../lib/session';

/** The router's navigation and where it is, for what runs outside React (RouterBridge). */
export interface AppNavigation {
  navigate?: NavigateFunction;
  location?: Location;
}

/**
 * The query client, wired to the router: a query or mutation that finds the session gone sends
 * the user to sign in, to come back to where they were going. The router tells `navigation` where
 * it is as it draws (RouterBridge): the browser's router in the app, a memory router in the tests.
 */
export function createApp(): { queryClient: QueryClient; navigation: AppNavigation } {
  const navigation: AppNavigation = {};
  const queryClient = createQueryClient({
    onSessionExpired: () => {
      queryClient.setQueryData(sessionKeys.all, null);
      const { navigate, location } = navigation;
      if (!navigate || !location || location.pathname === paths.signIn) return;
      void navigate(signInPath(location.pathname + location.search), { replace: true });
    },
  });
  return { queryClient, navigation };
}
