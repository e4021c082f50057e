import { Alert, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import type { DisputedOrder } from '../../../contract/disputes';
import { ChannelBadge } from '../../components/channel-badge';
import { DialogActions, DialogFrame } from '../../components/dialog-frame';
import { Money } from '../../components/money';
import { errorMessage } from '../../lib/api-error';
import { gatewaySaid } from '../../lib/display-names';
import { disputesQueries } from './disputes-queries';
import { raiseReasons } from './raise-reasons';
import { useRaiseDispute } from './use-raise-dispute';

const MAX_DESCRIPTION = 1000;
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
  const config = useQuery(disputesQueries.configDetails(clientId));
  // Set synchronously on the first submit: a second click in the same frame finds it set.
  const sending = useRef(false);
  const [reason, setReason] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const groups = raiseReasons(config.data, order.channel, order.disputeIssue);

  const requestClose = () => {
    if (mutation.isPending || sending.current) return;
    if ((reason || description.trim()) && !confirming) setConfirming(true);
    else onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    if (!reason) {
      setReasonError('Choose a reason');
      return;
    }
    setReasonError(null);
    sending.current = true;
    const text = description.trim();
    mutation.mutate(
      { deliveryUUID: order.deliveryUUID, reason, ...(text ? { description: text } : {}) },
      {
        onSuccess: (result) => {
          notifications.show({
            color: 'teal',
            title: 'Dispute raised',
            message: gatewaySaid(result.message),
          });
          onClose();
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

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
          {mutation.isError && (
            <Alert color="red" title="Could not raise the dispute" role="alert">
              {errorMessage(mutation.error)}
            </Alert>
          )}
          {config.isError && (
            <Alert color="red" title="Could not load the reasons" role="alert">
              {errorMessage(config.error)}
            </Alert>
          )}
          <Select
            label="Reason"
            required
            placeholder={config.isPending ? 'Loading reasons…' : 'Choose a reason'}
            data={groups}
            value={reason}
            onChange={setReason}
            error={reasonError}
            disabled={config.isPending}
            searchable
            data-autofocus
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            label="Description"
            description="Optional: what went wrong, for the marketplace"
            autosize
            minRows={3}
            maxRows={8}
            maxLength={MAX_DESCRIPTION}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
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
            onKeep={() => setConfirming(false)}
            onDiscard={onClose}
          />
        </Stack>
      </form>
    </DialogFrame>
  );
}
