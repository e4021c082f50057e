import {
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

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

/**
 * How a light stand-in of a select (a read-only box of the same size, name and value) becomes
 * the real one when used: the focus, a press, a click or an opening key each ask for it (`load`)
 * and say how it was used, so the real control takes the focus and opens its list as asked. Not
 * swapped in the middle of a press: the press would end on the real control, not on what it
 * started on, and no click would open it.
 */
export function useStandInTrigger(load: () => void) {
  const [used, setUsed] = useState<'focus' | 'open' | null>(null);
  const [pressing, setPressing] = useState(false);
  const ask = (how: 'focus' | 'open') => {
    setUsed((was) => (was === 'open' ? was : how));
    load();
  };
  const triggerProps = {
    onFocus: () => ask('focus'),
    onPointerDown: () => {
      setPressing(true);
      load();
      // After the click that ends the press (it comes right after `pointerup`).
      window.addEventListener(
        'pointerup',
        () => setTimeout(() => startTransition(() => setPressing(false))),
        { once: true },
      );
    },
    onClick: () => ask('open'),
    onKeyDown: (event: KeyboardEvent) => {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
        event.preventDefault();
        ask('open');
      }
    },
  };
  return { used, pressing, triggerProps };
}
