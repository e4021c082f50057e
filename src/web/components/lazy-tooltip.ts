import type { TooltipProps } from '@mantine/core';
import type { ComponentType } from 'react';
import { lazyAfterPaint } from '../performance/load-after-paint';

/**
 * Mantine's Tooltip, loaded when first shown: it brings the floating layer (about 20 KB of gzip)
 * that no page needs to draw. Render it inside a `Suspense` whose fallback is the bare target.
 */
export const LazyTooltip = lazyAfterPaint(() =>
  import('./tooltip').then((module) => module.Tooltip as ComponentType<TooltipProps>),
);
