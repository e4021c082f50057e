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
  // Whether the pointer and the keyboard are on the badge when the tooltip's code arrives: it
  // opens then only if one is. A pointer that passed over and left meanwhile finds nothing open.
  const [pointerOn, setPointerOn] = useState(false);
  const [focused, setFocused] = useState(false);
  const node = useRef<HTMLSpanElement | null>(null);
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
  // browser never saw it enter): while the code loads, where the pointer moves tells instead,
  // and a pointer that leaves the window is off it.
  useEffect(() => {
    if (!armed || drawn) return undefined;
    const moved = (event: PointerEvent) =>
      setPointerOn(event.target instanceof Node && node.current?.contains(event.target) === true);
    const left = (event: PointerEvent) => {
      if (event.relatedTarget === null) setPointerOn(false);
    };
    document.addEventListener('pointermove', moved, { passive: true });
    document.addEventListener('pointerout', left, { passive: true });
    return () => {
      document.removeEventListener('pointermove', moved);
      document.removeEventListener('pointerout', left);
    };
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
      onMouseEnter={() => {
        setPointerOn(true);
        if (!armed) setArmed('hover');
      }}
      onMouseLeave={() => setPointerOn(false)}
      onFocus={() => {
        setFocused(true);
        if (!armed) setArmed('focus');
      }}
      onBlur={() => setFocused(false)}
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
        defaultOpened={pointerOn || focused}
        events={{ hover: true, focus: true, touch: true }}
      >
        {badge}
      </LazyTooltip>
    </Suspense>
  );
}
