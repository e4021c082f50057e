import { Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Suspense, useCallback, useState } from 'react';
import type { Person } from '../../../contract/people';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/plain-button';
import { QueryState } from '../../components/query-state';
import { SearchInput } from '../../components/search-input';
import { formatCount } from '../../lib/format';
import { lazyAfterPaint, usePreload } from '../../performance/load-after-paint';
import type { PersonAction } from './person-action-dialog';
import { TeamTable } from './team-table';
import { useTeamView } from './use-team-view';

/* The dialogs (forms, pickers, schemas) load at the person's first use of the page, or when opened. */
const InviteDialog = lazyAfterPaint(() => import('./invite-dialog').then((m) => m.InviteDialog));
const EditDialog = lazyAfterPaint(() => import('./edit-dialog').then((m) => m.EditDialog));
const PersonActionDialog = lazyAfterPaint(() =>
  import('./person-action-dialog').then((m) => m.PersonActionDialog),
);

type Dialog =
  | { kind: 'invite' }
  | { kind: 'edit'; person: Person }
  | { kind: 'action'; person: Person; action: PersonAction }
  | null;

export function Component() {
  const [dialog, setDialog] = useState<Dialog>(null);
  const onEdit = useCallback((person: Person) => setDialog({ kind: 'edit', person }), []);
  const onAction = useCallback(
    (person: Person, action: PersonAction) => setDialog({ kind: 'action', person, action }),
    [],
  );
  const view = useTeamView({ onEdit, onAction });
  usePreload('on-intent', InviteDialog, EditDialog, PersonActionDialog);
  const close = () => setDialog(null);

  return (
    <Stack gap="md">
      <PageHeader
        title="Team"
        description="Who can use the dashboard, what each may do and for which clients."
        actions={
          view.canInvite && (
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden />}
              onClick={() => setDialog({ kind: 'invite' })}
            >
              Invite someone
            </Button>
          )
        }
      />
      {!view.allowed ? (
        <EmptyState
          title="The team is for owners and managers"
          description="Ask an owner or a manager to change who can use the dashboard."
        />
      ) : (
        <>
          <SearchInput
            value={view.q}
            onChange={view.setSearch}
            label="Search people"
            placeholder="Name or email"
            maw={420}
          />
          <QueryState
            query={view.team}
            errorTitle="Could not load the team"
            loadingLabel="Loading the team…"
          >
            {({ people }) =>
              view.rows.length === 0 ? (
                <EmptyState
                  title={people.length === 0 ? 'No one yet' : 'No one matches'}
                  description={
                    people.length === 0 ? 'Invite someone to start.' : 'Try another name or email.'
                  }
                />
              ) : (
                <>
                  <Text size="sm" c="dimmed" aria-live="polite">
                    Showing {formatCount(view.rows.length)} of {formatCount(people.length)} people
                  </Text>
                  <TeamTable
                    rows={view.rows}
                    columns={view.columns}
                    sort={view.sort}
                    onSort={view.setSort}
                  />
                </>
              )
            }
          </QueryState>
        </>
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'invite' && view.actor && (
          <InviteDialog actor={view.actor.role} onClose={close} />
        )}
        {dialog?.kind === 'edit' && view.actor && (
          <EditDialog person={dialog.person} actor={view.actor.role} onClose={close} />
        )}
        {dialog?.kind === 'action' && (
          <PersonActionDialog person={dialog.person} action={dialog.action} onClose={close} />
        )}
      </Suspense>
    </Stack>
  );
}
