import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState, type FormEvent } from 'react';
import type { DisputeChannel } from '../../../contract/common';
import type { Client } from '../../../contract/listings';
import { errorMessage } from '../../lib/api-error';
import { gatewaySaid } from '../../lib/display-names';
import { channelLabel } from '../../lib/channels';
import { storeOptions } from './store-options';
import { useSetAutoDispute } from './use-auto-dispute-writes';

interface SetAutoDisputeFormProps {
  clientId: string;
  client: Client | undefined;
  channels: string[];
}

/** Turn automatic disputes on for chosen stores of one channel. One request per submit. */
export function SetAutoDisputeForm({ clientId, client, channels }: SetAutoDisputeFormProps) {
  const mutation = useSetAutoDispute(clientId);
  const sending = useRef(false);
  const [channel, setChannel] = useState<string | null>(channels[0] ?? null);
  const [stores, setStores] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const options = storeOptions(client, channel);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    if (!channel) return setError('Choose a channel');
    if (stores.length === 0) return setError('Choose at least one store');
    setError(null);
    sending.current = true;
    mutation.mutate(
      { channel: channel as DisputeChannel, stores },
      {
        onSuccess: (result) => {
          notifications.show({
            color: 'teal',
            title: 'Automatic disputes on',
            message: gatewaySaid(result.message),
          });
          setStores([]);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

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
          {mutation.isError && (
            <Alert color="red" title="Could not turn automatic disputes on" role="alert">
              {errorMessage(mutation.error)}
            </Alert>
          )}
          <Group align="flex-start" gap="sm" grow>
            <Select
              label="Channel"
              required
              data={channels.map((code) => ({ value: code, label: channelLabel(code) }))}
              value={channel}
              onChange={(next) => {
                setChannel(next);
                setStores([]);
              }}
              allowDeselect={false}
            />
            <MultiSelect
              label="Stores"
              required
              placeholder={stores.length === 0 ? 'Choose stores' : undefined}
              data={options}
              value={stores}
              onChange={setStores}
              error={error}
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
