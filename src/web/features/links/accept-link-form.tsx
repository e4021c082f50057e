import { Stack, Text } from '@mantine/core';
import { dropEarly } from '../../lib/early-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PasswordFields, type FieldSpec } from '../../components/password-fields';
import { Button } from '../../components/plain-button';
import { WriteFailure } from '../../components/write-failure';
import { isApiError } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { placeFieldErrors } from '../../lib/server-fields';
import { useLazySchemaForm } from '../../lib/use-lazy-schema-form';
import { useSubmitOnce } from '../../lib/use-submit-once';
import type { PasswordOutput, PasswordValues } from './accept-link-fields';
import { acceptLink, oidcStartPath } from './link-api';

/** The schema library arrives with the first check, not with the page's first paint. */
const loadFields = () => import('./accept-link-fields').then((module) => module.passwordFields);

const FIELDS: readonly FieldSpec<PasswordValues>[] = [
  {
    path: 'password',
    label: 'New password',
    description: 'At least 12 characters',
    autoComplete: 'new-password',
  },
  {
    path: 'confirm',
    label: 'The same password again',
    autoComplete: 'new-password',
  },
];

interface AcceptLinkFormProps {
  token: string;
  /** Whether the company's identity provider is configured: a second way to accept. */
  oidc: boolean;
}

export function AcceptLinkForm({ token, oidc }: AcceptLinkFormProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useLazySchemaForm<PasswordValues, PasswordOutput>(loadFields, {
    initialValues: { password: '', confirm: '' },
  });
  const [unplaced, setUnplaced] = useState<unknown>(null);
  const mutation = useSubmitOnce(
    useMutation({
      mutationFn: (password: string) => acceptLink(token, { password }),
      onSuccess: async () => {
        // Signed in now (a cookie): whatever was asked while signed out (the session, the clients,
        // refused) is forgotten, and the shell asks again.
        dropEarly();
        queryClient.clear();
        void navigate(paths.home, { replace: true });
      },
      onError: (error) => {
        // A reason about the password (too common, too short) goes under it; the rest above.
        if (isApiError(error) && error.status === 400) {
          setUnplaced(
            placeFieldErrors(form.setErrors, error, ['password'], 'password') ? error : null,
          );
          return;
        }
        setUnplaced(error);
      },
    }),
  );

  return (
    <Stack gap="md">
      <form
        onSubmit={form.onSubmit(({ password }) => {
          setUnplaced(null);
          mutation.submit(password);
        })}
        noValidate
      >
        <Stack gap="md">
          <WriteFailure title="Could not set the password" error={unplaced} />
          <PasswordFields form={form} fields={FIELDS} />
          <Button type="submit" loading={mutation.isPending} fullWidth>
            Set the password and sign in
          </Button>
        </Stack>
      </form>
      {oidc && (
        <>
          <Text size="sm" c="dimmed" ta="center">
            or
          </Text>
          <Button component="a" href={oidcStartPath(token)} variant="default" fullWidth>
            Sign in with your company account
          </Button>
        </>
      )}
    </Stack>
  );
}
