import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Outlet, redirect, type LoaderFunctionArgs } from 'react-router';
import { OrderActionsContext } from '../components/order-actions';
import { isSessionError } from '../lib/api-error';
import { pathOf, signInPath } from '../lib/paths';
import { resolveClient, restaurantDetailsQueryOptions } from '../lib/restaurant-details';
import { sessionQueryOptions } from '../lib/session';
import { orderActions } from './order-actions';
import { ShellHeader } from './shell-header';
import { ShellNav } from './shell-nav';
import classes from './shell.module.css';
import { TopProgress } from './top-progress';

/**
 * Route protection and the client: no session → sign in (then back here); no valid `client` in
 * the URL → the first client, written into the URL so every link names it.
 */
export const createLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const profile = await queryClient.ensureQueryData(sessionQueryOptions());
    if (!profile) throw redirect(signInPath(pathOf(url)));

    // A failure here is shown by the picker and the page, not by the whole shell.
    const details = await queryClient
      .ensureQueryData(restaurantDetailsQueryOptions())
      .catch((error: unknown) => {
        if (isSessionError(error)) throw redirect(signInPath(pathOf(url)));
        return undefined;
      });
    const requested = url.searchParams.get('client');
    const client = details && resolveClient(details, requested ?? undefined);
    if (client && client.clientId !== requested) {
      url.searchParams.set('client', client.clientId);
      throw redirect(pathOf(url));
    }
    return null;
  };

export function Component() {
  const [navOpened, { toggle, close }] = useDisclosure();
  const session = useQuery(sessionQueryOptions());
  // Signed out or expired (set to null): unmount the pages at once, so none of their queries
  // refetch without a session while the app moves to the sign-in page.
  if (session.data === null) return null;
  return (
    <>
      <TopProgress />
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
        padding="md"
      >
        <AppShell.Header>
          <ShellHeader navOpened={navOpened} onToggleNav={toggle} />
        </AppShell.Header>
        <AppShell.Navbar id="app-navbar" aria-label="Main navigation" p="xs">
          <ShellNav onNavigate={close} />
        </AppShell.Navbar>
        <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
          <OrderActionsContext value={orderActions}>
            <Outlet />
          </OrderActionsContext>
        </AppShell.Main>
      </AppShell>
    </>
  );
}
