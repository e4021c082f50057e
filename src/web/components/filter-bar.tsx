import { Input, Paper } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { lazyAfterPaint, useLoadedAfterPaint } from '../lib/lazy-after-paint';
import { usePhone } from '../lib/use-phone';
import type { FilterField } from './filter-fields';
import { ColumnGrid } from './column-grid';
import { Upgraded } from './upgraded';

// Only a phone loads it: the desktop's first paint does not carry the drawer.
const PhoneFilters = lazy(() => import('./phone-filters'));
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

function DesktopFilters({ fields }: { fields: readonly FilterField[] }) {
  const { ready, load } = useLoadedAfterPaint(FilterFields);
  const cells = fields.length + (fields.includes('dates') ? 1 : 0);
  return (
    <Paper
      component="section"
      aria-label="Filters"
      withBorder
      p="sm"
      onPointerDown={ready ? undefined : load}
    >
      <ColumnGrid cols={{ base: 1, sm: Math.min(cells, 2), lg: cells }} spacing="sm">
        <Upgraded ready={ready} standIn={<FieldFrames fields={fields} />}>
          <FilterFields fields={fields} />
        </Upgraded>
      </ColumnGrid>
    </Paper>
  );
}

/** Each field's label and an empty box of its height, while the fields' code arrives. */
function FieldFrames({ fields }: { fields: readonly FilterField[] }) {
  return fields
    .flatMap((field) => LABELS[field])
    .map((label) => (
      <Input.Wrapper key={label} label={label} aria-busy>
        <Input component="div" aria-hidden />
      </Input.Wrapper>
    ));
}
