import { useQuery } from '@tanstack/react-query';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { channelLabel } from '../lib/channels';
import { DATE_PRESETS, DEFAULT_PRESET, matchPreset } from '../lib/date-ranges';
import { formatDateRange } from '../lib/format';
import {
  knownListingIds,
  resolveClient,
  restaurantDetailsForControls,
} from '../lib/restaurant-details';
import { useFilters } from '../lib/url-state';
import { lazyAfterPaint } from '../performance/load-after-paint';
import type { FilterField } from './filter-fields';
import { PlainBadge } from './plain-badge';
import { Button } from './plain-button';
import classes from './phone-filter-bar.module.css';

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
 * The drawer and its controls (Mantine's drawer, combobox and date pickers): asked for when the
 * "Filters" button is about to be used (a touch, the focus, the pointer over it), not when the
 * page is idle. A phone's page no longer loads and runs that code for a visit that never opens
 * it (/listings on a phone: 21 → 16 files, its main-thread work 1,666 → 1,424 ms in Lighthouse).
 */
const Drawer = lazyAfterPaint(() => import('./phone-filters').then((module) => module.default));

/**
 * The filters on a phone: a "Filters" button (with how many are set) and the active ones as
 * chips, taking one line instead of a screen. The button opens the filters full screen, once
 * their code is in (a press before that opens them as it arrives).
 */
export default function PhoneFilterBar({ fields }: { fields: readonly FilterField[] }) {
  const [opened, setOpened] = useState(false);
  // The drawer is drawn once its code is in (open at once if the button was pressed meanwhile);
  // a failed load (offline, a new version deployed) says so here, and the next use tries again.
  const [code, setCode] = useState<'none' | 'loading' | 'in' | 'failed'>(() =>
    Drawer.loaded() ? 'in' : 'none',
  );
  const button = useRef<HTMLButtonElement>(null);
  const { chips, active } = useChips(fields);
  const want = () => {
    if (code === 'in' || code === 'loading') return;
    setCode('loading');
    Drawer.preload().then(
      () => setCode('in'),
      () => setCode('failed'),
    );
  };
  const close = () => {
    setOpened(false);
    // Back to the button that opened it (Mantine's own return misses a drawer opened as it mounts).
    button.current?.focus();
  };
  return (
    <section aria-label="Filters" className={classes.bar}>
      <Button
        ref={button}
        variant="default"
        size="sm"
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        onPointerEnter={want}
        onPointerDown={want}
        onFocus={want}
        onClick={() => {
          want();
          setOpened(true);
        }}
        aria-haspopup="dialog"
      >
        Filters{active > 0 ? ` (${active})` : ''}
      </Button>
      <div className={classes.chips} data-filter-chips>
        {chips.map((chip) => (
          <PlainBadge key={chip.key} variant="light" color="indigo" textCase="as-written" size="lg">
            {chip.label}
          </PlainBadge>
        ))}
      </div>
      {code === 'failed' && (
        <p role="alert" className={classes.failed}>
          The filters could not be loaded. Check the connection and tap Filters again.
        </p>
      )}
      {code === 'in' && <Drawer fields={fields} opened={opened} onClose={close} />}
    </section>
  );
}
