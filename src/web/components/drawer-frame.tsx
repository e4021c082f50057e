import { Drawer } from '@mantine/core';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { usePhone } from '../lib/use-phone';
import { DialogLayerContext, useReturnFocus, type DialogLayer } from './dialog-layer';

interface DrawerFrameProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/**
 * Mantine's Drawer on the right, opened, with the dialog frame's accessibility fixes (a `<div>`
 * header, a named close button). A dialog opened from inside it takes Escape while it is open, so
 * Escape closes the dialog, not both; when the dialog closes and its opener is gone, focus goes
 * back into the drawer. Focus returns to what opened the drawer. Mount it to open it; unmount it
 * to close it. Full screen on a phone.
 */
export function DrawerFrame({ title, onClose, children }: DrawerFrameProps) {
  useReturnFocus();
  const phone = usePhone();
  const content = useRef<HTMLDivElement>(null);
  const [dialogsOpen, setDialogsOpen] = useState(0);
  const report = useCallback(
    (open: boolean) => setDialogsOpen((count) => count + (open ? 1 : -1)),
    [],
  );
  const layer: DialogLayer = useMemo(() => ({ report, fallback: () => content.current }), [report]);
  return (
    <Drawer.Root
      opened
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      closeOnEscape={dialogsOpen === 0}
    >
      <Drawer.Overlay />
      <Drawer.Content ref={content}>
        {/* A div, not Mantine's <header>: a second banner landmark is an axe violation. */}
        <Drawer.Header {...{ component: 'div' }}>
          <Drawer.Title>{title}</Drawer.Title>
          <Drawer.CloseButton aria-label="Close" />
        </Drawer.Header>
        <Drawer.Body>
          <DialogLayerContext value={layer}>{children}</DialogLayerContext>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
