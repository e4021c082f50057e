import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';

interface SortableHeaderProps<Key extends string> {
  label: string;
  column: Key;
  /** The URL's sort: `column` ascending, `-column` descending. */
  sort: string;
  onSort: (key: Key) => void;
  /** A column of figures: the header sits on the right, over them. */
  numeric?: boolean;
}

/** A column header that sorts by its column, announcing the direction with `aria-sort`. */
export function SortableHeader<Key extends string>({
  label,
  column,
  sort,
  onSort,
  numeric = false,
}: SortableHeaderProps<Key>) {
  const direction =
    sort === column ? 'ascending' : sort === `-${column}` ? 'descending' : undefined;
  const Icon =
    direction === 'ascending'
      ? IconChevronUp
      : direction === 'descending'
        ? IconChevronDown
        : IconSelector;
  return (
    <Table.Th aria-sort={direction} ta={numeric ? 'right' : undefined}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap" justify={numeric ? 'flex-end' : 'flex-start'}>
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
