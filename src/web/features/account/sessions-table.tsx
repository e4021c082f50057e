import { Badge, Group, Stack, Text } from '@mantine/core';
import type { AccountSession } from '../../entities/person/person-queries';
import { DataTable } from '../../components/data-table';
import { Button } from '../../components/plain-button';
import { textColumn, type Column } from '../../components/table-model';
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

/**
 * The person's sessions, each with its own "Sign out"; all others, or everywhere. Loaded with the
 * sessions' reply, after the page has painted (sessions-section.tsx).
 */
export function SessionsTable({ sessions }: { sessions: readonly AccountSession[] }) {
  const ending = useEndSessions();
  const everywhere = useSignOutEverywhere();
  const others = sessions.filter((s) => !s.current);
  return (
    <Stack gap="sm">
      <DataTable
        caption="Your sessions"
        minWidth={640}
        rows={sessions}
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
}
