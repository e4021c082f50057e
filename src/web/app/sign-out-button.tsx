import { ActionIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../lib/api-error';
import { paths } from '../lib/paths';
import { sessionKeys, signOut } from '../lib/session';
import { useSubmitOnce } from '../lib/use-submit-once';

export function SignOutButton() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const write = useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      // Session first (so sign-in does not bounce back), then leave, then forget the data.
      queryClient.setQueryData(sessionKeys.all, null);
      await navigate(paths.signIn, { replace: true });
      queryClient.clear();
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: 'Could not sign out',
        message: errorMessage(error),
      }),
  });
  const mutation = useSubmitOnce(write);

  return (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={() => mutation.submit()}
      loading={mutation.isPending}
      aria-label="Sign out"
      title="Sign out"
    >
      <IconLogout size={18} aria-hidden />
    </ActionIcon>
  );
}
