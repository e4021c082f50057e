import { Group, Pagination, Select, Text } from '@mantine/core';
import { formatCount } from '../lib/format';

interface PagerProps<Size extends string> {
  /** The page sizes offered, as the URL writes them. */
  sizes: readonly Size[];
  page: number;
  size: number;
  count: number;
  shown: number;
  onPage: (page: number) => void;
  onSize: (size: Size) => void;
}

/** A page of a paged list: which rows show, the pages, and the page size. */
export function Pager<Size extends string>({
  sizes,
  page,
  size,
  count,
  shown,
  onPage,
  onSize,
}: PagerProps<Size>) {
  const pages = Math.max(1, Math.ceil(count / size));
  const first = (page - 1) * size + 1;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {shown === 0
          ? `No rows on this page (${formatCount(count)} in all)`
          : `Showing ${formatCount(first)}–${formatCount(first + shown - 1)} of ${formatCount(count)}`}
      </Text>
      <Group gap="sm">
        <Select
          label="Rows per page"
          data={[...sizes]}
          value={String(size)}
          onChange={(next) => {
            const chosen = sizes.find((s) => s === next);
            if (chosen) onSize(chosen);
          }}
          allowDeselect={false}
          w={120}
          size="xs"
        />
        {pages > 1 && (
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            size="sm"
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous'
                  ? 'Previous page'
                  : control === 'next'
                    ? 'Next page'
                    : control === 'first'
                      ? 'First page'
                      : 'Last page',
            })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        )}
      </Group>
    </Group>
  );
}
