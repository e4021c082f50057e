import { Stack, Text } from '@mantine/core';
import type { Person, Role } from '../../../contract/people';
import { DialogActions, DialogFrame } from '../../components/dialog-frame';
import { WriteFailure } from '../../components/write-failure';
import { useSchemaForm } from '../../lib/use-schema-form';
import { accessOf, personFields, valuesOf, type PersonValues } from './person-form';
import { PersonFields } from './person-fields';
import { useUpdatePerson } from './use-team-writes';

/** Change someone's name, preset, scope or end of access; a refusal keeps what was typed. */
export function EditDialog({
  person,
  actor,
  onClose,
}: {
  person: Person;
  actor: Role;
  onClose: () => void;
}) {
  const mutation = useUpdatePerson(person.id);
  const form = useSchemaForm<PersonValues, PersonValues>(personFields, {
    initialValues: valuesOf(person),
  });
  const close = () => {
    if (!mutation.isSending()) onClose();
  };
  const submit = form.onSubmit((values) => {
    mutation.submit(
      { name: values.name, ...accessOf(values), until: values.until || null },
      { onSuccess: onClose },
    );
  });

  return (
    <DialogFrame onClose={close} title={`Edit ${person.name}`} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {person.email}
          </Text>
          <WriteFailure title="Could not save the changes" error={mutation.error} />
          <PersonFields form={form} actor={actor} withEmail={false} />
          <DialogActions
            submit="Save changes"
            pending={mutation.isPending}
            onCancel={close}
            confirming={false}
            onKeep={close}
            onDiscard={close}
          />
        </Stack>
      </form>
    </DialogFrame>
  );
}
