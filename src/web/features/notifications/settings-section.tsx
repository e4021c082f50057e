import { Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { QueryState, type QueryStateProps } from '../../components/query-state';

/**
 * One of the page's sections over one query: its heading (the section's name), what it is for,
 * and the query's data (with its loading and error states, `QueryState`).
 */
export function SettingsSection<T>({
  title,
  description,
  ...state
}: QueryStateProps<T> & { title: string; description?: ReactNode }) {
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Title order={2} fz="h3" id={headingId}>
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </Stack>
      <QueryState {...state} />
    </Stack>
  );
}
