import { Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Client } from '../../../contract/listings';
import type { StatementSchedule } from '../../../contract/statements';
import { EmptyState } from '../../components/empty-state';
import { ConfirmButton } from '../../components/confirm-button';
import { Button } from '../../components/plain-button';
import { QueryState } from '../../components/query-state';
import { WriteFailure } from '../../components/write-failure';
import { formatDay, formatMonth } from '../../lib/calendar';
import { restaurantDetailsQueryOptions } from '../../lib/restaurant-details';
import { useSubmitOnce } from '../../lib/use-submit-once';
import {
  deleteStatementSchedule,
  deliveriesQuery,
  statementSchedulesQuery,
} from './notification-requests';
import { StatementScheduleForm } from './statement-schedule-form';
import classes from './sections.module.css';

const clientsOf = (schedule: StatementSchedule, clients: readonly Client[]) =>
  schedule.allClients
    ? 'All your clients'
    : schedule.clientIds
        .map((id) => clients.find((client) => client.clientId === id)?.clientName ?? id)
        .join(', ');

/** One schedule: whose statements, when, to whom, the next send; change or delete it. */
function ScheduleLine({
  schedule,
  clients,
  onEdit,
}: {
  schedule: StatementSchedule;
  clients: readonly Client[];
  onEdit: () => void;
}) {
  const queryClient = useQueryClient();
  const names = clientsOf(schedule, clients);
  const remove = useSubmitOnce(
    useMutation({
      mutationFn: deleteStatementSchedule,
      onSuccess: () => {
        notifications.show({ color: 'teal', title: 'Schedule deleted', message: names });
        void queryClient.invalidateQueries({ queryKey: statementSchedulesQuery.queryKey });
      },
    }),
  );
  return (
    <Stack gap={4} component="li" data-schedule={schedule.id}>
      <Text size="sm" fw={600}>
        {names}
      </Text>
      {schedule.recipients.length > 0 ? (
        <>
          <Text size="sm">
            Day {schedule.day} of each month, to {schedule.recipients.join(', ')}
          </Text>
          <Text size="sm" c="dimmed">
            Next: {formatDay(schedule.next.date)}, the {formatMonth(schedule.next.month)} statement
          </Text>
        </>
      ) : (
        <Text size="sm">
          Day {schedule.day} of each month, to nobody: every recipient unsubscribed. Not sent until
          you add an address.
        </Text>
      )}
      <WriteFailure title="Could not delete the schedule" error={remove.error} />
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={onEdit} aria-label={`Change: ${names}`}>
          Change
        </Button>
        <ConfirmButton
          label="Delete"
          question="Delete this schedule?"
          ariaLabel={`Delete: ${names}`}
          pending={remove.isPending}
          onConfirm={() => void remove.submit(schedule.id)}
        />
      </Group>
    </Stack>
  );
}

/**
 * Scheduled statements: a manager's month statements of chosen clients (or all of theirs), mailed
 * on a day of each month as a PDF and the ZIP of CSVs. Loaded after the page paints, with the
 * brief's settings (notifications-route.tsx).
 */
export function StatementSchedules() {
  const schedules = useQuery(statementSchedulesQuery);
  const details = useQuery(restaurantDetailsQueryOptions());
  const clients = details.data?.restaurantDetails ?? [];
  const queryClient = useQueryClient();
  // Which form is open: 'new', a schedule's id, or none.
  const [editing, setEditing] = useState<string | null>(null);
  const headingId = useId();
  const close = () => {
    setEditing(null);
    void queryClient.invalidateQueries({ queryKey: deliveriesQuery.queryKey });
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="h3" id={headingId}>
        Scheduled statements
      </Title>
      <QueryState
        query={schedules}
        errorTitle="Could not load your scheduled statements"
        loadingLabel="Loading your scheduled statements…"
      >
        {(data) =>
          !data.maySchedule ? (
            <Text size="sm" c="dimmed">
              Statements are scheduled by managers and owners with whole clients in their access.
            </Text>
          ) : (
            <Stack gap="md">
              {!data.mailConfigured && (
                <Text size="sm" c="dimmed">
                  Mail is not set up on this server yet: schedules are kept, and statements are sent
                  once whoever runs the dashboard sets SMTP_URL.
                </Text>
              )}
              {data.schedules.length === 0 && editing !== 'new' ? (
                <EmptyState
                  title="No statements scheduled"
                  description="Have a month statement mailed to your client on a day of each month."
                />
              ) : (
                <Stack
                  gap="md"
                  component="ul"
                  aria-label="Scheduled statements"
                  className={classes.list}
                >
                  {data.schedules.map((schedule) =>
                    editing === schedule.id ? (
                      <li key={schedule.id}>
                        <StatementScheduleForm
                          schedule={schedule}
                          clients={clients}
                          onDone={close}
                        />
                      </li>
                    ) : (
                      <ScheduleLine
                        key={schedule.id}
                        schedule={schedule}
                        clients={clients}
                        onEdit={() => setEditing(schedule.id)}
                      />
                    ),
                  )}
                </Stack>
              )}
              {editing === 'new' ? (
                <StatementScheduleForm schedule={null} clients={clients} onDone={close} />
              ) : (
                editing === null && (
                  <Group>
                    <Button onClick={() => setEditing('new')} disabled={details.isPending}>
                      Schedule a statement
                    </Button>
                  </Group>
                )
              )}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
