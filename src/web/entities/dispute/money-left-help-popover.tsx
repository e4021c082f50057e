import { List, Popover, Stack, Text } from '@mantine/core';
import { HelpButton } from './money-left-help-button';
import { DAYS_LEFT_BUCKETS } from './money-left';

/** The help's popover (`MoneyLeftHelp` loads it after the page has painted). */
export function MoneyLeftHelpPopover({ defaultOpened = false }: { defaultOpened?: boolean }) {
  return (
    <Popover
      width={360}
      position="bottom-start"
      withArrow
      shadow="md"
      defaultOpened={defaultOpened}
    >
      <Popover.Target>
        <HelpButton />
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
