import { Anchor } from '@mantine/core';

interface OrderIdButtonProps {
  deliveryUUID: string;
  onOpen: () => void;
}

/** An order's id, shortened, opening the order: the first cell of a table of orders. */
export function OrderIdButton({ deliveryUUID, onOpen }: OrderIdButtonProps) {
  return (
    <Anchor
      component="button"
      type="button"
      ff="monospace"
      fz="sm"
      title={deliveryUUID}
      aria-label={`Order details ${deliveryUUID}`}
      onClick={onOpen}
    >
      {deliveryUUID.slice(0, 8)}…
    </Anchor>
  );
}
