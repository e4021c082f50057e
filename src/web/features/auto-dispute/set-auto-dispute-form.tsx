import { Group, MultiSelect, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import * as z from 'zod/mini';
import { disputeChannel } from '../../../contract/common';
import type { Client } from '../../../contract/listings';
import { Button } from '../../components/plain-button';
import { WriteFailure } from '../../components/write-failure';
import { gatewaySaid } from '../../lib/display-names';
import { channelLabel } from '../../lib/channels';
import { useSchemaForm } from '../../lib/use-schema-form';
import { storeOptions } from './store-options';
import { useSetAutoDispute } from './use-auto-dispute-writes';

/** The contract's setAutoDisputeBody, in the form's words. */
const turnOnFields = z.object({
  channel: z.enum(disputeChannel.options, { error: 'Choose a channel' }),
  stores: z.array(z.string()).check(z.minLength(1, 'Choose at least one store')),
});

// A type, not an interface: the form's values are a `Record<string, unknown>`.
type TurnOnValues = { channel: string | null; stores: string[] };

interface SetAutoDisputeFormProps {
  clientId: string;
  client: Client | undefined;
  channels: string[];
}

/** Turn automatic disputes on for chosen stores of one channel. One request per submit. */
export function SetAutoDisputeForm({ clientId, client, channels }: SetAutoDisputeFormProps) {
  const mutation = useSetAutoDispute(clientId);
  const form = useSchemaForm<TurnOnValues, z.output<typeof turnOnFields>>(turnOnFields, {
    initialValues: { channel: channels[0] ?? null, stores: [] },
  });
  const { channel, stores } = form.values;
  const options = storeOptions(client, channel);

  const submit = form.onSubmit((body) => {
    mutation.submit(body, {
      onSuccess: (result) => {
        notifications.show({
          color: 'teal',
          title: 'Automatic disputes on',
          message: gatewaySaid(result.message),
        });
        form.setFieldValue('stores', []);
      },
    });
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="set-auto-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h4" id="set-auto-title">
            Turn on automatic disputes
          </Title>
          <Text size="sm" c="dimmed">
            New error charges on these stores are disputed automatically, for every category.
          </Text>
          <WriteFailure title="Could not turn automatic disputes on" error={mutation.error} />
          <Group align="flex-start" gap="sm" grow>
            <Select
              label="Channel"
              required
              data={channels.map((code) => ({ value: code, label: channelLabel(code) }))}
              key={form.key('channel')}
              {...form.getInputProps('channel')}
              onChange={(next) => {
                form.setFieldValue('channel', next);
                form.setFieldValue('stores', []);
              }}
              allowDeselect={false}
            />
            <MultiSelect
              label="Stores"
              required
              placeholder={stores.length === 0 ? 'Choose stores' : undefined}
              data={options}
              key={form.key('stores')}
              {...form.getInputProps('stores')}
              searchable
              clearable
              nothingFoundMessage="No store of this client on this channel"
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              Turn on
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
