import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { personKeys } from '../../entities/person/person-queries';
import {
  deactivatePerson,
  invitePerson,
  reactivatePerson,
  resetLink,
  updatePerson,
  type InviteBody,
  type UpdatePersonBody,
} from '../../entities/person/person-writes';
import { startViewingAs } from '../../entities/person/view-as';
import { paths } from '../../lib/paths';
import { useSubmitOnce } from '../../lib/use-submit-once';

/** After a change to someone: the team list and what the log says, asked for again. */
function useRefreshTeam() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: personKeys.all });
}

export function useInvite() {
  const onSuccess = useRefreshTeam();
  return useSubmitOnce(
    useMutation({ mutationFn: (body: InviteBody) => invitePerson(body), onSuccess }),
  );
}

export function useUpdatePerson(id: string) {
  const onSuccess = useRefreshTeam();
  return useSubmitOnce(
    useMutation({ mutationFn: (body: UpdatePersonBody) => updatePerson(id, body), onSuccess }),
  );
}

/** Deactivate (`active: false`) or reactivate someone. */
export function useSetActive(id: string) {
  const onSuccess = useRefreshTeam();
  return useSubmitOnce(
    useMutation({
      mutationFn: (active: boolean) => (active ? reactivatePerson(id) : deactivatePerson(id)),
      onSuccess,
    }),
  );
}

export function useResetLink(id: string) {
  const onSuccess = useRefreshTeam();
  return useSubmitOnce(useMutation({ mutationFn: () => resetLink(id), onSuccess }));
}

/**
 * View the dashboard as someone: every answer so far was for the person signed in, so all of it
 * is asked for again (the session too: it says whom we view as), from the landing page.
 */
export function useViewAs() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useSubmitOnce(
    useMutation({
      mutationFn: (personId: string) => startViewingAs(personId),
      onSuccess: async () => {
        await navigate(paths.home);
        await queryClient.invalidateQueries();
      },
    }),
  );
}
