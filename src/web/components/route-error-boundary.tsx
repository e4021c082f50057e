import { Stack, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isSessionError } from '../lib/api-error';
import { signInPath } from '../lib/paths';
import { ErrorState } from './error-state';
import classes from './route-error-boundary.module.css';

/**
 * A page's code that could not be loaded (routes.tsx): its download failed (a deploy replaced it,
 * the network dropped) or it failed as it first ran. The app keeps the failed download until the
 * page is reloaded (routes.tsx), so a reload is the one retry.
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

interface RouteErrorProps {
  error: unknown;
  /** Draws the page again (its queries try again as it mounts). */
  onReset: () => void;
}

function RouteError({ error, onReset }: RouteErrorProps) {
  const location = useLocation();

  if (isSessionError(error)) {
    return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  }
  // Drawing the page again resets a render error; a missing chunk needs a reload.
  const chunk = isChunkLoadError(error);
  return (
    <Stack gap="md">
      <Title order={1} fz="h2" tabIndex={-1}>
        Something went wrong
      </Title>
      <ErrorState
        error={chunk ? asPageCodeError(error) : error}
        title="This page could not be shown"
        onRetry={chunk ? () => window.location.reload() : onReset}
      />
    </Stack>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The navigation the app is at: the boundary lets its failure go when this changes. */
  address: string;
  frame: (content: ReactNode) => ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error?: unknown;
  /** The address the boundary last drew. */
  address: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, address: this.props.address };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  /** A failure stays until the user goes elsewhere (or retries); then the page is drawn anew. */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.address === state.address
      ? null
      : { failed: false, error: undefined, address: props.address };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.frame(
      <RouteError
        error={this.state.error}
        onReset={() => this.setState({ failed: false, error: undefined })}
      />,
    );
  }
}

/** Each navigation's own key: going to the same address again draws the page anew too. */
const useAddress = () => useLocation().key;

/**
 * The error boundary of a page inside the shell: the navigation stays usable, and the next
 * navigation draws the page anew (a page whose code could not be loaded shows it again when
 * visited again, until a reload: PageCodeError).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <Boundary address={useAddress()} frame={(content) => content}>
      {children}
    </Boundary>
  );
}

/** The error boundary of a route with no shell around it: brings its own landmark. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <Boundary
      address={useAddress()}
      frame={(content) => <main className={classes.page}>{content}</main>}
    >
      {children}
    </Boundary>
  );
}
