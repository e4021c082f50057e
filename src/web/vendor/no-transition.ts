import type { CSSProperties, ReactNode } from 'react';

/**
 * What Mantine's ActionIcon (the password field's eye) draws its loader with instead of its
 * Transition (see `vite.config.ts`): the loader shown while `mounted`, in its entered state,
 * without the 150 ms slide. The Transition and its styles were 2 KB of gzip for the slide alone;
 * the menus, popovers and dialogs that animate keep Mantine's own, which loads with them.
 */
export function Transition({
  mounted,
  transition,
  children,
}: {
  mounted: boolean;
  /** A named transition (ActionIcon's: its loader is centred by its own styles) or its states. */
  transition?: string | { in: CSSProperties; common?: CSSProperties };
  children: (styles: CSSProperties) => ReactNode;
}) {
  if (!mounted) return null;
  return children(typeof transition === 'object' ? { ...transition.common, ...transition.in } : {});
}
