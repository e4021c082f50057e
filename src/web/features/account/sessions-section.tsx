import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AccountSession } from '../../entities/person/person-queries';
import { DataTable } from '../../components/data-table';
import { Button } from '../../components/plain-button';
import { QueryState } from '../../components/query-state';
import { textColumn, type Column } from '../../components/table-model';
import { accountSessionsQueryOptions } from '../../entities/person/person-queries';
import { formatDateTime } from '../../lib/calendar';
import { useEndSessions, useSignOutEverywhere } from './use-session-writes';

const columns = (
  end: (session: AccountSession) => void,
  ending: boolean,
): Column<AccountSession>[] => [
  textColumn('device', 'Device', (s) => s.device, {
    render: (s) => (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm">{s.device}</Text>
        {s.current && (
          <Badge variant="dot" tt="none" color="teal">
            This device
          </Badge>
        )}
      </Group>
    ),
  }),
  textColumn('place', 'Place', (s) => s.place),
  textColumn('created', 'Signed in', (s) => s.createdAt, {
    render: (s) => formatDateTime(s.createdAt),
  }),
  textColumn('active', 'Last active', (s) => s.lastActiveAt, {
    render: (s) => formatDateTime(s.lastActiveAt),
  }),
  {
    id: 'end',
    header: 'Actions',
    kind: 'text',
    render: (s) =>
      s.current ? null : (
        <Button
          size="xs"
          variant="default"
          disabled={ending}
          onClick={() => end(s)}
          aria-label={`Sign out ${s.device}, ${s.place}`}
        >
          Sign out
        </Button>
      ),
  },
];

/** Where the person is signed in, each with its own "Sign out"; all others, or everywhere. */
export function SessionsSection() {
  const sessions = useQuery(accountSessionsQueryOptions());
  const ending = useEndSessions();
  const everywhere = useSignOutEverywhere();
  return (
    <QueryState
      query={sessions}
      errorTitle="Could not load your sessions"
      loadingLabel="Loading your sessions…"
    >
      {(data) => {
        const others = data.sessions.filter((s) => !s.current);
        return (
          <Stack gap="sm">
            <DataTable
              caption="Your sessions"
              minWidth={640}
              rows={data.sessions}
              columns={columns((s) => ending.submit([s]), ending.isPending)}
              rowKey={(s) => s.id}
            />
            <Group gap="xs">
              <Button
                variant="default"
                disabled={others.length === 0}
                loading={ending.isPending}
                onClick={() => ending.submit(others)}
              >
                Sign out of all other sessions
              </Button>
              <Button
                variant="default"
                color="red"
                loading={everywhere.isPending}
                onClick={() => everywhere.submit()}
              >
                Sign out everywhere
              </Button>
            </Group>
          </Stack>
        );
      }}
    </QueryState>
  );
}
