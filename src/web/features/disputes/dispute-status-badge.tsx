import { Badge, Tooltip } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { statusInfo } from './dispute-status';

/**
 * The status in its colour; its explanation on hover or keyboard focus. The tooltip is only
 * built once someone points at or focuses the badge: a page of a hundred rows would otherwise
 * set up a hundred floating tooltips that are never shown.
 */
export function DisputeStatusBadge({ status }: { status: string }) {
  const info = statusInfo(status);
  const [armed, setArmed] = useState<'hover' | 'focus' | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  // Wrapping the badge in its tooltip mounts it anew: keep the keyboard where it was.
  useEffect(() => {
    if (armed === 'focus') ref.current?.focus();
  }, [armed]);
  const badge = (
    <Badge
      ref={ref}
      color={info.color}
      variant="dot"
      tt="none"
      tabIndex={0}
      style={{ minWidth: 'max-content' }}
      aria-label={`${info.label}: ${info.explanation}`}
      onMouseEnter={armed ? undefined : () => setArmed('hover')}
      onFocus={armed ? undefined : () => setArmed('focus')}
    >
      {info.label}
    </Badge>
  );
  if (!armed) return badge;
  return (
    <Tooltip
      label={info.explanation}
      multiline
      w={240}
      defaultOpened
      events={{ hover: true, focus: true, touch: true }}
    >
      {badge}
    </Tooltip>
  );
}
