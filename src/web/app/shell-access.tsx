import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useOneClient, useSessionAccess } from '../entities/client/session-access';
import { isApiError } from '../lib/api-error';
import { paths } from '../lib/paths';
import { sessionKeys } from '../lib/session';
import { filterSearch } from '../lib/url-state';

/** Downloaded only when the connection needs attention. */
const PartnerBanner = lazy(() =>
  import('../features/partner-connection/partner-banner').then((module) => ({
    default: module.PartnerBanner,
  })),
);

/** The one client's landing page, with the filters of `search` that still apply. */
function oneClientLanding(clientId: string, search: string): string {
  const params = new URLSearchParams(filterSearch(new URLSearchParams(search)));
  if (params.get('client') !== clientId) params.delete('listings');
  params.set('client', clientId);
  return `${paths.reviews}?${params.toString()}`;
}

/**
 * A query or write the server refused because the gateway refused the partner's credential
 * (PARTNER_CONNECTION, a 503): the person stays signed in (only SESSION_* answers sign out), and
 * the session is asked again, whose reply says the connection needs attention (the banner).
 */
function usePartnerConnectionWatch() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refused = (error: unknown) => {
      if (isApiError(error) && error.code === 'PARTNER_CONNECTION')
        void queryClient.invalidateQueries({ queryKey: sessionKeys.all }, { cancelRefetch: false });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') refused(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') refused(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}

/**
 * What the person's access changes in the shell, loaded after it has rendered (shell-route.tsx):
 * a person with one client has no portfolio (it goes to the client's reviews) and no client to
 * choose (told to the shell through `onOneClient`); when the partner connection needs attention,
 * its banner. Decision: on a one-client person's first visit the portfolio's address may show for
 * a moment before this arrives; that keeps the code off every page's first paint.
 */
// The default export: the shell loads it with React's `lazy`.
export default function ShellAccess({
  onOneClient,
}: {
  onOneClient: (clientId: string | undefined) => void;
}) {
  const oneClient = useOneClient();
  const { partner, role } = useSessionAccess();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  usePartnerConnectionWatch();
  useEffect(() => onOneClient(oneClient), [onOneClient, oneClient]);
  // Again after any rewrite of the portfolio's address (the filters' repair names a client).
  useEffect(() => {
    if (oneClient && pathname === paths.portfolio)
      void navigate(oneClientLanding(oneClient, search), { replace: true });
  }, [navigate, oneClient, pathname, search]);
  if (partner !== 'needs-attention') return null;
  return (
    <Suspense>
      <PartnerBanner owner={role === 'owner'} />
    </Suspense>
  );
}
