import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { Role } from '../../../contract/people';
import { DialogActions, DialogFrame } from '../../components/dialog-frame';
import { WriteFailure } from '../../components/write-failure';
import { useSchemaForm } from '../../lib/use-schema-form';
import { LinkResult } from './link-result';
import { accessOf, emptyValues, personFields, type PersonValues } from './person-form';
import { PersonFields } from './person-fields';
import { useInvite } from './use-team-writes';

/**
 * Invite someone: their email, name, preset and scope, and the day access ends. Sent once; a
 * refusal (the server's reason) shows above the fields, which keep what was typed. Once sent, the
 * link to pass on.
 */
export function InviteDialog({ actor, onClose }: { actor: Role; onClose: () => void }) {
  const mutation = useInvite();
  const [confirming, setConfirming] = useState(false);
  const form = useSchemaForm<PersonValues, PersonValues>(personFields, {
    initialValues: emptyValues,
  });

  const requestClose = () => {
    if (mutation.isSending()) return;
    if (!mutation.data && form.isDirty() && !confirming) setConfirming(true);
    else onClose();
  };

  const submit = form.onSubmit((values) => {
    mutation.submit({
      email: values.email,
      name: values.name,
      ...accessOf(values),
      until: values.until || null,
    });
  });

  return (
    <DialogFrame onClose={requestClose} title="Invite someone" size="lg">
      {mutation.data ? (
        <LinkResult reply={mutation.data} onDone={onClose} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <WriteFailure title="Could not invite" error={mutation.error} />
            <PersonFields form={form} actor={actor} withEmail />
            <DialogActions
              submit="Send invitation"
              pending={mutation.isPending}
              onCancel={requestClose}
              confirming={
                confirming && {
                  title: 'Discard this invitation?',
                  text: 'It has not been sent.',
                  keep: 'Keep editing',
                }
              }
              onKeep={() => setConfirming(false)}
              onDiscard={onClose}
            />
          </Stack>
        </form>
      )}
    </DialogFrame>
  );
}
