import { Stack, Title } from '@mantine/core';
import {
  isRouteErrorResponse,
  Navigate,
  useLocation,
  useRevalidator,
  useRouteError,
} from 'react-router';
import { isSessionError } from '../lib/api-error';
import { signInPath } from '../lib/paths';
import { ErrorState } from './error-state';
import classes from './route-error-boundary.module.css';

/**
 * A page's code that could not be loaded (routes.tsx): its download failed (a deploy replaced it,
 * the network dropped) or it failed as it first ran. React Router keeps the route as it is until
 * the page is reloaded, so a reload is the one retry.
 */
export class PageCodeError extends Error {
  constructor(cause: unknown) {
    super(
      'This page’s code could not be loaded. Check your connection, then retry: the page reloads.',
      {
        cause,
      },
    );
    this.name = 'PageCodeError';
  }
}

/** Code that failed to download elsewhere (a module or its styles), also retried by a reload. */
const isChunkLoadError = (error: unknown) =>
  error instanceof PageCodeError ||
  (error instanceof Error &&
    /dynamically imported module|module script failed|Loading chunk|Unable to preload CSS/i.test(
      error.message,
    ));

/** The browser's words name a file; the reader needs what to do. */
const asPageCodeError = (error: unknown) =>
  error instanceof PageCodeError ? error : new PageCodeError(error);

function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const revalidator = useRevalidator();

  if (isSessionError(error)) {
    return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // Revalidating re-runs the loaders and resets a render error; a missing chunk needs a reload.
  const retry = isChunkLoadError(error)
    ? () => window.location.reload()
    : () => void revalidator.revalidate();

  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {notFound ? 'Page not found' : 'Something went wrong'}
      </Title>
      <ErrorState
        error={
          isRouteErrorResponse(error)
            ? new Error(error.statusText || 'Not found')
            : isChunkLoadError(error)
              ? asPageCodeError(error)
              : error
        }
        title={notFound ? 'There is nothing at this address' : 'This page could not be shown'}
        onRetry={notFound ? undefined : retry}
        retrying={revalidator.state === 'loading'}
      />
    </Stack>
  );
}

/**
 * The error boundary of a page inside the shell: navigation stays usable, and React Router
 * resets it on the next navigation (a page whose code could not be loaded shows it again when
 * visited again, until a reload: PageCodeError).
 */
export function RouteErrorBoundary() {
  return <RouteError />;
}

/** The error boundary of a route with no shell around it: brings its own landmark. */
export function PageErrorBoundary() {
  return (
    <main className={classes.page}>
      <RouteError />
    </main>
  );
}
