import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Suspense, use, useEffect, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import {
  PageCodeError,
  PageErrorBoundary,
  RouteErrorBoundary,
} from '../components/route-error-boundary';
import { nextTask } from '../performance/schedule';
import { paths } from '../lib/paths';
import type { RouteLoaderArgs } from '../lib/route-data';
import { sessionQueryOptions } from '../lib/session';
import { withFirstPaint } from '../performance/first-paint';
import { AppLoading, PageLoading, ShellLoading } from './app-loading';

/** What every page's module exports: the page, and what it asks for as it opens (optional). */
interface RouteModule {
  Component: ComponentType;
  /** Starts the page's queries for an address (the page's own queries then find them on their way). */
  prefetch?: (queryClient: QueryClient) => (args: RouteLoaderArgs) => Promise<unknown>;
}

interface LazyRoute {
  /** Starts the download of the route's code (once); where the app starts, before it draws. */
  preload: () => Promise<RouteModule>;
  /** The route's page: its code's download, then the page. */
  Page: ComponentType;
}

/**
 * A route's code, downloaded on demand (`import()`, a chunk of its own). The router is React
 * Router's declarative one: its data router (loaders, lazy routes, their error and hydration
 * states) was 17 KB of every page's first paint and a task of 70-90 ms on a slow phone as it
 * started. What its loaders did, each page's module still says (`prefetch`): run as the page
 * opens and at every change of its address, it starts the page's queries.
 */
