import type { CSSProperties, ReactNode } from 'react';

/**
 * What Mantine's Button and ActionIcon draw their loader with instead of its Transition (see
 * `vite.config.ts`): the loader shown while `mounted`, without the 150 ms slide. The Transition
 * and its styles were 2 KB of gzip on every page's first paint for that slide alone; the menus,
 * popovers and dialogs that animate keep Mantine's own, which loads with them.
 */
export function Transition({
  mounted,
  children,
}: {
  mounted: boolean;
  children: (styles: CSSProperties) => ReactNode;
}) {
  return mounted ? children({}) : null;
}
