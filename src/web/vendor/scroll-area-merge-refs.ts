import { useMergedRef } from '@mantine/hooks';
import type { Ref, RefCallback } from 'react';

/**
 * What Mantine's ScrollArea takes from `@floating-ui/react` (see `vite.config.ts`): one ref from
 * several, the same as Mantine's own `useMergedRef`, without bringing the floating layer.
 */
export function useMergeRefs<T>(refs: readonly (Ref<T> | undefined)[]): RefCallback<T> {
  return useMergedRef(...refs);
}
