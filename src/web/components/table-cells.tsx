import { Text } from '@mantine/core';
import { PlainBadge } from './plain-badge';

/** A payout's ID in monospace, or a "pending" badge while it has none yet. */
export function PayoutId({ id }: { id: string | null | undefined }) {
  return id ? (
    <Text size="sm" ff="monospace">
      {id}
    </Text>
  ) : (
    <PlainBadge color="gray" variant="light">
      pending
    </PlainBadge>
  );
}
