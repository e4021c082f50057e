import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page section's title (its `h2`, named by `id` for the section's label) and its purpose. */
export function SectionHeading({
  id,
  title,
  description,
}: {
  id: string;
  title: string;
  description?: ReactNode;
}) {
  return (
    <Stack gap={2}>
      <Text component="h2" id={id} fw={700} fz="lg">
        {title}
      </Text>
      {description && (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      )}
    </Stack>
  );
}
