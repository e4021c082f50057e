import { Button, List, Popover, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { DAYS_LEFT_BUCKETS } from './money-left';

/** "How this is counted": the definition of money left on the table, where the figure is shown. */
export function MoneyLeftHelp() {
  return (
    <Popover width={360} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconInfoCircle size={16} aria-hidden />}
        >
          How this is counted
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm" fw={700}>
            Money left on the table
          </Text>
          <Text size="sm">What can still be recovered, over the chosen dates and channels:</Text>
          <List size="sm" spacing={4}>
            <List.Item>
              <b>Open to dispute</b>: error charges on orders that can still be disputed and have
              not been, by days left in the dispute window (
              {DAYS_LEFT_BUCKETS.map((bucket) => bucket.label).join(', ')}).
            </List.Item>
            <List.Item>
              <b>POS revenue to claim back</b>: orders the POS shows fulfilled that the marketplace
              cancelled or refunded (the POS comparison&apos;s total).
            </List.Item>
          </List>
          <Text size="sm">
            The total is open to dispute + POS revenue to claim back. <b>Lost for good</b>, the
            error charges whose dispute window closed without a dispute, is shown beside it and not
            added.
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
