import { Group, Text } from '@mantine/core';
import { PlainPagination } from './plain-pagination';
import { PlainNativeSelect } from './plain-input';
import { formatCount } from '../lib/format';

/** Which page of a list shows, its size, and what changes them (a list's props carry them). */
export interface Paging<Size extends string> {
  page: number;
  size: number;
  onPage: (page: number) => void;
  onSize?: (size: Size) => void;
}

interface PagerProps<Size extends string> {
  /** The page sizes offered, as the URL writes them; none when the list's page size is fixed. */
  sizes?: readonly Size[];
  paging: Paging<Size>;
  count: number;
  shown: number;
  /** What the rows are, said before the range (`Missed: showing 1–20 of 31`). */
  label?: string;
}

/** Which rows show: `Showing 1–20 of 31`, or `Missed: showing 1–20 of 31` with a label. */
const rangeText = (
  label: string | undefined,
  page: number,
  size: number,
  count: number,
  shown: number,
) => {
  if (shown === 0) return `No rows on this page (${formatCount(count)} in all)`;
  const first = (page - 1) * size + 1;
  const range = `${formatCount(first)}–${formatCount(first + shown - 1)} of ${formatCount(count)}`;
  return label ? `${label}: showing ${range}` : `Showing ${range}`;
};

const PAGE_LABELS = {
  previous: 'Previous page',
  next: 'Next page',
  page: (page: number) => `Page ${page}`,
};

/** A page of a paged list: which rows show, the pages, and the page size. */
export function Pager<Size extends string>({
  sizes,
  paging: { page, size, onPage, onSize },
  count,
  shown,
  label,
}: PagerProps<Size>) {
  const pages = Math.max(1, Math.ceil(count / size));
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {rangeText(label, page, size, count, shown)}
      </Text>
      <Group gap="sm">
        {sizes && onSize && (
          // The platform's own list: light (no popover code before the table paints) and, on a
          // phone, the picker people know.
          <PlainNativeSelect
            label="Rows per page"
            data={[...sizes]}
            value={String(size)}
            onChange={(event) => {
              const chosen = sizes.find((s) => s === event.currentTarget.value);
              if (chosen) onSize(chosen);
            }}
            w={120}
            size="xs"
          />
        )}
        {pages > 1 && (
          <PlainPagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            labels={PAGE_LABELS}
          />
        )}
      </Group>
    </Group>
  );
}
