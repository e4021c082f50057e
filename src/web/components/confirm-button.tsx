import { Text } from '@mantine/core';
import { useState } from 'react';
import { Button } from './plain-button';

/**
 * A destructive action asked twice: the first press asks (`question`), a second press of the red
 * button does it, "Keep it" backs out. `ariaLabel` names what the first press is about ("Remove
 * Ops room"), for a list of many.
 */
export function ConfirmButton({
  label,
  question,
  ariaLabel,
  pending,
  onConfirm,
}: {
  label: string;
  question?: string;
  ariaLabel: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming)
    return (
      <Button
        variant="default"
        size="xs"
        aria-label={ariaLabel}
        onClick={() => setConfirming(true)}
      >
        {label}
      </Button>
    );
  return (
    <>
      {question && <Text size="sm">{question}</Text>}
      <Button color="red" size="xs" loading={pending} onClick={onConfirm}>
        {label}
      </Button>
      <Button variant="default" size="xs" onClick={() => setConfirming(false)}>
        Keep it
      </Button>
    </>
  );
}
