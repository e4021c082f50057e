import { Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  IconLogout,
  IconLogout2,
  IconRefresh,
  IconSettings,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { ActionIcon } from '../components/plain-button';
import { errorMessage } from '../lib/api-error';
import { paths } from '../lib/paths';
import { refreshFromGateway } from '../lib/refresh';
import { sessionKeys, signOut } from '../lib/session';
import { useSubmitOnce } from '../lib/use-submit-once';

/**
 * The user menu: who is signed in, their account page, "Refresh data" (the page asked again of
 * the marketplaces, not of the replies the server keeps for a minute), "Sign out" (this session ends for good: its cookie is refused
 * from then on) and "Sign out everywhere" (every session of the user, in every browser).
 */
export default function UserMenu({
  email,
  defaultOpened = false,
}: {
  email: string | undefined;
  defaultOpened?: boolean;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const write = useMutation({
    mutationFn: (everywhere: boolean) => signOut({ everywhere }),
    onSuccess: async () => {
      // Session first (so sign-in does not bounce back), then leave, then forget the data.
      queryClient.setQueryData(sessionKeys.all, null);
      await navigate(paths.signIn, { replace: true });
      // Everything but the session (now null): the shell, still on screen until sign-in draws,
      // would otherwise ask for the session again (a 401 in the console).
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== sessionKeys.all[0],
      });
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
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          loading={mutation.isPending}
          aria-label="Account"
          title={email ? `Signed in as ${email}` : 'Account'}
        >
          <IconUserCircle size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {email && <Menu.Label>Signed in as {email}</Menu.Label>}
        <Menu.Item
          component={Link}
          to={paths.account}
          leftSection={<IconSettings size={16} aria-hidden />}
        >
          Your account
        </Menu.Item>
        <Menu.Item
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() =>
            void refreshFromGateway(queryClient).then(() =>
              notifications.show({
                title: 'Refreshed',
                message: 'The page shows what the marketplaces hold now.',
              }),
            )
          }
        >
          Refresh data
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => mutation.submit(false)}
        >
          Sign out
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLogout2 size={16} aria-hidden />}
          onClick={() => mutation.submit(true)}
        >
          Sign out everywhere
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
