import { Suspense, useCallback, useState } from 'react';
import { LazyTooltip } from '../../components/lazy-tooltip';
import { PlainBadge } from '../../components/plain-badge';
import { statusInfo } from './dispute-status';

/**
 * The status in its colour; its explanation on hover or keyboard focus. The tooltip is only
 * built once someone points at or focuses the badge: a page of a hundred rows would otherwise
 * set up a hundred floating tooltips that are never shown. Its code, too, loads then.
 */
export function DisputeStatusBadge({ status }: { status: string }) {
  const info = statusInfo(status);
  const [armed, setArmed] = useState<'hover' | 'focus' | null>(null);
  // Wrapping the badge in its tooltip mounts it anew (twice: while the tooltip's code loads, and
  // with it): keep the keyboard where it was. Only when a badge is attached, so never taken back
  // from where it moved since.
  const ref = useCallback(
    (node: HTMLSpanElement | null) => {
      if (node && armed === 'focus' && document.activeElement !== node) node.focus();
    },
    [armed],
  );
  const badge = (
    <PlainBadge
      ref={ref}
      color={info.color}
      variant="dot"
      textCase="as-written"
      tabIndex={0}
      style={{ minWidth: 'max-content' }}
      aria-label={`${info.label}: ${info.explanation}`}
      onMouseEnter={armed ? undefined : () => setArmed('hover')}
      onFocus={armed ? undefined : () => setArmed('focus')}
    >
      {info.label}
    </PlainBadge>
  );
  if (!armed) return badge;
  return (
    <Suspense fallback={badge}>
      <LazyTooltip
        label={info.explanation}
        multiline
        w={240}
        defaultOpened
        events={{ hover: true, focus: true, touch: true }}
      >
        {badge}
      </LazyTooltip>
    </Suspense>
  );
}
