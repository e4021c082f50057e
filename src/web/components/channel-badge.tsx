import { Badge, type BadgeProps } from '@mantine/core';
import { channelColor, channelLabel } from '../lib/channels';

interface ChannelBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  channel: string;
}

/** A channel by its display name; the colour is a dot, so the text keeps full contrast. */
export function ChannelBadge({ channel, ...props }: ChannelBadgeProps) {
  return (
    <Badge variant="dot" color={channelColor(channel)} tt="none" fw={500} {...props}>
      {channelLabel(channel)}
    </Badge>
  );
}
