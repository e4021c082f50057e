import { PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/plain-button';
import { WriteFailure } from '../../components/write-failure';
import { errorMessage, isApiError, signInWait } from '../../lib/api-error';
import { safeNext } from '../../lib/paths';
import { sessionKeys, signIn } from '../../lib/session';
import { useLazySchemaForm } from '../../lib/use-lazy-schema-form';
import { useSubmitOnce } from '../../lib/use-submit-once';
import { DemoAccount } from './demo-account';
import type { SignInValues } from './sign-in-fields';

/** The set-up check and the company sign-in (sign-in-extras.tsx), off the page's first paint. */
const SignInExtras = lazy(() =>
  import('./sign-in-extras').then((module) => ({ default: module.SignInExtras })),
);

/** Why a company sign-in came back here (`?error=`): from the same module, only when there is one. */
const CompanySignInFailure = lazy(() =>
  import('./sign-in-extras').then((module) => ({ default: module.CompanySignInFailure })),
);

/** The schema library arrives with the first check, not with the page's first paint. */
const loadFields = () => import('./sign-in-fields').then((module) => module.signInFields);

const failureText = (error: unknown) => {
  if (!isApiError(error)) return errorMessage(error);
  // The refusal that earns a wait says so at once, before anyone is refused again.
  if (error.status === 401)
    return `Email or password is incorrect${error.retryAfter ? `. ${signInWait(error.retryAfter)}` : ''}`;
  // The accounts' store or the gateway is down: nobody can sign in, whatever they type.
  if (error.status === 503) return 'Sign-in is unavailable for a moment. Try again shortly.';
  // A 429 says how long to wait (errorMessage reads it).
  return errorMessage(error);
};

export function SignInForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const form = useLazySchemaForm<SignInValues>(loadFields, {
    initialValues: { email: '', password: '' },
  });

  const mutation = useSubmitOnce(
    useMutation({
      mutationFn: signIn,
      onSuccess: (profile) => {
        queryClient.setQueryData(sessionKeys.all, profile);
        void navigate(safeNext(searchParams.get('next')), { replace: true });
      },
    }),
  );

  return (
    <Stack gap="md">
      {/* On failure the fields keep what was typed. */}
      <form
        onSubmit={form.onSubmit((values) => {
          mutation.submit(values);
        })}
        noValidate
      >
        <Stack gap="md">
          <WriteFailure title="Could not sign in" error={mutation.error} describe={failureText} />
          {/* Until the form is sent: then its own outcome is what counts. */}
          {mutation.isIdle && searchParams.has('error') && (
            <Suspense fallback={null}>
              <CompanySignInFailure />
            </Suspense>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={mutation.isPending} fullWidth>
            Sign in
          </Button>
        </Stack>
      </form>
      <Suspense fallback={null}>
        <SignInExtras />
      </Suspense>
      <DemoAccount
        onUse={(account) => {
          form.setValues(account);
          mutation.reset();
        }}
      />
    </Stack>
  );
}
