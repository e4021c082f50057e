import { createContext, useEffect, useState } from 'react';

// Apart from the dialog itself (Mantine's Modal): a page that gives its dialogs a layer draws
// without the dialog's code, which loads when one opens.

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
