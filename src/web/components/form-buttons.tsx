import { Group } from '@mantine/core';
import { Button } from './plain-button';

/** A form's submit (busy while it is sent) and its Cancel, which closes the form unsaved. */
export function FormButtons({
  submit,
  pending,
  onCancel,
}: {
  submit: string;
  pending: boolean;
  onCancel: () => void;
}) {
  return (
    <Group gap="sm">
      <Button type="submit" loading={pending}>
        {submit}
      </Button>
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
    </Group>
  );
}
