import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { isApiError, errorMessage } from '../lib/api-error';

interface ErrorStateProps {
  error: unknown;
  title?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A failed load: what went wrong, in words, and a way to try again. */
export function ErrorState({
  error,
  title = 'Could not load this view',
  onRetry,
  retrying,
}: ErrorStateProps) {
  const fields = isApiError(error) ? error.fields : [];
  return (
    <Alert color="red" title={title} icon={<IconAlertTriangle aria-hidden />} role="alert">
      <Stack gap="sm">
        <Text size="sm">{errorMessage(error)}</Text>
        {fields.length > 0 && (
          <List size="sm">
            {fields.map((field) => (
              <List.Item key={`${field.path}:${field.message}`}>
                {field.path}: {field.message}
              </List.Item>
            ))}
          </List>
        )}
        {onRetry && (
          <Group>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={onRetry}
              loading={retrying}
            >
              Retry
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
