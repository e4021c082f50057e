import { Stack, Text, Title } from '@mantine/core';
import { dropEarly } from '../../lib/early-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type * as z from 'zod/mini';
import type { setupBody } from '../../../contract/people';
import { FormFields, type FormFieldSpec } from '../../components/form-fields';
import { Button } from '../../components/plain-button';
import { WriteFailure } from '../../components/write-failure';
import { isApiError } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { placeFieldErrors } from '../../lib/server-fields';
import { setupKeys } from '../../lib/setup-state';
import { useLazySchemaForm } from '../../lib/use-lazy-schema-form';
import { useSubmitOnce } from '../../lib/use-submit-once';
import { sendSetup, type SetupBody } from './setup-api';

type SetupValues = z.input<typeof setupBody>;

/** The contract's schema (and zod) arrive with the first check, not with the page's first paint. */
const loadFields = () => import('../../../contract/people').then((module) => module.setupBody);

const FIELDS = [
  'partner.email',
  'partner.password',
  'owner.name',
  'owner.email',
  'owner.password',
] as const;

const PARTNER_FIELDS: readonly FormFieldSpec<SetupValues>[] = [
  { path: 'partner.email', label: 'Gateway email', type: 'email', autoComplete: 'off' },
  { path: 'partner.password', label: 'Gateway password', type: 'password', autoComplete: 'off' },
];

const OWNER_FIELDS: readonly FormFieldSpec<SetupValues>[] = [
  { path: 'owner.name', label: 'Your name', autoComplete: 'name' },
  { path: 'owner.email', label: 'Your email', type: 'email', autoComplete: 'username' },
  {
    path: 'owner.password',
    label: 'Your password',
    description: 'At least 12 characters',
    type: 'password',
    autoComplete: 'new-password',
  },
];

/** The gateway's refusal of the partner credential belongs next to its password. */
const isGatewayRefusal = (error: unknown) =>
  isApiError(error) &&
  error.fields.length === 0 &&
  (error.code === 'PARTNER_CONNECTION' || /gateway/i.test(error.message));

export function SetupForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useLazySchemaForm<SetupValues, SetupBody>(loadFields, {
    initialValues: {
      partner: { email: '', password: '' },
      owner: { name: '', email: '', password: '' },
    },
  });
  // What the server said that no field can show (none: the alert is not drawn).
  const [unplaced, setUnplaced] = useState<unknown>(null);

  const mutation = useSubmitOnce(
    useMutation({
      mutationFn: sendSetup,
      onSuccess: async () => {
        queryClient.setQueryData(setupKeys.all, { needsOwner: false });
        // The owner is signed in (a cookie): the session is asked for again by the shell.
        // Signed in now (a cookie): whatever was asked while signed out (the session, the clients,
        // refused) is forgotten, and the shell asks again.
        dropEarly();
        queryClient.clear();
        void navigate(paths.home, { replace: true });
      },
      onError: (error) => {
        // The fields keep what was typed; the server's reasons go next to them.
        if (isGatewayRefusal(error) && isApiError(error)) {
          form.setFieldError('partner.password', error.message);
          setUnplaced(null);
          return;
        }
        if (isApiError(error) && error.fields.length > 0) {
          setUnplaced(placeFieldErrors(form.setErrors, error, FIELDS) ? error : null);
          return;
        }
        setUnplaced(error);
      },
    }),
  );

  const submit = form.onSubmit((values) => {
    setUnplaced(null);
    mutation.submit(values);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <WriteFailure title="Could not finish the set-up" error={unplaced} />
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Title order={2} fz="h4" component="legend">
            The partner gateway
          </Title>
          <Text size="sm" c="dimmed">
            The partner account&apos;s sign-in at the marketplace gateway. It is checked against the
            gateway before it is kept, and only the server uses it.
          </Text>
          <FormFields form={form} fields={PARTNER_FIELDS} />
        </Stack>
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Title order={2} fz="h4" component="legend">
            The first owner
          </Title>
          <Text size="sm" c="dimmed">
            You: an owner sees every client and invites the rest of the team.
          </Text>
          <FormFields form={form} fields={OWNER_FIELDS} />
        </Stack>
        <Button type="submit" loading={mutation.isPending} fullWidth>
          Finish the set-up
        </Button>
      </Stack>
    </form>
  );
}
