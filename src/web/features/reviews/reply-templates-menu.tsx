import { Button, Group, Menu, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { fillTemplate, PLACEHOLDERS, useReplyTemplates } from './reply-templates';

/** Stable, so it runs once when the element appears, not on every render. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

interface ReplyTemplatesMenuProps {
  /** The signed-in user's email: templates are kept per user. */
  email: string;
  comment: string;
  customerName: string;
  restaurant: string;
  onInsert: (text: string) => void;
}

/** Insert a saved reply (placeholders filled in), or save the current one as a template. */
export function ReplyTemplatesMenu({
  email,
  comment,
  customerName,
  restaurant,
  onInsert,
}: ReplyTemplatesMenuProps) {
  const { templates, save } = useReplyTemplates(email);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');

  const commit = () => {
    if (!name.trim() || !comment.trim()) return;
    save(name.trim(), comment);
    setNaming(false);
    setName('');
  };

  if (naming) {
    return (
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Template name"
          size="xs"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
          ref={focusOnMount}
          style={{ flex: 1 }}
        />
        <Button size="xs" onClick={commit} disabled={!name.trim()}>
          Save template
        </Button>
        <Button size="xs" variant="default" onClick={() => setNaming(false)}>
          Cancel
        </Button>
      </Group>
    );
  }

  return (
    <Group gap="xs" justify="space-between" wrap="wrap">
      <Text size="xs" c="dimmed">
        Templates may use {PLACEHOLDERS.firstName} and {PLACEHOLDERS.restaurant}.
      </Text>
      <Group gap="xs">
        <Menu position="bottom-end" withinPortal={false}>
          <Menu.Target>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconTemplate size={14} aria-hidden />}
              disabled={templates.length === 0}
            >
              Insert template
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {templates.map((template) => (
              <Menu.Item
                key={template.id}
                onClick={() => onInsert(fillTemplate(template.text, { customerName, restaurant }))}
              >
                {template.name}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDeviceFloppy size={14} aria-hidden />}
          disabled={!comment.trim()}
          onClick={() => setNaming(true)}
        >
          Save as template
        </Button>
      </Group>
    </Group>
  );
}
