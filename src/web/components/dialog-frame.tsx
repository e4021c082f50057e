import { Modal, type ModalRootProps } from '@mantine/core';
import { createContext, useContext, useEffect, type ReactNode } from 'react';

/**
 * Given by a drawer to the dialogs opened from inside it, which say when they open and close:
 * while one is open the drawer leaves Escape to it. (Mantine's overlays each close on Escape, and
 * the drawer, opened first, would hear it first and close under the dialog.)
 */
export const DialogLayerContext = createContext<((open: boolean) => void) | null>(null);

interface DialogFrameProps {
  title: ReactNode;
  onClose: () => void;
  size?: ModalRootProps['size'];
  children: ReactNode;
}

/**
 * Mantine's Modal, opened, with two accessibility fixes: its header is a `<div>` (Mantine's
 * `<header>` is a second banner landmark, which axe flags) and its close button is named.
 * Mount it to open it; unmount it to close it.
 */
export function DialogFrame({ title, onClose, size = 'md', children }: DialogFrameProps) {
  const report = useContext(DialogLayerContext);
  useEffect(() => {
    report?.(true);
    return () => report?.(false);
  }, [report]);
  return (
    <Modal.Root opened onClose={onClose} size={size}>
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
