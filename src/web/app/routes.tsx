import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import {
  PageCodeError,
  PageErrorBoundary,
  RouteErrorBoundary,
} from '../components/route-error-boundary';
import { nextTask } from '../lib/idle';
import { paths } from '../lib/paths';
import { withFirstPaint } from '../lib/use-after-first-paint';
import { AppLoading, ShellLoading } from './app-loading';

/** What every lazy route module exports. Loaders are factories so they get the query client. */
interface RouteModule {
  Component: ComponentType;
  createLoader?: (queryClient: QueryClient) => LoaderFunction;
}

/**
 * Every page is its own chunk (`import()`); error boundaries are static so they still render
 * when a chunk fails to download.
 */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  const lazy = (load: () => Promise<RouteModule>) => async () => {
    // In a task of its own: starting a page's import (and its preload link, vite.config.ts) is
    // work the router's start, a long task on a slow phone, need not carry.
    await nextTask();
    let module: RouteModule;
    try {
      module = await load();
    } catch (cause) {
      // React Router draws nothing for a route whose lazy() failed (to it the route is still to
      // load), so the page stayed blank. The route becomes one that throws the failure as it draws:
      // its error boundary says so, and its Retry reloads the page (route-error-boundary.tsx).
      console.error(cause);
      const error = new PageCodeError(cause);
      return {
        Component: () => {
          throw error;
        },
      };
    }
    return module.createLoader
      ? { Component: module.Component, loader: module.createLoader(queryClient) }
      : { Component: module.Component };
  };
  const page = (path: string, load: () => Promise<RouteModule>): RouteObject => ({
    path,
    lazy: lazy(async () => {
      const module = await load();
      return { ...module, Component: withFirstPaint(module.Component) };
    }),
    ErrorBoundary: RouteErrorBoundary,
  });

  return [
    {
      path: paths.signIn,
      lazy: lazy(() => import('../features/auth/sign-in-route')),
      ErrorBoundary: PageErrorBoundary,
      HydrateFallback: AppLoading,
    },
    {
      path: paths.home,
      lazy: lazy(() => import('./shell-route')),
      ErrorBoundary: PageErrorBoundary,
      HydrateFallback: ShellLoading,
      children: [
        {
          index: true,
          // Keep the filters: `/?from=x` lands on `/portfolio?from=x`.
          loader: ({ request }) => redirect(paths.portfolio + new URL(request.url).search),
        },
        page(paths.portfolio, () => import('../features/portfolio/portfolio-route')),
        page(paths.listings, () => import('../features/listings/listings-route')),
        page(paths.reviews, () => import('../features/reviews/reviews-route')),
        page(paths.orders, () => import('../features/orders/orders-route')),
        page(paths.disputes, () => import('../features/disputes/disputes-route')),
        page(paths.autoDispute, () => import('../features/auto-dispute/auto-dispute-route')),
        page(paths.finance, () => import('../features/finance/finance-route')),
        page(paths.statement, () => import('../features/finance/statement-route')),
        page('*', () => import('./not-found-route')),
      ],
    },
  ];
}
