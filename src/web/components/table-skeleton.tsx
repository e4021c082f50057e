import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';

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
