import { Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { changePasswordBody } from '../../../contract/people';
import { PasswordFields, type FieldSpec } from '../../components/password-fields';
import { Button } from '../../components/plain-button';
import { WriteFailure } from '../../components/write-failure';
import { changePassword } from '../../entities/person/person-writes';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useSubmitOnce } from '../../lib/use-submit-once';

const passwordFields = z.object({
  current: z.string().check(z.minLength(1, 'Enter your current password')),
  next: changePasswordBody.shape.next,
});
type PasswordValues = { current: string; next: string };

const FIELDS: readonly FieldSpec<PasswordValues>[] = [
  {
    path: 'current',
    label: 'Current password',
    autoComplete: 'current-password',
  },
  {
    path: 'next',
    label: 'New password',
    description: 'At least 12 characters.',
    autoComplete: 'new-password',
  },
];

/** Change the password: the current one and the new one (12 characters or more). */
export function PasswordForm() {
  const form = useSchemaForm<PasswordValues, PasswordValues>(passwordFields, {
    initialValues: { current: '', next: '' },
  });
  const mutation = useSubmitOnce(useMutation({ mutationFn: changePassword }));
  const submit = form.onSubmit((values) => {
    mutation.submit(values, {
      onSuccess: () => {
        form.reset();
        notifications.show({
          color: 'teal',
          title: 'Password changed',
          message: 'Use it from your next sign-in.',
        });
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <WriteFailure title="Could not change the password" error={mutation.error} />
        <PasswordFields form={form} fields={FIELDS} />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
