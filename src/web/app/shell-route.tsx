import { useDisclosure } from '@mantine/hooks';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Outlet, redirect, type LoaderFunctionArgs } from 'react-router';
import { OrderActionsContext } from '../components/order-actions';
import { isSessionError } from '../lib/api-error';
import { pathOf, signInPath } from '../lib/paths';
import { repairFilters } from '../lib/filter-repair';
import { restaurantDetailsQueryOptions } from '../lib/restaurant-details';
import { sessionQueryOptions } from '../lib/session';
import { useDocumentTitle } from './document-title';
import { FilterNotice, type RepairedFilters } from './filter-notice';
import { orderActions } from './order-actions';
import { ShellHeader } from './shell-header';
import { ShellNav } from './shell-nav';
import classes from './shell.module.css';
import { TopProgress } from './top-progress';

/**
 * Route protection and the filters: no session → sign in (then back here); no `client` in the
 * URL → the first client, written into the URL so every link names it; an unknown client, bad
 * dates or unknown listings → what is shown instead, said and written into the URL.
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
    const repair = details && repairFilters(url.searchParams, details);
    if (!repair) return null;
    // Nothing asked for was lost (only the client filled in): straight to the full address.
    // Otherwise the page says what it replaced as it rewrites the URL (FilterNotice).
    if (repair.notices.length === 0) throw redirect(`${url.pathname}?${repair.search.toString()}`);
    return { search: repair.search.toString(), notices: repair.notices } satisfies RepairedFilters;
  };

export function Component() {
  const [navOpened, { toggle, close }] = useDisclosure();
  const session = useQuery(sessionQueryOptions());
  useDocumentTitle();
  // Signed out or expired (set to null): unmount the pages at once, so none of their queries
  // refetch without a session while the app moves to the sign-in page.
  if (session.data === null) return null;
  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      {/* Our own frame (shell.module.css): AppShell's code was 11 KB of every first paint. */}
      <div className={classes.shell}>
        <header className={classes.header}>
          {/* In the banner landmark, where assistive tech expects it; drawn across the top. */}
          <TopProgress />
          <ShellHeader navOpened={navOpened} onToggleNav={toggle} />
        </header>
        <nav
          id="app-navbar"
          aria-label="Main navigation"
          className={classes.navbar}
          data-opened={navOpened || undefined}
        >
          <ShellNav onNavigate={close} />
        </nav>
        <main id="main-content" tabIndex={-1} className={classes.main}>
          <FilterNotice />
          <OrderActionsContext value={orderActions}>
            <Outlet />
          </OrderActionsContext>
        </main>
      </div>
    </>
  );
}
