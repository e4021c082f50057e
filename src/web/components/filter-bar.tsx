import { Paper, SimpleGrid } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { usePhone } from '../lib/use-phone';
import { ALL_FIELDS, FilterFields, type FilterField } from './filter-fields';

// Only a phone loads it: the desktop's first paint does not carry the drawer.
const PhoneFilters = lazy(() => import('./phone-filters'));

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
  const cells = fields.length + (fields.includes('dates') ? 1 : 0);
  return (
    <Paper component="section" aria-label="Filters" withBorder p="sm">
      <SimpleGrid cols={{ base: 1, sm: Math.min(cells, 2), lg: cells }} spacing="sm">
        <FilterFields fields={fields} />
      </SimpleGrid>
    </Paper>
  );
}
