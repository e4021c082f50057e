import type { TooltipProps } from '@mantine/core';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { lazyAfterPaint } from '../lib/lazy-after-paint';

/**
 * A light stand-in until the real control's code has loaded (`useLoadedAfterPaint`), then the
 * real control. One tree either way: the stand-in is never mounted anew while someone is using
 * it (a press that starts on one element and ends on another is no click). `ready` turns true in
 * a transition, so the boundary keeps the stand-in until the control can show; its fallback is
 * only there because a lazy component needs one.
 */
export function Upgraded({
  ready,
  standIn,
  children,
}: {
  ready: boolean;
  standIn: ReactNode;
  children: ReactNode;
}) {
  return <Suspense fallback={standIn}>{ready ? children : standIn}</Suspense>;
}

/**
 * Mantine's Tooltip, loaded when first shown: it brings the floating layer (about 20 KB of gzip)
 * that no page needs to draw. Render it inside a `Suspense` whose fallback is the bare target.
 */
export const LazyTooltip = lazyAfterPaint(() =>
  import('./tooltip').then((module) => module.Tooltip as ComponentType<TooltipProps>),
);
