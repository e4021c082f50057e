import { Group, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { ColumnGrid } from './column-grid';

interface TableSkeletonProps {
  rows?: number;
  label?: string;
}

/** Placeholder rows while a table loads; announced once to screen readers. */
export function TableSkeleton({ rows = 8, label = 'Loading…' }: TableSkeletonProps) {
  return (
    <Stack gap="xs" aria-busy="true" role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton height={36} />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={28} opacity={1 - index * (0.6 / rows)} />
      ))}
    </Stack>
  );
}

interface FiguresSkeletonProps {
  /** How many figure cards the page shows (its headline figures or summary). */
  count: number;
  label?: string;
}

/** Placeholder cards for a row of headline figures, the shape of the figures to come. */
export function FiguresSkeleton({ count, label }: FiguresSkeletonProps) {
  return (
    <ColumnGrid
      cols={{ base: 2, sm: Math.min(count, 4), lg: count }}
      spacing="sm"
      aria-hidden={!label}
    >
      {label && <VisuallyHidden role="status">{label}</VisuallyHidden>}
      {Array.from({ length: count }, (_, index) => (
        <Paper key={index} withBorder p="sm">
          <Skeleton height={12} width="55%" />
          <Group mt={10}>
            <Skeleton height={22} width="70%" />
          </Group>
        </Paper>
      ))}
    </ColumnGrid>
  );
}

/** Said while a first load is being retried after a failure, so a slow page is not a mystery. */
export function StillTrying() {
  return (
    <Text size="sm" c="dimmed" role="status">
      Taking longer than usual: trying again…
    </Text>
  );
}
