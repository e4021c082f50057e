import { Badge, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  channelBody,
  type AlertChannel,
  type ChannelBody,
  type ChannelCreatedReply,
} from '../../../contract/alerts';
import { Button } from '../../components/plain-button';
import { ConfirmButton } from '../../components/confirm-button';
import { CopyField } from '../../components/copy-field';
import { FormButtons } from '../../components/form-buttons';
import { WriteFailure } from '../../components/write-failure';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useSubmitOnce } from '../../lib/use-submit-once';
import { addChannel, channelsQuery, removeChannel, testChannel } from './alert-requests';
import { TestSendButton } from './test-send-button';
import classes from './sections.module.css';
import { SettingsSection } from './settings-section';

const KIND_NAMES = { email: 'E-mail', slack: 'Slack', webhook: 'Webhook' } as const;

/** One channel: its kind, name and masked address; test it, remove it (asked twice). */
function ChannelLine({ channel }: { channel: AlertChannel }) {
  const queryClient = useQueryClient();
  const removal = useSubmitOnce(
    useMutation({
      mutationFn: removeChannel,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsQuery.queryKey }),
    }),
  );
  return (
    <li className={classes.item} data-channel={channel.kind}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Badge variant="light">{KIND_NAMES[channel.kind]}</Badge>
            <Text fw={600}>{channel.name}</Text>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {channel.hint}
          </Text>
          <WriteFailure title="Could not remove the channel" error={removal.error} />
        </Stack>
        <Group gap="xs" align="flex-start">
          <TestSendButton
            send={(key) => testChannel({ id: channel.id, key })}
            sent={{
              title: 'Test alert sent',
              message: `Look for it on ${channel.kind === 'email' ? channel.hint : channel.name}.`,
            }}
            notSent="The test was not sent"
            ariaLabel={`Send a test to ${channel.kind === 'email' ? 'your e-mail' : channel.name}`}
            compact
          />
          {channel.kind !== 'email' && (
            <ConfirmButton
              label="Remove"
              ariaLabel={`Remove ${channel.name}`}
              pending={removal.isPending}
              onConfirm={() => void removal.submit(channel.id)}
            />
          )}
        </Group>
      </Group>
    </li>
  );
}

/** The webhook's signing secret, this once: copy it now, it is never shown again. */
function SecretOnce({ reply, onDone }: { reply: ChannelCreatedReply; onDone: () => void }) {
  const secret = reply.secret ?? '';
  return (
    <Stack gap="sm" className={classes.item}>
      <Text size="sm" role="status">
        {reply.channel.name} is added. Its signing secret is shown this once: copy it into your
        receiver now. Each request carries an HMAC-SHA256 signature made with it.
      </Text>
      <CopyField label="Signing secret" value={secret} />
      <Group>
        <Button onClick={onDone}>Done, I have kept it</Button>
      </Group>
    </Stack>
  );
}

/** Adds a Slack incoming webhook or a generic webhook; what was typed stays on a refusal. */
function ChannelForm({
  kind,
  onAdded,
  onCancel,
}: {
  kind: ChannelBody['kind'];
  onAdded: (reply: ChannelCreatedReply) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<ChannelBody, ChannelBody>(channelBody, {
    initialValues: { kind, name: kind === 'slack' ? 'Slack' : '', url: '' },
  });
  const mutation = useSubmitOnce(
    useMutation({
      mutationFn: addChannel,
      onSuccess: async (reply) => {
        await queryClient.invalidateQueries({ queryKey: channelsQuery.queryKey });
        onAdded(reply);
      },
    }),
  );
  return (
    <form
      className={classes.item}
      onSubmit={form.onSubmit((values) => void mutation.submit(values))}
      noValidate
      aria-label={kind === 'slack' ? 'Add Slack' : 'Add a webhook'}
    >
      <Stack gap="sm" maw={560}>
        <WriteFailure title="Could not add the channel" error={mutation.error} />
        <TextInput label="Name" {...form.getInputProps('name')} />
        <TextInput
          label={kind === 'slack' ? 'Slack incoming webhook URL' : 'Webhook URL'}
          description={
            kind === 'slack'
              ? 'From Slack: Apps → Incoming Webhooks → the channel’s Webhook URL.'
              : 'Alerts are POSTed there as signed JSON.'
          }
          placeholder={
            kind === 'slack' ? 'https://hooks.slack.com/services/…' : 'https://example.com/hooks'
          }
          inputMode="url"
          autoComplete="off"
          {...form.getInputProps('url')}
        />
        <FormButtons
          submit={kind === 'slack' ? 'Add Slack' : 'Add the webhook'}
          pending={mutation.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}

/** The section's name and what it is for. */
const HEADING = {
  title: 'Alert channels',
  description:
    'Where alerts go: your e-mail, a Slack channel, or your own webhook. Each rule chooses among them.',
};

/**
 * Channels: the account's e-mail, and the Slack and webhook channels a person adds, each with
 * "Send a test". Addresses and secrets never come back from the server: a masked hint does.
 * Loaded after the page has painted.
 */
export function AlertChannelsSection() {
  const channels = useQuery(channelsQuery);
  const [adding, setAdding] = useState<ChannelBody['kind'] | null>(null);
  const [created, setCreated] = useState<ChannelCreatedReply | null>(null);
  return (
    <SettingsSection
      {...HEADING}
      query={channels}
      errorTitle="Could not load your channels"
      loadingLabel="Loading your channels…"
    >
      {(data) => (
        <Stack gap="sm">
          <Stack gap="xs" component="ul" className={classes.list} aria-label="Channels">
            {data.channels.map((channel) => (
              <ChannelLine key={channel.id} channel={channel} />
            ))}
          </Stack>
          {created?.secret && <SecretOnce reply={created} onDone={() => setCreated(null)} />}
          {adding ? (
            <ChannelForm
              kind={adding}
              onCancel={() => setAdding(null)}
              onAdded={(reply) => {
                setAdding(null);
                setCreated(reply);
                notifications.show({
                  color: 'teal',
                  title: `${reply.channel.name} added`,
                  message: 'Choose it in a rule, or send it a test.',
                });
              }}
            />
          ) : (
            <Group gap="sm">
              <Button variant="default" onClick={() => setAdding('slack')}>
                Add Slack
              </Button>
              <Button variant="default" onClick={() => setAdding('webhook')}>
                Add a webhook
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </SettingsSection>
  );
}
