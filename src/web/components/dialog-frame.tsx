import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';

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
