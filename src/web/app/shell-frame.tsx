import { useDisclosure } from '@mantine/hooks';
import { lazy, memo, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { OrderActionsContext } from '../components/order-actions';
import { useFirstPagePainted } from '../performance/first-paint';
import { useDocumentTitle } from './document-title';
import { useHeadingFocus } from './heading-focus';
import { orderActions } from './order-actions';
import { ShellHeader } from './shell-header';
import { ShellNav } from './shell-nav';
import classes from './shell.module.css';
import { TopProgress } from './top-progress';

/**
 * What the person's access changes in the shell (one client: no portfolio, no client picker), the
 * people areas and the notices (shell-later.tsx): asked for once the first page's heading painted.
 */
const ShellAccess = lazy(() => import('./shell-access'));
const Later = lazy(() => import('./shell-later'));

/** Drawn again only when their own props change (the first paint redraws the frame). */
const Header = memo(ShellHeader);
const Nav = memo(ShellNav);

/** The tab's title, kept by a component of its own: a new address or client redraws only it. */
function DocumentTitle() {
  useDocumentTitle();
  return null;
}

/** The focus's move to a new page's heading, on its own for the same reason. */
function HeadingFocus() {
  useHeadingFocus();
  return null;
}

/**
 * The frame, drawn again only for its own state (the phone's navigation, the one client, the first
 * paint): not when the session's or the clients' replies land or the address changes above it.
 * Each of those redrew the whole header and navigation, 70 to 110 components, up to four times as
 * a page opened; what follows the address (the links, the picker) redraws by itself.
 */
export const Shell = memo(function Shell() {
  const [navOpened, { toggle, close }] = useDisclosure();
  // The client of a person who has only one (ShellAccess says, once it knows).
  const [oneClient, setOneClient] = useState<string>();
  const later = useFirstPagePainted();
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
          <Header navOpened={navOpened} onToggleNav={toggle} oneClient={oneClient} />
        </header>
        <nav
          id="app-navbar"
          aria-label="Main navigation"
          className={classes.navbar}
          data-opened={navOpened || undefined}
        >
          <Nav onNavigate={close} oneClient={oneClient} />
          {later && (
            <Suspense>
              <Later part="nav" onNavigate={close} />
            </Suspense>
          )}
        </nav>
        <main id="main-content" tabIndex={-1} className={classes.main}>
          {later && (
            <Suspense>
              <ShellAccess onOneClient={setOneClient} />
              <Later part="notices" />
            </Suspense>
          )}
          <OrderActionsContext value={orderActions}>
            <Outlet />
          </OrderActionsContext>
        </main>
      </div>
      <DocumentTitle />
      <HeadingFocus />
    </>
  );
});
