import { Badge, Drawer, Group, Paper, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { channelLabel } from '../lib/channels';
import { DATE_PRESETS, DEFAULT_PRESET, matchPreset } from '../lib/date-ranges';
import { formatDateRange } from '../lib/format';
import {
  knownListingIds,
  resolveClient,
  restaurantDetailsForControls,
} from '../lib/restaurant-details';
import { useFilters } from '../lib/url-state';
import { FilterFields, type FilterField } from './filter-fields';
import { Button } from './plain-button';

interface Chip {
  key: string;
  label: string;
}

const presetLabel = (id: string) => DATE_PRESETS.find((preset) => preset.id === id)?.label ?? id;

/** The active filters of `fields`, one chip each (the dates always: every figure depends on them). */
function useChips(fields: readonly FilterField[]): { chips: Chip[]; active: number } {
  const [filters] = useFilters();
  const details = useQuery(restaurantDetailsForControls());
  const client = details.data ? resolveClient(details.data, filters.client) : undefined;
  const chips: Chip[] = [];
  let active = 0;
  if (fields.includes('listings')) {
    const ids = knownListingIds(client, filters.listings);
    if (ids.length > 0) active += 1;
    const names = new Map(client?.listingDetails.map((l) => [l.listingId, l.restaurantName]));
    if (ids.length > 0 && ids.length <= 2)
      for (const id of ids) chips.push({ key: `listing-${id}`, label: names.get(id) ?? id });
    else if (ids.length > 2) chips.push({ key: 'listings', label: `${ids.length} listings` });
  }
  if (fields.includes('channels')) {
    if (filters.channels.length > 0) active += 1;
    for (const channel of filters.channels)
      chips.push({ key: `channel-${channel}`, label: channelLabel(channel) });
  }
  if (fields.includes('dates')) {
    const preset = filters.defaultRange ? DEFAULT_PRESET : matchPreset(filters);
    if (!filters.defaultRange) active += 1;
    chips.push({
      key: 'dates',
      label: preset ? presetLabel(preset) : formatDateRange(filters.from, filters.to),
    });
  }
  return { chips, active };
}

/**
 * The filters on a phone: a "Filters" button (with how many are set) and the active ones as
 * chips, taking one line instead of a screen. The drawer it opens, full screen, holds the same
 * controls writing the same URL, so each choice applies at once.
 */
export default function PhoneFilters({ fields }: { fields: readonly FilterField[] }) {
  const [opened, { open, close }] = useDisclosure(false);
  const { chips, active } = useChips(fields);
  return (
    <Paper component="section" aria-label="Filters" withBorder p="xs">
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          size="sm"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          onClick={open}
          aria-haspopup="dialog"
        >
          Filters{active > 0 ? ` (${active})` : ''}
        </Button>
        <Group gap={6} wrap="wrap" data-filter-chips>
          {chips.map((chip) => (
            <Badge key={chip.key} variant="light" tt="none" size="lg" radius="sm">
              {chip.label}
            </Badge>
          ))}
        </Group>
      </Group>
      <Drawer.Root opened={opened} onClose={close} position="right" size="100%">
        <Drawer.Overlay />
        <Drawer.Content>
          {/* A div, not Mantine's <header>: a second banner landmark is an axe violation. */}
          <Drawer.Header {...{ component: 'div' }}>
            <Drawer.Title>Filters</Drawer.Title>
            <Drawer.CloseButton aria-label="Close" />
          </Drawer.Header>
          <Drawer.Body>
            <Stack gap="md">
              <FilterFields fields={fields} />
              <Button onClick={close} fullWidth>
                Show results
              </Button>
            </Stack>
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </Paper>
  );
}
