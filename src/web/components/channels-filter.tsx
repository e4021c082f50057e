import { ColorSwatch, Group, MultiSelect, Text } from '@mantine/core';
import type { Channel } from '../../contract/common';
import { CHANNEL_OPTIONS, channelColor } from '../lib/channels';
import { useFilters } from '../lib/url-state';

/** `?channels=` — empty means every channel. Names and colours come from the registry. */
export function ChannelsFilter() {
  const [filters, setFilters] = useFilters();
  return (
    <MultiSelect<Channel>
      label="Channels"
      placeholder={filters.channels.length === 0 ? 'All channels' : undefined}
      data={CHANNEL_OPTIONS}
      value={filters.channels}
      onChange={(channels) => setFilters({ channels })}
      clearable
      clearButtonProps={{ 'aria-label': 'Clear channels' }}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <ColorSwatch
            size={10}
            color={`var(--mantine-color-${channelColor(option.value)}-6)`}
            withShadow={false}
            aria-hidden
          />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
    />
  );
}
