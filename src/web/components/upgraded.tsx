import { Suspense, type ReactNode } from 'react';

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
