import { List, Popover, Stack, Text } from '@mantine/core';
import { HelpButton } from './money-left-help-button';
import { DAYS_LEFT_BUCKETS } from './money-left';
import { useTakeFocus } from '../../performance/upgraded';

/**
 * The help's popover (`MoneyLeftHelp` swaps it in for its button at the first press). It takes the
 * focus from the button it replaces (`takeFocus`): the keyboard stays on it, and Escape closes it.
 */
export function MoneyLeftHelpPopover({
  defaultOpened = false,
  takeFocus = false,
}: {
  defaultOpened?: boolean;
  takeFocus?: boolean;
}) {
  const target = useTakeFocus<HTMLButtonElement>(takeFocus);
  return (
    <Popover
      width={360}
      position="bottom-start"
      withArrow
      shadow="md"
      defaultOpened={defaultOpened}
    >
      <Popover.Target>
        <HelpButton ref={target} />
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
