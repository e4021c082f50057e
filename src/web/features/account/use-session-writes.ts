import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AccountSession } from '../../entities/person/person-queries';
import { personKeys } from '../../entities/person/person-queries';
import { endSession } from '../../entities/person/person-writes';
import { errorMessage } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { sessionKeys, signOut } from '../../lib/session';
import { useSubmitOnce } from '../../lib/use-submit-once';

const failed = (title: string) => (error: unknown) =>
  notifications.show({ color: 'red', title, message: errorMessage(error) });

/** Ends one session, or each of several (every other device), then lists them again. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useSubmitOnce(
    useMutation({
      mutationFn: async (sessions: readonly AccountSession[]) => {
        for (const session of sessions) await endSession(session.id);
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: personKeys.sessions() }),
      onError: failed('Could not sign out'),
    }),
  );
}

/** Every session, this one too: then to sign in, the data of this session forgotten. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useSubmitOnce(
    useMutation({
      mutationFn: () => signOut({ everywhere: true }),
      onSuccess: async () => {
        queryClient.setQueryData(sessionKeys.all, null);
        await navigate(paths.signIn, { replace: true });
        queryClient.removeQueries({
          predicate: (query) => query.queryKey[0] !== sessionKeys.all[0],
        });
      },
      onError: failed('Could not sign out everywhere'),
    }),
  );
}
