import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { LazyTooltip } from '../../components/lazy-tooltip';
import { PlainBadge } from '../../components/plain-badge';
import { statusInfo } from './dispute-status';

/** Renders nothing; says when the tooltip beside it has been drawn (its code has come). */
function WhenDrawn({ onDrawn }: { onDrawn: () => void }) {
  useEffect(onDrawn, [onDrawn]);
  return null;
}

/**
 * The status in its colour; its explanation on hover or keyboard focus. The tooltip is only
 * built once someone points at or focuses the badge: a page of a hundred rows would otherwise
 * set up a hundred floating tooltips that are never shown. Its code, too, loads then.
 */
export function DisputeStatusBadge({ status }: { status: string }) {
  const info = statusInfo(status);
  const [armed, setArmed] = useState<'hover' | 'focus' | null>(null);
  const [drawn, setDrawn] = useState(false);
  // Whether the pointer or the keyboard is still on the badge when the tooltip's code arrives: it
  // opens then only if so. A pointer that passed over and left meanwhile finds nothing open.
  const [still, setStill] = useState(false);
  const node = useRef<HTMLSpanElement | null>(null);
  const arrive = (how: 'hover' | 'focus') => {
    setStill(true);
    if (!armed) setArmed(how);
  };
  // Wrapping the badge in its tooltip mounts it anew (twice: while the tooltip's code loads, and
  // with it): keep the keyboard where it was. Only when a badge is attached, so never taken back
  // from where it moved since.
  const ref = useCallback(
    (element: HTMLSpanElement | null) => {
      node.current = element;
      if (element && armed === 'focus' && document.activeElement !== element) element.focus();
    },
    [armed],
  );
  // The badge mounted anew under a still pointer hears no leave when the pointer goes (the
  // browser never saw it enter): while the code loads, where the pointer moves tells instead.
  useEffect(() => {
    if (armed !== 'hover' || drawn) return;
    const moved = (event: PointerEvent) =>
      setStill(event.target instanceof Node && node.current?.contains(event.target) === true);
    document.addEventListener('pointermove', moved, { passive: true });
    return () => document.removeEventListener('pointermove', moved);
  }, [armed, drawn]);
  const onDrawn = useCallback(() => setDrawn(true), []);
  const badge = (
    <PlainBadge
      ref={ref}
      color={info.color}
      variant="dot"
      textCase="as-written"
      tabIndex={0}
      style={{ minWidth: 'max-content' }}
      aria-label={`${info.label}: ${info.explanation}`}
      onMouseEnter={() => arrive('hover')}
      onFocus={() => arrive('focus')}
      onBlur={() => setStill(false)}
    >
      {info.label}
    </PlainBadge>
  );
  if (!armed) return badge;
  return (
    <Suspense fallback={badge}>
      <WhenDrawn onDrawn={onDrawn} />
      <LazyTooltip
        label={info.explanation}
        multiline
        w={240}
        defaultOpened={still}
        events={{ hover: true, focus: true, touch: true }}
      >
        {badge}
      </LazyTooltip>
    </Suspense>
  );
}
