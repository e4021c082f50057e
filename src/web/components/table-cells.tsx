import { Badge, Text } from '@mantine/core';

/** A payout's ID in monospace, or a "pending" badge while it has none yet. */
export function PayoutId({ id }: { id: string | null | undefined }) {
  return id ? (
    <Text size="sm" ff="monospace">
      {id}
    </Text>
  ) : (
    <Badge color="gray" variant="light">
      pending
    </Badge>
  );
}
