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

/** A page chunk that failed to download (a deploy replaced it, or the network dropped). */
const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|module script failed|Loading chunk/i.test(error.message);

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
              ? // The browser's words name a file; the reader needs what to do.
                new Error(
                  'This page’s code could not be downloaded. Check your connection, then retry: ' +
                    'the page reloads.',
                )
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
 * resets it on the next navigation.
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
