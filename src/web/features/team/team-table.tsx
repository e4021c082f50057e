import { Badge, Stack, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import type { Person, PersonStatus } from '../../../contract/people';
import type { RestaurantDetailsResult } from '../../../contract/listings';
import { DataTable } from '../../components/data-table';
import { ActionIcon } from '../../components/plain-button';
import { textColumn, type Column } from '../../components/table-model';
import { describeScope, presetLabel } from '../../entities/person/person-access';
import { formatDate, formatDateTime } from '../../lib/calendar';
import { lazyAfterPaint, useLoadedAfterPaint } from '../../performance/load-after-paint';
import { Upgraded } from '../../performance/upgraded';
import type { PersonAction } from './person-action-dialog';

export const STATUS_NAMES: Record<PersonStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  deactivated: 'Deactivated',
};
const STATUS_COLORS: Record<PersonStatus, string> = {
  invited: 'blue',
  active: 'teal',
  deactivated: 'gray',
};

/** What a row's menu offers, and what a choice opens. */
export interface RowActions {
  /** Whether the person signed in may act on this row's person (a courtesy; the server decides). */
  may: (person: Person) => boolean;
  onEdit: (person: Person) => void;
  onAction: (person: Person, action: PersonAction) => void;
}

/*
 * A row's actions: a light button of the same look and name until it is pressed, then Mantine's
 * menu, opened (actions-menu.tsx). The menu's code (its popover and floating layer) loads at the
 * person's first use of the page, off its first paint.
 */
const FullActionsMenu = lazyAfterPaint(() =>
  import('./actions-menu').then((module) => module.ActionsMenu),
);

function ActionsMenu({ person, actions }: { person: Person; actions: RowActions }) {
  const { ready, load } = useLoadedAfterPaint(FullActionsMenu, 'on-use');
  const [used, setUsed] = useState(false);
  if (!actions.may(person)) return null;
  const standIn = (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={`Actions for ${person.name}`}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => {
        setUsed(true);
        load();
      }}
    >
      <IconDots size={16} aria-hidden />
    </ActionIcon>
  );
  return (
    <Upgraded ready={ready && used} standIn={standIn}>
      <FullActionsMenu person={person} actions={actions} />
    </Upgraded>
  );
}

/** The team's columns; the scope needs the clients' names, the last one the row actions. */
export const teamColumns = (
  details: RestaurantDetailsResult | undefined,
  actions: RowActions | undefined,
): Column<Person>[] => [
  textColumn('name', 'Name', (p) => p.name, {
    render: (p) => (
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {p.name}
        </Text>
        <Text size="xs" c="dimmed">
          {p.email}
        </Text>
      </Stack>
    ),
  }),
  textColumn('access', 'Access', presetLabel),
  textColumn('scope', 'Scope', (p) => describeScope(p.scope, details)),
  textColumn('status', 'Status', (p) => STATUS_NAMES[p.status], {
    render: (p) => (
      <Badge variant="dot" tt="none" color={STATUS_COLORS[p.status]}>
        {STATUS_NAMES[p.status]}
      </Badge>
    ),
  }),
  textColumn('until', 'Until', (p) => p.until ?? '', {
    render: (p) => (p.until ? formatDate(p.until) : '–'),
  }),
  textColumn('active', 'Last active', (p) => p.lastActiveAt ?? '', {
    render: (p) => (p.lastActiveAt ? formatDateTime(p.lastActiveAt) : 'Never'),
  }),
  ...(actions
    ? [
        {
          id: 'actions',
          header: 'Actions',
          kind: 'text',
          render: (p: Person) => <ActionsMenu person={p} actions={actions} />,
        } satisfies Column<Person>,
      ]
    : []),
];

export const TEAM_SORTS = ['name', 'access', 'scope', 'status', 'until', 'active'] as const;

export function TeamTable({
  rows,
  columns,
  sort,
  onSort,
}: {
  rows: readonly Person[];
  columns: readonly Column<Person>[];
  sort: string;
  onSort: (id: string) => void;
}) {
  return (
    <DataTable
      caption="The team"
      minWidth={900}
      rows={rows}
      columns={columns}
      rowKey={(p) => p.id}
      rowProps={(p) => ({ 'data-person': p.id })}
      sort={sort}
      onSort={onSort}
    />
  );
}
