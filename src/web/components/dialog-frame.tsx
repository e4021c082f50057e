import { Group, Modal, Stack, Text, type ModalRootProps } from '@mantine/core';
import { usePhone } from '../lib/use-phone';
import { useContext, useEffect, type ReactNode } from 'react';
import { DialogLayerContext, useReturnFocus } from './dialog-layer';
import { Alert, Button } from './plain-button';

interface DialogFrameProps {
  title: ReactNode;
  onClose: () => void;
  size?: ModalRootProps['size'];
  children: ReactNode;
}

/**
 * Mantine's Modal, opened, with two accessibility fixes: its header is a `<div>` (Mantine's
 * `<header>` is a second banner landmark, which axe flags) and its close button is named. Focus
 * returns to what opened it. Full screen on a phone. Mount it to open it; unmount it to close it.
 */
export function DialogFrame({ title, onClose, size = 'md', children }: DialogFrameProps) {
  const layer = useContext(DialogLayerContext);
  useReturnFocus(layer?.fallback);
  useEffect(() => {
    layer?.report(true);
    return () => layer?.report(false);
  }, [layer]);
  const phone = usePhone();
  return (
    <Modal.Root opened onClose={onClose} size={size} fullScreen={phone}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header {...{ component: 'div' }}>
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/** Stable, so it runs once when the element appears, not on every render. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

interface DialogActionsProps {
  /** The submit button's text, e.g. "Send reply". */
  submit: string;
  /** Sending: the submit button spins and Cancel waits. */
  pending: boolean;
  /** Cancel: the dialog asks before discarding what was typed (see `confirming`). */
  onCancel: () => void;
  /** Asking whether to discard: the question instead of the buttons. */
  confirming: false | { title: string; text: string; keep: string };
  onKeep: () => void;
  onDiscard: () => void;
}

/**
 * A form dialog's footer: Cancel and submit, or, when closing would lose what was typed, the
 * question whether to discard it (focus on the safe answer).
 */
export function DialogActions(props: DialogActionsProps) {
  const { submit, pending, onCancel, confirming, onKeep, onDiscard } = props;
  if (confirming) {
    return (
      <Alert color="yellow" title={confirming.title} role="alert">
        <Stack gap="xs">
          <Text size="sm">{confirming.text}</Text>
          <Group gap="xs">
            <Button size="xs" variant="default" ref={focusOnMount} onClick={onKeep}>
              {confirming.keep}
            </Button>
            <Button size="xs" color="red" onClick={onDiscard}>
              Discard
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Group justify="flex-end" gap="xs">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" loading={pending}>
        {submit}
      </Button>
    </Group>
  );
}
