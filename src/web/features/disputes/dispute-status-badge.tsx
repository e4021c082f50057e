import { Badge, Tooltip } from '@mantine/core';
import { statusInfo } from './dispute-status';

/** The status in its colour; its explanation on hover or keyboard focus. */
export function DisputeStatusBadge({ status }: { status: string }) {
  const info = statusInfo(status);
  return (
    <Tooltip
      label={info.explanation}
      multiline
      w={240}
      events={{ hover: true, focus: true, touch: true }}
    >
      <Badge
        color={info.color}
        variant="dot"
        tt="none"
        tabIndex={0}
        style={{ minWidth: 'max-content' }}
        aria-label={`${info.label}: ${info.explanation}`}
      >
        {info.label}
      </Badge>
    </Tooltip>
  );
}
