import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { partnerConnectionBody } from '../../../contract/people';
import { DialogFrame } from '../../components/dialog-frame';
import { FormFields, type FormFieldSpec } from '../../components/form-fields';
import { Button } from '../../components/plain-button';
import { WriteFailure } from '../../components/write-failure';
import { isApiError } from '../../lib/api-error';
import { placeFieldErrors } from '../../lib/server-fields';
import { sessionKeys } from '../../lib/session';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useSubmitOnce } from '../../lib/use-submit-once';
import { reconnectPartner, type PartnerConnectionBody } from './reconnect-api';

const FIELDS: readonly FormFieldSpec<PartnerConnectionBody>[] = [
  {
    path: 'email',
    label: 'Gateway email',
    type: 'email',
    autoComplete: 'off',
    'data-autofocus': true,
  },
  { path: 'password', label: 'Gateway password', type: 'password', autoComplete: 'off' },
];

/** The gateway's email and password, checked by the server against the gateway before it keeps them. */
export function ReconnectDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<PartnerConnectionBody, PartnerConnectionBody>(partnerConnectionBody, {
    initialValues: { email: '', password: '' },
  });
  const [unplaced, setUnplaced] = useState<unknown>(null);
  const mutation = useSubmitOnce(
    useMutation({
      mutationFn: reconnectPartner,
      onSuccess: async () => {
        notifications.show({
          color: 'teal',
          title: 'Reconnected',
          message: 'The gateway accepted the new credential.',
        });
        onClose();
        // The session's reply says how the connection is; every page's data may come back now.
        await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
        void queryClient.invalidateQueries({
          predicate: (query) => query.state.status === 'error',
        });
      },
      onError: (error) => {
        // The fields keep what was typed; a refusal of the credential goes under its password.
        if (isApiError(error) && error.status < 500 && error.status !== 429) {
          setUnplaced(
            placeFieldErrors(form.setErrors, error, ['email', 'password'], 'password')
              ? error
              : null,
          );
          return;
        }
        setUnplaced(error);
      },
    }),
  );
  return (
    <DialogFrame title="Reconnect the partner gateway" onClose={onClose}>
      <form
        onSubmit={form.onSubmit((values) => {
          setUnplaced(null);
          mutation.submit(values);
        })}
        noValidate
      >
        <Stack gap="md">
          <Text size="sm">
            The partner account&apos;s sign-in at the marketplace gateway. It is checked against the
            gateway before it is kept.
          </Text>
          <WriteFailure title="Could not reconnect" error={unplaced} />
          <FormFields form={form} fields={FIELDS} />
          <Button type="submit" loading={mutation.isPending}>
            Reconnect
          </Button>
        </Stack>
      </form>
    </DialogFrame>
  );
}
