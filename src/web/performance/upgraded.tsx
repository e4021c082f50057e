import { Suspense, useEffect, useRef, type ReactNode } from 'react';

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
 * For the real control that takes a stand-in's place: a ref for the element to focus, focused on
 * mount when `take` (the stand-in had the focus, or was pressed): the keyboard stays where it was.
 */
export function useTakeFocus<T extends HTMLElement>(take: boolean) {
  const element = useRef<T>(null);
  useEffect(() => {
    if (take) element.current?.focus();
    // Only on mount: the hand-over from the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return element;
}
