import { Alert, Button, Group, Modal, Stack, Text, type ModalRootProps } from '@mantine/core';
import { usePhone } from '../lib/use-phone';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** Given by a drawer to the dialogs opened from inside it. */
export interface DialogLayer {
  /**
   * A dialog says when it opens and closes: while one is open the drawer leaves Escape to it.
   * (Mantine's overlays each close on Escape, and the drawer, opened first, would hear it first
   * and close under the dialog.)
   */
  report: (open: boolean) => void;
  /** Where focus goes when a dialog closes and what opened it is gone. */
  fallback: () => HTMLElement | null;
}

export const DialogLayerContext = createContext<DialogLayer | null>(null);

/**
 * Focus back where it was when an overlay mounted, once it unmounts, unless something else took
 * it meanwhile. Mantine returns focus only when `opened` changes, and these overlays open by
 * mounting and close by unmounting. When the opener is gone (a "Reply" button once the reply is
 * sent), `fallback` says where to go instead.
 */
export function useReturnFocus(fallback?: () => HTMLElement | null) {
  // Read while rendering, once: the dialog's own elements take focus as they mount.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  useEffect(
    () => () => {
      // After the overlay's elements have left the page (focus is then on <body>).
      setTimeout(() => {
        const current = document.activeElement;
        if (current && current !== document.body) return;
        const target = opener?.isConnected && opener !== document.body ? opener : fallback?.();
        target?.focus({ preventScroll: true });
      }, 0);
    },
    [opener, fallback],
  );
}

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
