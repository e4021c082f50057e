import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestSendReply } from '../../../contract/notifications';
import { Button } from '../../components/plain-button';
import { WriteFailure } from '../../components/write-failure';
import { useSubmitOnce } from '../../lib/use-submit-once';
import { clickKey, deliveriesQuery } from './notification-requests';

/**
 * "Send a test": `send` with a key made per click, so a click's request sent again (a retry) is
 * still one send, however fast the clicks; its outcome said here and in the delivery log.
 */
export function TestSendButton({
  send,
  sent,
  notSent,
  ariaLabel,
  compact = false,
  disabled = false,
}: {
  send: (key: string) => Promise<TestSendReply>;
  /** The notice once sent: its title and message. */
  sent: { title: string; message: string };
  /** The failure's title. */
  notSent: string;
  ariaLabel?: string;
  /** A list's small button, at the end of its line. */
  compact?: boolean;
  disabled?: boolean;
}) {
  const queryClient = useQueryClient();
  const mutation = useSubmitOnce(
    useMutation({
      mutationFn: send,
      onSuccess: (reply) => {
        if (reply.outcome === 'sent') notifications.show({ color: 'teal', ...sent });
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: deliveriesQuery.queryKey }),
    }),
  );
  const reply = mutation.data;
  const failed =
    mutation.error ??
    (reply?.outcome === 'failed' ? new Error(reply.detail ?? 'It could not be sent.') : null);
  return (
    <Stack gap={4} align={compact ? 'flex-end' : undefined}>
      <Button
        variant="default"
        size={compact ? 'xs' : undefined}
        loading={mutation.isPending}
        disabled={disabled}
        aria-label={ariaLabel}
        onClick={() => void mutation.submit(clickKey())}
      >
        Send a test
      </Button>
      {reply?.outcome === 'pending' && (
        <Text size="xs" c="dimmed" role="status">
          Queued: the delivery log will say when it is sent.
        </Text>
      )}
      <WriteFailure title={notSent} error={failed} />
    </Stack>
  );
}
