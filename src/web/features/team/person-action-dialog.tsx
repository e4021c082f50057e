import { Group, Stack, Text } from '@mantine/core';
import type { Person } from '../../../contract/people';
import { DialogFrame } from '../../components/dialog-frame';
import { Button } from '../../components/plain-button';
import { WriteFailure } from '../../components/write-failure';
import { presetLabel } from '../../entities/person/person-access';
import { LinkResult } from './link-result';
import { useResetLink, useSetActive, useViewAs } from './use-team-writes';

export type PersonAction = 'deactivate' | 'reactivate' | 'reset-link' | 'view-as';

const TEXT: Record<
  PersonAction,
  { title: string; text: (p: Person) => string; confirm: string; failed: string }
> = {
  deactivate: {
    title: 'Deactivate',
    text: (p) =>
      `${p.name} will be signed out everywhere and cannot sign in until reactivated. Nothing they did is removed.`,
    confirm: 'Deactivate',
    failed: 'Could not deactivate',
  },
  reactivate: {
    title: 'Reactivate',
    text: (p) => `${p.name} can sign in again, with the access they had.`,
    confirm: 'Reactivate',
    failed: 'Could not reactivate',
  },
  'reset-link': {
    title: 'Reset link for',
    text: (p) =>
      `A new link lets ${p.name} set a password (valid 7 days, once). Earlier links stop working.`,
    confirm: 'Make a reset link',
    failed: 'Could not make a reset link',
  },
  'view-as': {
    title: 'View as',
    text: (p) =>
      `See the dashboard as ${p.name} (${presetLabel(p)}) sees it. Read-only: nothing you do is sent until you stop viewing.`,
    confirm: 'View as',
    failed: 'Could not view as',
  },
};

/** One click's action on a person, confirmed first; sent once, its failure said in the dialog. */
export function PersonActionDialog({
  person,
  action,
  onClose,
}: {
  person: Person;
  action: PersonAction;
  onClose: () => void;
}) {
  const setActive = useSetActive(person.id);
  const reset = useResetLink(person.id);
  const viewAs = useViewAs();
  const write = action === 'reset-link' ? reset : action === 'view-as' ? viewAs : setActive;
  const send = () => {
    if (action === 'reset-link') reset.submit();
    else if (action === 'view-as') viewAs.submit(person.id, { onSuccess: onClose });
    else setActive.submit(action === 'reactivate', { onSuccess: onClose });
  };
  const close = () => {
    if (!write.isSending()) onClose();
  };
  const text = TEXT[action];

  return (
    <DialogFrame onClose={close} title={`${text.title} ${person.name}?`}>
      {reset.data ? (
        <LinkResult reply={reset.data} onDone={onClose} />
      ) : (
        <Stack gap="sm">
          <WriteFailure title={text.failed} error={write.error} />
          <Text size="sm">{text.text(person)}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} disabled={write.isPending} data-autofocus>
              Cancel
            </Button>
            <Button
              color={action === 'deactivate' ? 'red' : undefined}
              loading={write.isPending}
              onClick={send}
            >
              {text.confirm}
            </Button>
          </Group>
        </Stack>
      )}
    </DialogFrame>
  );
}
