import { Paper } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { lazyAfterPaint, useLoadedAfterPaint } from '../performance/load-after-paint';
import { usePhone } from '../lib/use-phone';
import type { FilterField } from './filter-fields';
import { ColumnGrid } from './column-grid';
import { PlainInputFrame } from './plain-input';
import { Upgraded } from '../performance/upgraded';

// Only a phone loads it: the desktop's first paint does not carry the drawer.
const PhoneFilters = lazy(() => import('./phone-filter-bar'));
// Nor the fields: their lists bring Mantine's combobox and popover (about 40 KB of gzip), which
// the page does not need to draw. They are asked for once the page is idle after its first paint
// (or at a press on their frames), and come in in place of frames of their size. Asked for as the
// page drew, they shared the network with what it draws with (/listings: 10 KB more before its
// paint); asked for right after the paint, their drawing landed in the charts' (finance's charts
// over a year: 105-113 -> 249-287 ms from data to painted bars).
const FilterFields = lazyAfterPaint(() =>
  import('./filter-fields').then((module) => module.FilterFields),
);

const ALL_FIELDS: readonly FilterField[] = ['listings', 'channels', 'dates'];
const LABELS: Record<FilterField, readonly string[]> = {
  listings: ['Listings'],
  channels: ['Channels'],
  dates: ['Date range', 'Dates'],
};

export type { FilterField };

interface FilterBarProps {
  /** The filters this page uses; the client picker sits in the shell header, above every page. */
  fields?: readonly FilterField[];
}

/**
 * The shared filters of the data pages. Everything lives in the URL: reload or share a view. On
 * a phone they fold into a "Filters" button with the active ones as chips (`PhoneFilters`).
 */
export function FilterBar({ fields = ALL_FIELDS }: FilterBarProps) {
  const phone = usePhone();
  if (phone)
    return (
      // The bar's own frame while its code arrives (one button high): the page does not jump.
      <Suspense
        fallback={
          <Paper component="section" aria-label="Filters" withBorder p="xs" aria-busy>
            <div style={{ height: 'var(--button-height-sm, 36px)' }} />
          </Paper>
        }
      >
        <PhoneFilters fields={fields} />
      </Suspense>
    );
  return <DesktopFilters fields={fields} />;
}

/**
 * The fields, or their frames until their code is in. A frame can be focused from the keyboard
 * and pressed: either loads the fields at once (or tries again, after a failed load), and a frame
 * still focused when they come in hands the focus to its field.
 */
function DesktopFilters({ fields }: { fields: readonly FilterField[] }) {
  const { ready, load } = useLoadedAfterPaint(FilterFields);
  const section = useRef<HTMLElement>(null);
  const [focused, setFocused] = useState<number | null>(null);
  useEffect(() => {
    // Only if the focus went with the frame (not if it has moved on since).
    if (!ready || focused === null || document.activeElement !== document.body) return;
    const controls = section.current?.querySelectorAll<HTMLElement>(
      'input:not([type="hidden"]), button:not([tabindex="-1"])',
    );
    controls?.[focused]?.focus();
  }, [ready, focused]);
  const cells = fields.length + (fields.includes('dates') ? 1 : 0);
  return (
    <Paper
      ref={section}
      component="section"
      aria-label="Filters"
      withBorder
      p="sm"
      onPointerDown={ready ? undefined : load}
    >
      <ColumnGrid cols={{ base: 1, sm: Math.min(cells, 2), lg: cells }} spacing="sm">
        <Upgraded
          ready={ready}
          standIn={
            <FieldFrames
              fields={fields}
              onFocus={(index) => {
                setFocused(index);
                load();
              }}
            />
          }
        >
          <FilterFields fields={fields} />
        </Upgraded>
      </ColumnGrid>
    </Paper>
  );
}

/** Each field's label and an empty box of its height, while the fields' code arrives. */
function FieldFrames({
  fields,
  onFocus,
}: {
  fields: readonly FilterField[];
  onFocus: (index: number) => void;
}) {
  return fields
    .flatMap((field) => LABELS[field])
    .map((label, index) => (
      // Mantine's input frame, drawn with its classes: its Input would bring its code to every
      // page's first paint for an empty box.
      <PlainInputFrame key={label} label={label}>
        {(control) => (
          <div
            {...control}
            role="textbox"
            aria-label={label}
            aria-readonly
            aria-busy
            tabIndex={0}
            onFocus={() => onFocus(index)}
          />
        )}
      </PlainInputFrame>
    ));
}
