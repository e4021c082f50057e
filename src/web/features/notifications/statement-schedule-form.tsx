import { Checkbox, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Client } from '../../../contract/listings';
import {
  MAX_RECIPIENTS,
  STATEMENT_DAYS,
  type StatementSchedule,
  type StatementScheduleBody,
} from '../../../contract/statements';
import { FormButtons } from '../../components/form-buttons';
import { WriteFailure } from '../../components/write-failure';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useSubmitOnce } from '../../lib/use-submit-once';
import { saveStatementSchedule, statementSchedulesQuery } from './notification-requests';

/** What the form's fields hold: the day and the addresses as typed. */
interface Values extends Record<string, unknown> {
  allClients: boolean;
  clientIds: string[];
  day: string;
  recipients: string;
}

/** Addresses typed one a line, or separated by commas, semicolons or spaces. */
const addressesOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter(Boolean);
const ADDRESS = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;

/** The contract's rules, said on the fields as typed (the server checks the same). */
const formSchema = z
  .object({
    allClients: z.boolean(),
    clientIds: z.array(z.string()),
    day: z
      .string()
      .check(
        z.refine(
          (day) =>
            /^\d{1,2}$/.test(day.trim()) &&
            Number(day) >= STATEMENT_DAYS.min &&
            Number(day) <= STATEMENT_DAYS.max,
          'Choose a day from 1 to 28 (every month has it)',
        ),
      ),
    recipients: z.string().check(
      z.refine((text) => addressesOf(text).length > 0, 'Add at least one address'),
      z.refine((text) => addressesOf(text).length <= MAX_RECIPIENTS, {
        error: `At most ${MAX_RECIPIENTS} addresses`,
      }),
      z.refine((text) => addressesOf(text).every((address) => ADDRESS.test(address)), {
        error: (issue) =>
          `“${addressesOf(String(issue.input)).find((address) => !ADDRESS.test(address))}” is not an email address`,
      }),
    ),
  })
  .check(
    z.refine((values) => values.allClients || values.clientIds.length > 0, {
      error: 'Choose at least one client, or all of yours',
      path: ['clientIds'],
    }),
  );

const toBody = (values: Values): StatementScheduleBody => ({
  allClients: values.allClients,
  clientIds: values.allClients ? [] : values.clientIds,
  day: Number(values.day),
  recipients: addressesOf(values.recipients),
});

/** A schedule's form: which clients, which day, to whom. Keeps what was typed when saving fails. */
export function StatementScheduleForm({
  schedule,
  clients,
  onDone,
}: {
  /** The schedule changed, or null for a new one. */
  schedule: StatementSchedule | null;
  clients: readonly Client[];
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<Values, Values>(formSchema, {
    initialValues: {
      allClients: schedule?.allClients ?? clients.length > 1,
      clientIds: schedule?.clientIds ?? (clients.length === 1 ? [clients[0]!.clientId] : []),
      day: String(schedule?.day ?? 1),
      recipients: schedule?.recipients.join('\n') ?? '',
    },
  });
  const mutation = useSubmitOnce(
    useMutation({
      mutationFn: saveStatementSchedule,
      onSuccess: ({ schedule: saved }) => {
        void queryClient.invalidateQueries({ queryKey: statementSchedulesQuery.queryKey });
        notifications.show({
          color: 'teal',
          title: schedule ? 'Schedule changed' : 'Statement scheduled',
          message: `The next one goes out on day ${saved.day}, to ${saved.recipients.join(', ')}.`,
        });
        onDone();
      },
    }),
  );
  const submit = form.onSubmit(
    (values) => void mutation.submit({ id: schedule?.id ?? null, body: toBody(values) }),
  );
  const label = schedule ? 'Change the scheduled statement' : 'Schedule a statement';

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="sm" maw={560}>
        <WriteFailure title="Could not save the schedule" error={mutation.error} />
        <Checkbox
          label="All my clients"
          description="Every client you have access to on the day it is sent."
          {...form.getInputProps('allClients', { type: 'checkbox' })}
        />
        {!form.values.allClients && (
          <Checkbox.Group
            label="Clients"
            value={form.values.clientIds}
            onChange={(ids) => form.setFieldValue('clientIds', ids)}
            error={form.errors.clientIds}
          >
            <Stack gap={6} mt={6}>
              {clients.map((client) => (
                <Checkbox key={client.clientId} value={client.clientId} label={client.clientName} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <TextInput
          label="Day of the month"
          description="1 to 28: the statement of the month before goes out that day (UTC)."
          inputMode="numeric"
          maxLength={2}
          w={200}
          {...form.getInputProps('day')}
        />
        <Textarea
          label="Send to"
          description="Email addresses, one a line or separated by commas."
          rows={3}
          {...form.getInputProps('recipients')}
        />
        <Text size="sm" c="dimmed">
          Each mail carries the statement as a PDF and its CSV files in one ZIP, as the statement
          page prints and downloads them.
        </Text>
        <FormButtons
          submit={schedule ? 'Save changes' : 'Schedule'}
          pending={mutation.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
