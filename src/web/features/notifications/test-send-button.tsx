import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/plain-button';
import { WriteFailure } from '../../components/write-failure';
import { useSubmitOnce } from '../../lib/use-submit-once';
import { clickKey, deliveriesQuery, sendTestBrief } from './notification-requests';

/** "Send a test": today's brief mailed now, once per click; its outcome said here. */
export function TestSendButton({ email, disabled }: { email: string; disabled: boolean }) {
  const queryClient = useQueryClient();
  const mutation = useSubmitOnce(
    useMutation({
      mutationFn: sendTestBrief,
      onSuccess: (reply) => {
        if (reply.outcome === 'sent')
          notifications.show({
            color: 'teal',
            title: 'Test brief sent',
            message: `Today’s brief is on its way to ${email}.`,
          });
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: deliveriesQuery.queryKey }),
    }),
  );
  const reply = mutation.data;
  const failed =
    mutation.error ??
    (reply?.outcome === 'failed' ? new Error(reply.detail ?? 'The mail could not be sent.') : null);
  return (
    <Stack gap={4}>
      <Button
        variant="default"
        loading={mutation.isPending}
        disabled={disabled}
        // A key per click: a click's request sent again (a retry) is still one mail.
        onClick={() => void mutation.submit(clickKey())}
      >
        Send a test
      </Button>
      {reply?.outcome === 'pending' && (
        <Text size="xs" c="dimmed" role="status">
          Queued: the delivery log will say when it is sent.
        </Text>
      )}
      <WriteFailure title="The test brief was not sent" error={failed} />
    </Stack>
  );
}