function lazyRoute(load: () => Promise<RouteModule>, { firstPaint = true } = {}): LazyRoute {
  let loading: Promise<RouteModule> | undefined;
  const download = async (): Promise<RouteModule> => {
    // In a task of its own: starting a page's import (and its preload link, vite.config.ts) is
    // work the app's start, a long task on a slow phone, need not carry.
    await nextTask();
    try {
      const module = await load();
      return firstPaint ? { ...module, Component: withFirstPaint(module.Component) } : module;
    } catch (cause) {
      // Offline, or a new version deployed since this page was sent: the page says so, and its
      // Retry reloads (route-error-boundary.tsx). The browser's words go to the console.
      console.error(cause);
      const error = new PageCodeError(cause);
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
  const preload = () => {
    if (!loading) {
      const promise = download();
      // Marked as React's `use` reads it: a page whose code is in draws at once, unsuspended.
      void promise.then((module) => Object.assign(promise, { status: 'fulfilled', value: module }));
      loading = promise;
    }
    return loading;
  };

  function Page() {
    return <RouteData module={use(preload())} />;
  }
  return { preload, Page };
}

/**
 * The page, and the queries it asks for started at every change of the address, after the page
 * renders (not waited for: the page's own queries find them on their way).
 */
function RouteData({ module }: { module: RouteModule }) {
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const { prefetch } = module;
  useEffect(() => {
    if (!prefetch) return;
    const request = new Request(new URL(pathname + search, window.location.origin));
    // A lost session is the shell's to handle; any other failure, the page's own queries show.
    prefetch(queryClient)({ request }).catch(() => undefined);
  }, [prefetch, queryClient, pathname, search]);
  return <module.Component />;
}

/** `/` keeps its filters: `/?from=x` lands on `/portfolio?from=x`. */
function HomeRedirect() {
  return <Navigate to={paths.portfolio + useLocation().search} replace />;
}

const signIn = lazyRoute(() => import('../features/auth/sign-in-route'), { firstPaint: false });
const shell = lazyRoute(() => import('./shell-route'), { firstPaint: false });
const link = lazyRoute(() => import('../features/links/link-route'), { firstPaint: false });
/** The pages with no shell: signed out, or not yet anyone (the set-up, a link's password). */
const standalone: [string, LazyRoute][] = [
  [paths.signIn, signIn],
  [paths.setup, lazyRoute(() => import('../features/setup/setup-route'), { firstPaint: false })],
  [paths.invite, link],
  [paths.reset, link],
];
const people = lazyRoute(() => import('./people-pages'));
const pages: [string, LazyRoute][] = [
  [paths.portfolio, lazyRoute(() => import('../features/portfolio/portfolio-route'))],
  [paths.listings, lazyRoute(() => import('../features/listings/listings-route'))],
  [paths.reviews, lazyRoute(() => import('../features/reviews/reviews-route'))],
  [paths.orders, lazyRoute(() => import('../features/orders/orders-route'))],
  [paths.disputes, lazyRoute(() => import('../features/disputes/disputes-route'))],
  [paths.autoDispute, lazyRoute(() => import('../features/auto-dispute/auto-dispute-route'))],
  [paths.finance, lazyRoute(() => import('../features/finance/finance-route'))],
  [paths.statement, lazyRoute(() => import('../features/finance/statement-route'))],
  [paths.team, people],
  [paths.audit, people],
  [paths.account, people],
  [paths.notifications, lazyRoute(() => import('./notifications-page'))],
  ['*', lazyRoute(() => import('./not-found-route'))],
];

/**
 * A page inside the shell: its own error boundary (the navigation stays), its own loading. Keyed
 * by its path: a navigation is a transition, and React keeps an old page on screen, with no sign
 * of loading, rather than show a boundary it already drew; a new page's own boundary shows its
 * shape (PageLoading) while its code downloads.
 */
const inShell = (path: string, route: LazyRoute): ReactNode => (
  <RouteErrorBoundary key={path}>
    <Suspense fallback={<PageLoading />}>
      <route.Page />
    </Suspense>
  </RouteErrorBoundary>
);

/** A route with no shell around it: its boundary brings its own landmark. */
const alone = (key: string, route: LazyRoute, fallback: ReactNode): ReactNode => (
  <PageErrorBoundary key={key}>
    <Suspense fallback={fallback}>
      <route.Page />
    </Suspense>
  </PageErrorBoundary>
);

const ROUTES: (RouteObject & { lazyRoute?: LazyRoute })[] = [
  ...standalone.map(([path, route]) => ({
    path,
    element: alone(path, route, <AppLoading />),
    lazyRoute: route,
  })),
  {
    path: paths.home,
    element: alone(paths.home, shell, <ShellLoading />),
    lazyRoute: shell,
    children: [
      { index: true, element: <HomeRedirect /> },
      ...pages.map(([path, route]) => ({ path, element: inShell(path, route), lazyRoute: route })),
    ],
  },
];

/** The app's routes, drawn for the address. */
export function AppRoutes() {
  return useRoutes(ROUTES);
}

/** Every route's code, downloaded (the unit tests' app: no page then waits for its code). */
export async function preloadRoutes(): Promise<void> {
  await Promise.all(
    [...standalone, ...pages].map(([, route]) => route.preload()).concat(shell.preload()),
  );
}

/**
 * Starts the download of the code of every route drawn at the browser's address (the shell and
 * the page) from the app's start, in parallel with the session and the clients, instead of once
 * the shell has drawn; and, as a page's code arrives, its queries (`prefetch`), instead of once
 * the page has rendered: the portfolio's rows are asked for as soon as the clients are in.
 */
export function preloadRoute(queryClient: QueryClient): void {
  const { pathname, href } = window.location;
  for (const match of matchRoutes(ROUTES, pathname) ?? []) {
    const route = (match.route as { lazyRoute?: LazyRoute }).lazyRoute;
    route
      ?.preload()
      .then(async ({ prefetch }) => {
        if (!prefetch) return;
        // Signed in (someone signed out is sent to sign in by the shell, with nothing asked), and
        // at the address the app started at (not left since, nor redirected).
        const session = await queryClient.ensureQueryData(sessionQueryOptions());
        if (session && window.location.href === href)
          await prefetch(queryClient)({ request: new Request(href) });
      })
      .catch(() => undefined);
  }
}
