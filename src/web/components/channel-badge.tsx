import type { CSSProperties } from 'react';
import { channelColor, channelLabel } from '../lib/channels';
import { PlainBadge } from './plain-badge';

interface ChannelBadgeProps {
  channel: string;
  style?: CSSProperties;
}

/** A channel by its display name; the colour is a dot, so the text keeps full contrast. */
export function ChannelBadge({ channel, style }: ChannelBadgeProps) {
  return (
    <PlainBadge
      variant="dot"
      color={channelColor(channel)}
      textCase="as-written"
      weight="medium"
      style={style}
    >
      {channelLabel(channel)}
    </PlainBadge>
  );
}
