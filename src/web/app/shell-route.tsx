import { useQuery } from '@tanstack/react-query';
import { useLatch } from '../lib/use-latch';
import { useDeferredValue } from 'react';
import { Navigate, useLocation, type To } from 'react-router';
import { isSessionError } from '../lib/api-error';
import { signInPath } from '../lib/paths';
import { restaurantDetailsQueryOptions } from '../lib/restaurant-details';
import { sessionQueryOptions } from '../lib/session';
import { ShellLoading } from './app-loading';
import { Shell } from './shell-frame';
import type { FilterNoticeState } from './filter-notice';
import { useFilterRepair } from './use-filter-repair';

/** Goes to `to` (replacing the history entry), the page's shape on screen until it has drawn. */
function Redirect({ to, state }: { to: To; state?: FilterNoticeState | undefined }) {
  return (
    <>
      <ShellLoading />
      <Navigate to={to} replace state={state} />
    </>
  );
}

/**
 * Route protection and the filters: no session → sign in (then back here); no `client` in the
 * URL → the first client, written into the URL so every link names it; an unknown client, bad
 * dates or unknown listings → what is shown instead, said and written into the URL. Until the
 * session is in, the page's shape (ShellLoading). The clients are not waited for: the page draws
 * its header and filters, and its body waits for them (`ClientGate`), which reads the URL as the
 * repair will write it (`clientScope`), so the page stays mounted, and asks for nothing twice,
 * when the repair rewrites the URL.
 */
export function Component() {
  const location = useLocation();
  const session = useQuery(sessionQueryOptions());
  // A failure here is shown by the picker and the page, not by the whole shell.
  const details = useQuery({ ...restaurantDetailsQueryOptions(), enabled: !!session.data });
  // Signed out or expired while here (set to null): whoever did it goes to sign-in; the pages are
  // gone at once, so none of their queries refetch without a session on the way.
  const signedIn = useLatch(!!session.data);
  const shown = useDeferredValue(session.data);
  useFilterRepair(session.data ? details.data : undefined);

  if (session.isError) throw session.error;
  if (session.data === null) {
    return signedIn ? null : <Redirect to={signInPath(location.pathname + location.search)} />;
  }
  // The shell and the page are drawn in the background once the session is in (a transition, cut
  // into short tasks), not in the one task the query's update would make of them.
  if (!session.data || !shown) return <ShellLoading />;
  if (details.isError && isSessionError(details.error)) {
    return <Redirect to={signInPath(location.pathname + location.search)} />;
  }
  return <Shell />;
}
