import { useSyncExternalStore } from 'react';

/** A phone's width (Mantine's `xs`, 36em): the filters fold away, dialogs fill the screen. */
export const PHONE_QUERY = '(max-width: 36em)';

const query = () =>
  typeof window === 'undefined' || typeof window.matchMedia !== 'function'
    ? undefined
    : window.matchMedia(PHONE_QUERY);

const subscribe = (onChange: () => void) => {
  const list = query();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
};

/**
 * True on a phone-wide screen, read as the component first draws (no desktop flash) and followed
 * as the window changes. Plain `matchMedia`: a few lines rather than a hooks chunk before paint.
 */
export const usePhone = () =>
  useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
