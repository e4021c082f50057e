import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { errorMessage, isApiError } from '../../lib/api-error';
import { safeNext } from '../../lib/paths';
import { sessionKeys, signIn } from '../../lib/session';
import { DemoAccount } from './demo-account';

/** The contract's sign-in body, with messages written for the form. */
const signInForm = z.object({
  email: z.string().trim().min(1, 'Enter your email address').max(320),
  password: z.string().min(1, 'Enter your password').max(1024),
});
type SignInValues = z.infer<typeof signInForm>;

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
    validate: zod4Resolver(signInForm),
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
