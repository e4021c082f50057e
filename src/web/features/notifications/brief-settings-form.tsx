import {
  Checkbox,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  briefSettingsBody,
  WEEKDAYS,
  type BriefSettings,
  type NotificationSettings,
} from '../../../contract/notifications';
import { Button } from '../../components/plain-button';
import { WriteFailure } from '../../components/write-failure';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useSubmitOnce } from '../../lib/use-submit-once';
import { saveBriefSettings, sendTestBrief, settingsQuery } from './notification-requests';
import { TestSendButton } from './test-send-button';

const DAY_NAMES: Record<(typeof WEEKDAYS)[number], string> = {
  1: 'Mon',
  2: 'Tue',
  3: 'Wed',
  4: 'Thu',
  5: 'Fri',
  6: 'Sat',
  7: 'Sun',
};
const DAY_LABELS: Record<(typeof WEEKDAYS)[number], string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};

/** A time of day typed as HH:MM (24-hour): what the contract checks. */
const ClockTimeInput = (props: TextInputProps) => (
  <TextInput placeholder="07:00" inputMode="numeric" maxLength={5} w={140} {...props} />
);

/** The browser's own time zone: the default until the person saves one. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const timeZones = (current: string) => {
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
};

/** The brief's settings: on or off, when, on which days, quiet hours, pause all. */
export function BriefSettingsForm({ settings }: { settings: NotificationSettings }) {
  const queryClient = useQueryClient();
  const initial: BriefSettings = useMemo(
    () =>
      settings.updatedAt === null
        ? { ...settings.brief, timeZone: browserTimeZone() }
        : settings.brief,
    [settings],
  );
  const form = useSchemaForm<BriefSettings, BriefSettings>(briefSettingsBody, {
    initialValues: initial,
  });
  const zones = useMemo(() => timeZones(form.values.timeZone), [form.values.timeZone]);
  const mutation = useSubmitOnce(
    useMutation({
      mutationFn: saveBriefSettings,
      onSuccess: (saved) => {
        queryClient.setQueryData(settingsQuery.queryKey, saved);
        form.resetDirty(saved.brief);
        notifications.show({
          color: 'teal',
          title: 'Brief settings saved',
          message: saved.brief.enabled
            ? `The brief comes to ${saved.email} at ${saved.brief.time} (${saved.brief.timeZone}).`
            : 'The brief is off.',
        });
      },
    }),
  );
  const submit = form.onSubmit((values) => void mutation.submit(values));
  const quiet = form.values.quietHours;

  return (
    <form onSubmit={submit} noValidate aria-label="Brief settings">
      <Stack gap="sm" maw={560}>
        <WriteFailure title="Could not save the brief settings" error={mutation.error} />
        {!settings.mailConfigured && (
          <Text size="sm" c="dimmed">
            Mail is not set up on this server yet: the settings are kept, and the brief is sent once
            whoever runs the dashboard sets SMTP_URL.
          </Text>
        )}
        <Checkbox
          label="Send me the morning brief by e-mail"
          description={`To ${settings.email}, your account’s address.`}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <Group gap="sm" align="flex-start" wrap="wrap">
          <ClockTimeInput
            label="Time of day"
            description="24-hour, HH:MM"
            {...form.getInputProps('time')}
          />
          <Select
            label="Time zone"
            description="The brief’s time, in this zone"
            searchable
            allowDeselect={false}
            data={zones}
            limit={50}
            nothingFoundMessage="No such time zone"
            w={{ base: '100%', xs: 280 }}
            {...form.getInputProps('timeZone')}
          />
        </Group>
        <Checkbox.Group
          label="Days"
          value={form.values.days.map(String)}
          onChange={(days) =>
            form.setFieldValue(
              'days',
              days.map(Number).sort((a, b) => a - b),
            )
          }
          error={form.errors.days}
        >
          <Group gap="md" mt={6}>
            {WEEKDAYS.map((day) => (
              <Checkbox
                key={day}
                value={String(day)}
                label={DAY_NAMES[day]}
                aria-label={DAY_LABELS[day]}
              />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox
          label="Quiet hours"
          description="Nothing is sent between these times; a brief due then comes when they end."
          checked={quiet !== null}
          onChange={(event) =>
            form.setFieldValue(
              'quietHours',
              event.currentTarget.checked ? { from: '22:00', to: '07:00' } : null,
            )
          }
        />
        {quiet !== null && (
          <Group gap="sm" align="flex-start">
            <ClockTimeInput label="Quiet from" {...form.getInputProps('quietHours.from')} />
            <ClockTimeInput label="Quiet until" {...form.getInputProps('quietHours.to')} />
          </Group>
        )}
        <Checkbox
          label="Pause all"
          description="Nothing is sent while paused; your settings are kept."
          {...form.getInputProps('paused', { type: 'checkbox' })}
        />
        <Group gap="sm">
          <Button type="submit" loading={mutation.isPending}>
            Save
          </Button>
          <TestSendButton
            send={sendTestBrief}
            sent={{
              title: 'Test brief sent',
              message: `Today’s brief is on its way to ${settings.email}.`,
            }}
            notSent="The test brief was not sent"
            disabled={!settings.mailConfigured}
          />
        </Group>
      </Stack>
    </form>
  );
}
