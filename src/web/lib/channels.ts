import type { MantineColor } from '@mantine/core';
import { CHANNELS, type Channel } from '../../contract/channels';

interface ChannelInfo {
  label: string;
  /** A Mantine palette name; charts use `var(--mantine-color-<color>-6)`. */
  color: MantineColor;
}

/** The one registry of channel display names and colours. */
const REGISTRY: Record<Channel, ChannelInfo> = {
  MARKETPLACE_1: { label: 'Marketplace 1', color: 'red' },
  MARKETPLACE_1_DRIVE: { label: 'Marketplace 1 Drive', color: 'orange' },
  MARKETPLACE_2: { label: 'Marketplace 2', color: 'green' },
  MARKETPLACE_3: { label: 'Marketplace 3', color: 'blue' },
  MARKETPLACE_4: { label: 'Marketplace 4 (catering)', color: 'grape' },
  MARKETPLACE_5: { label: 'Marketplace 5', color: 'cyan' },
};

const FALLBACK_COLOR: MantineColor = 'gray';

const isKnown = (code: string): code is Channel => Object.hasOwn(REGISTRY, code);

/** `MARKETPLACE_7_EXPRESS` → `Marketplace 7 Express`: a code the gateway adds later stays readable. */
const readable = (code: string) =>
  code
    .toLowerCase()
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ') || code;

export const channelLabel = (code: string): string =>
  isKnown(code) ? REGISTRY[code].label : readable(code);

export const channelColor = (code: string): MantineColor =>
  isKnown(code) ? REGISTRY[code].color : FALLBACK_COLOR;

/** Options for pickers, in the specification's order. */
export const CHANNEL_OPTIONS = CHANNELS.map((code) => ({
  value: code,
  label: REGISTRY[code].label,
}));
