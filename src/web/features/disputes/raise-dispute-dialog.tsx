import { Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import type { DisputedOrder } from '../../../contract/disputes';
import '../../../contract/zod-locale';
import { ChannelBadge } from '../../components/channel-badge';
import { DialogActions, DialogFrame } from '../../components/dialog-frame';
import { Money } from '../../components/money';
import { WriteFailure } from '../../components/write-failure';
import { gatewaySaid } from '../../lib/display-names';
import { submitOnShortcut } from '../../lib/submit-shortcut';
import { useSchemaForm } from '../../lib/use-schema-form';
import { disputeConfigDetailsQueryOptions } from '../../entities/dispute/dispute-config';
import { raiseReasons } from './raise-reasons';
import { useRaiseDispute } from './use-raise-dispute';

const MAX_DESCRIPTION = 1000;

/** What the person fills in; the order gives the rest of the request. */
const raiseFields = z.object({
  reason: z.string({ error: 'Choose a reason' }).check(z.minLength(1, 'Choose a reason')),
  description: z.string().check(z.trim(), z.maxLength(MAX_DESCRIPTION)),
});

// A type, not an interface: the form's values are a `Record<string, unknown>`.
type RaiseValues = { reason: string | null; description: string };

interface RaiseDisputeDialogProps {
  order: DisputedOrder;
  restaurant: string;
  clientId: string;
  onClose: () => void;
}

/** Raise one dispute by hand. Sends once however fast the clicks; on failure keeps the input. */
export function RaiseDisputeDialog({
  order,
  restaurant,
  clientId,
  onClose,
}: RaiseDisputeDialogProps) {
  const mutation = useRaiseDispute(clientId);
  const config = useQuery(disputeConfigDetailsQueryOptions(clientId));
  const [confirming, setConfirming] = useState(false);
  const reasonField = useRef<HTMLInputElement>(null);
  const form = useSchemaForm<RaiseValues, z.output<typeof raiseFields>>(raiseFields, {
    initialValues: { reason: null, description: '' },
  });
  // The reasons' field is disabled, so not focused, while the reasons load: once they are in, it
  // takes the focus the dialog meant for it, unless the person has moved on to another field.
  const loading = config.isPending;
  useEffect(() => {
    const field = reasonField.current;
    if (!loading && field && !field.form?.contains(document.activeElement)) field.focus();
  }, [loading]);
  const groups = raiseReasons(config.data, order.channel, order.disputeIssue);

  const requestClose = () => {
    if (mutation.isSending()) return;
    const { reason, description } = form.getValues();
    if ((reason || description.trim()) && !confirming) setConfirming(true);
    else onClose();
  };

  const submit = form.onSubmit(({ reason, description }) => {
    mutation.submit(
      {
        deliveryUUID: order.deliveryUUID,
        reason,
        ...(description ? { description } : {}),
        channel: order.channel,
      },
      {
        onSuccess: (result) => {
          notifications.show({
            color: 'teal',
            title: 'Dispute raised',
            message: gatewaySaid(result.message),
          });
          onClose();
        },
      },
    );
  });

  return (
    <DialogFrame onClose={requestClose} title={`Dispute the charge on ${order.deliveryUUID}`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap">
            <ChannelBadge channel={order.channel} />
            <Text size="sm">
              {order.customerName} · {restaurant}
            </Text>
          </Group>
          <Text size="sm">
            Amount at stake: <Money dollars={order.disputeAmount} fw={700} />
          </Text>
          {order.disputeItemDetails && (
            <Text size="sm" c="dimmed">
              {order.disputeItemDetails}
            </Text>
          )}
          <WriteFailure title="Could not raise the dispute" error={mutation.error} />
          <WriteFailure title="Could not load the reasons" error={config.error} />
          <Select
            label="Reason"
            required
            placeholder={config.isPending ? 'Loading reasons…' : 'Choose a reason'}
            data={groups}
            key={form.key('reason')}
            {...form.getInputProps('reason')}
            disabled={config.isPending}
            searchable
            data-autofocus
            ref={reasonField}
            comboboxProps={{ withinPortal: true, keepMounted: false }}
          />
          <Textarea
            label="Description"
            description="Optional: what went wrong, for the marketplace"
            autosize
            minRows={3}
            maxRows={8}
            maxLength={MAX_DESCRIPTION}
            onKeyDown={submitOnShortcut}
            key={form.key('description')}
            {...form.getInputProps('description')}
          />
          <DialogActions
            submit="Raise dispute"
            pending={mutation.isPending}
            onCancel={requestClose}
            confirming={
              confirming && {
                title: 'Discard this dispute?',
                text: 'It has not been raised.',
                keep: 'Keep editing',
              }
            }
            onKeep={() => {
              // Before the question leaves the page with the focus on its button.
              reasonField.current?.focus();
              setConfirming(false);
            }}
            onDiscard={onClose}
          />
        </Stack>
      </form>
    </DialogFrame>
  );
}
