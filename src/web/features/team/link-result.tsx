import { Group, Stack, Text } from '@mantine/core';
import type * as z from 'zod/mini';
import type { linkReply } from '../../../contract/people';
import { CopyField } from '../../components/copy-field';
import { Button } from '../../components/plain-button';
import { formatDateTime } from '../../lib/calendar';

/** The invitation or reset link to pass on: copy it, and whether it was also e-mailed. */
export function LinkResult({
  reply,
  onDone,
}: {
  reply: z.output<typeof linkReply>;
  onDone: () => void;
}) {
  const { person, link, expiresAt, emailed } = reply;
  return (
    <Stack gap="sm">
      <Text size="sm" role="status">
        {emailed
          ? `The link was e-mailed to ${person.email}. You can also copy it and pass it on.`
          : `The link was not e-mailed: copy it and send it to ${person.email} yourself.`}
      </Text>
      <CopyField label="Link" value={link} dialogFocus />
      <Text size="xs" c="dimmed">
        It works once, until {formatDateTime(expiresAt)}.
      </Text>
      <Group justify="flex-end">
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
