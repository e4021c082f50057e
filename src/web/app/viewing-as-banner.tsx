import { Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconEye } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { Person } from '../../contract/people';
import { Alert, Button } from '../components/plain-button';
import { presetLabel } from '../entities/person/person-access';
import { errorMessage } from '../lib/api-error';
import { paths } from '../lib/paths';
import { stopViewingAs } from '../entities/person/view-as';
import { useSubmitOnce } from '../lib/use-submit-once';

/**
 * Across the top of every page while viewing the dashboard as someone: whom, that it is
 * read-only, and the way back. Loaded only then (shell-route.tsx): most sessions never show it.
 */
export default function ViewingAsBanner({ person }: { person: Person }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const stop = useSubmitOnce(
    useMutation({
      mutationFn: stopViewingAs,
      // Every answer was the viewed person's: all asked for again, as oneself, from the start.
      onSuccess: async () => {
        await navigate(paths.home);
        await queryClient.invalidateQueries();
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'Could not stop viewing',
          message: errorMessage(error),
        }),
    }),
  );
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconEye aria-hidden />}
      role="region"
      aria-label="Viewing as"
      mb="md"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">
          You are viewing the dashboard as {person.name} ({presetLabel(person).toLowerCase()}).
          Read-only: nothing you do here is sent.
        </Text>
        <Button size="xs" variant="default" loading={stop.isPending} onClick={() => stop.submit()}>
          Stop viewing
        </Button>
      </Group>
    </Alert>
  );
}
