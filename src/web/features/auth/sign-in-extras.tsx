import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { COMPANY_SIGN_IN_FAILURES } from '../../../contract/sign-in-failures';
import { Alert, Button } from '../../components/plain-button';
import { paths, safeNext } from '../../lib/paths';
import { metaQueryOptions } from '../../lib/session';
import { setupStateQueryOptions } from '../../lib/setup-state';

/*
 * What the sign-in page shows only in some set-ups, loaded once it has painted: the page's first
 * paint is the form alone.
 */

/**
 * The company sign-in, when the server says its identity provider is configured: a full
 * navigation, back to the page asked for (`next`) as the password's sign-in is.
 */
function CompanySignIn() {
  const meta = useQuery(metaQueryOptions());
  const next = useSearchParams()[0].get('next');
  if (meta.data?.oidc !== true) return null;
  const href = next
    ? `/api/oidc/start?${new URLSearchParams({ next: safeNext(next) }).toString()}`
    : '/api/oidc/start';
  return (
    <>
      <Text size="sm" c="dimmed" ta="center">
        or
      </Text>
      <Button component="a" href={href} variant="default" fullWidth>
        Sign in with your company account
      </Button>
    </>
  );
}

/**
 * Why the company sign-in came back here (`/sign-in?error=<code>`, from the server's OpenID
 * Connect callback), in the page's own words: an unknown code gets a general sentence, so no
 * link can put text of its own on the sign-in page.
 */
export function CompanySignInFailure() {
  const code = useSearchParams()[0].get('error');
  if (!code) return null;
  const known = Object.entries(COMPANY_SIGN_IN_FAILURES).find(([key]) => key === code)?.[1];
  return (
    <Alert color="red" title="Could not sign in with your company account" role="alert">
      {known ?? COMPANY_SIGN_IN_FAILURES['sso-failed']}
    </Alert>
  );
}

/**
 * A first start with no owner yet: nobody can sign in, so the set-up comes first. A server without
 * the set-up answers 404, and the form stays.
 */
function SetupRedirect() {
  const setup = useQuery(setupStateQueryOptions());
  return setup.data?.needsOwner ? <Navigate to={paths.setup} replace /> : null;
}

/** Both, under the form. */
export function SignInExtras() {
  return (
    <>
      <SetupRedirect />
      <CompanySignIn />
    </>
  );
}
