import type { CSSProperties, ReactNode } from 'react';

/**
 * What Mantine's Button and ActionIcon draw their loader with instead of its Transition (see
 * `vite.config.ts`): the loader shown while `mounted`, in its entered state, without the 150 ms
 * slide. Button's loader is placed by that state (a translate that centres it), so it is kept.
 * The Transition and its styles were 2 KB of gzip on every page's first paint for the slide
 * alone; the menus, popovers and dialogs that animate keep Mantine's own, which loads with them.
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
