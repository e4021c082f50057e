import { Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useId } from 'react';
import classes from './error-state.module.css';
import { errorDetails, errorMessage, isApiError } from '../lib/api-error';
import { Alert, Button } from './plain-button';

interface ErrorStateProps {
  error: unknown;
  title?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/**
 * A failed load, inside the part of the page that failed: what went wrong in plain words, a way
 * to try again, and the technical detail (operation, status, code) one click away for support.
 */
export function ErrorState({
  error,
  title = 'Could not load this view',
  onRetry,
  retrying,
}: ErrorStateProps) {
  const fields = isApiError(error) ? error.fields : [];
  const details = errorDetails(error);
  const [showDetails, { toggle }] = useDisclosure(false);
  const detailsId = useId();
  return (
    <Alert color="red" title={title} icon={<IconAlertTriangle aria-hidden />} role="alert">
      <Stack gap="sm">
        <Text size="sm">{errorMessage(error)}</Text>
        {fields.length > 0 && (
          // Plain elements, as the details below: this draws in the route error boundary, in the
          // app's entry, and Mantine's List and Code were 0.7 KB of every page's first paint.
          <ul className={classes.fields}>
            {fields.map((field) => (
              <li key={`${field.path}:${field.message}`}>
                {field.path}: {field.message}
              </li>
            ))}
          </ul>
        )}
        {(onRetry || details.length > 0) && (
          <Group gap="xs">
            {onRetry && (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={onRetry}
                loading={retrying}
              >
                Retry
              </Button>
            )}
            {details.length > 0 && (
              <Button
                variant="subtle"
                color="gray"
                size="xs"
                onClick={toggle}
                aria-expanded={showDetails}
                aria-controls={showDetails ? detailsId : undefined}
              >
                {showDetails ? 'Hide details' : 'Show details'}
              </Button>
            )}
          </Group>
        )}
        {showDetails && (
          // A plain list, not Mantine's Table: this renders in the route error boundary, which is
          // in the app's entry, and Table brings its scroll area to every first paint.
          <dl id={detailsId} className={classes.details}>
            {details.map((detail) => (
              <div key={detail.label}>
                <dt>{detail.label}</dt>
                <dd>
                  <code>{detail.value}</code>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Stack>
    </Alert>
  );
}
