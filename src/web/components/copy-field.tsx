import { CopyButton, Group } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { Button } from './plain-button';
import { PlainTextInput } from './plain-input';

/**
 * Something to pass on, shown to copy: a read-only field (selected whole on focus) and a Copy
 * button that says when it is copied. An invitation's link, a webhook's signing secret.
 */
export function CopyField({
  label,
  value,
  dialogFocus = false,
}: {
  label: string;
  value: string;
  /** The dialog's first focus (Mantine's `data-autofocus`). */
  dialogFocus?: boolean;
}) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <PlainTextInput
        label={label}
        value={value}
        readOnly
        style={{ flex: 1 }}
        onFocus={(event) => event.currentTarget.select()}
        data-autofocus={dialogFocus || undefined}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? 'light' : 'filled'}
            color={copied ? 'teal' : undefined}
            leftSection={
              copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
            }
            onClick={copy}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
