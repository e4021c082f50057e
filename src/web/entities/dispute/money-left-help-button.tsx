import { IconInfoCircle } from '@tabler/icons-react';
import { Button, type ButtonProps } from '../../components/plain-button';

/** The help's button, alone (a stand-in) or as the popover's target. */
export function HelpButton(props: ButtonProps) {
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
