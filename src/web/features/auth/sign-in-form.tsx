import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '../../lib/api-error';
import { safeNext } from '../../lib/paths';
import { sessionKeys, signIn } from '../../lib/session';
import { DemoAccount } from './demo-account';

/**
 * Two required fields: Mantine's own validators, so the sign-in page paints without a schema
 * library; the proxy validates the body against the contract.
 */
interface SignInValues {
  email: string;
  password: string;
}

const failureText = (error: unknown) =>
  isApiError(error) && error.status === 401
    ? 'Email or password is incorrect'
    : errorMessage(error);

export function SignInForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const form = useForm<SignInValues>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: {
      email: isNotEmpty('Enter your email address'),
      password: isNotEmpty('Enter your password'),
    },
  });

  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: (profile) => {
      queryClient.setQueryData(sessionKeys.all, profile);
      void navigate(safeNext(searchParams.get('next')), { replace: true });
    },
  });

  return (
    <Stack gap="md">
      {/* On failure the fields keep what was typed. */}
      <form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
        <Stack gap="md">
          {mutation.isError && (
            <Alert color="red" title="Could not sign in" role="alert">
              {failureText(mutation.error)}
            </Alert>
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
      <DemoAccount
        onUse={(account) => {
          form.setValues(account);
          mutation.reset();
        }}
      />
    </Stack>
  );
}
