import { Button, type ButtonProps } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef } from 'react';

/** The help's button, alone (a stand-in) or as the popover's target. */
export function HelpButton(props: ButtonProps & ComponentPropsWithoutRef<'button'>) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconInfoCircle size={16} aria-hidden />}
      {...props}
    >
      How this is counted
    </Button>
  );
}
