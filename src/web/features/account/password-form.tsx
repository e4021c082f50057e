import { Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { PasswordFields, type FieldSpec } from '../../components/password-fields';
import { Button } from '../../components/plain-button';
import { WriteFailure } from '../../components/write-failure';
import { changePassword } from '../../entities/person/person-writes';
import { useLazySchemaForm } from '../../lib/use-lazy-schema-form';
import { useSubmitOnce } from '../../lib/use-submit-once';

/** The schema library arrives with the first check, not with the page's first paint. */
const loadFields = () => import('./password-fields').then((module) => module.passwordFields);
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
  const form = useLazySchemaForm<PasswordValues>(loadFields, {
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
