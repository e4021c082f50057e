import { Group, Menu, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconDownload, IconTemplate, IconUpload } from '@tabler/icons-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../../components/plain-button';
import { formatCountOf } from '../../lib/format';
import { useSchemaForm } from '../../lib/use-schema-form';
import { fillPlaceholders, PLACEHOLDERS } from './placeholders';
import {
  BAND_LABELS,
  exportTemplates,
  MAX_TEMPLATE_NAME,
  parseTemplatesFile,
  ratingBand,
  STARTER_TEMPLATES,
  templateNameFields,
  useReplyTemplates,
  type InsertedTemplate,
} from './reply-templates';

/** Stable, so it runs once when the element appears, not on every render. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

interface ReplyTemplatesMenuProps {
  /** The signed-in user's email: templates are kept per user. */
  email: string;
  comment: string;
  customerName: string;
  restaurant: string;
  /** The review's rating: the starter template of its band comes first. */
  rating: number;
  onInsert: (template: InsertedTemplate) => void;
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Insert a saved or starter reply (placeholders filled in), save the current one as a template,
 * and carry one's templates to another browser (export to a file, import it there).
 */
export function ReplyTemplatesMenu({
  email,
  comment,
  customerName,
  restaurant,
  rating,
  onInsert,
}: ReplyTemplatesMenuProps) {
  const { templates, save, importAll } = useReplyTemplates(email);
  const [naming, setNaming] = useState(false);
  // Inside the reply's own form: no form element of its own; Enter and the button save, and an
  // empty name only leaves the button disabled.
  const nameForm = useSchemaForm<{ name: string }, { name: string }>(templateNameFields, {
    initialValues: { name: '' },
  });
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const band = ratingBand(rating);
  const suggested = STARTER_TEMPLATES.filter((template) => template.band === band);
  const others = STARTER_TEMPLATES.filter((template) => template.band !== band);
  const insert = (template: Omit<InsertedTemplate, 'text'> & { text: string }) =>
    onInsert({ ...template, text: fillPlaceholders(template.text, { customerName, restaurant }) });

  const commit = () => {
    if (!nameForm.isValid() || !comment.trim()) return;
    const chosen = nameForm.getTransformedValues().name;
    const replaced = templates.some((item) => item.name === chosen);
    save(chosen, comment);
    setNaming(false);
    nameForm.reset();
    setStatus({
      text: `${replaced ? 'Updated' : 'Saved'} the template “${chosen}”: find it under Insert template.`,
    });
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const parsed = parseTemplatesFile(await file.text());
    if (!parsed.ok) {
      setStatus({ text: parsed.message, error: true });
      return;
    }
    importAll(parsed.templates);
    const count = parsed.templates.length;
    setStatus({ text: `Imported ${count} template${count === 1 ? '' : 's'}.` });
  };

  const statusLine = (
    <Text size="xs" role="status" c={status?.error ? 'red.8' : undefined} fw={status ? 500 : 400}>
      {status?.text}
    </Text>
  );

  if (naming) {
    return (
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Template name"
          size="xs"
          maxLength={MAX_TEMPLATE_NAME}
          key={nameForm.key('name')}
          {...nameForm.getInputProps('name')}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
          ref={focusOnMount}
          style={{ flex: 1 }}
        />
        <Button size="xs" onClick={commit} disabled={!nameForm.isValid()}>
          Save template
        </Button>
        <Button size="xs" variant="subtle" onClick={() => setNaming(false)}>
          Don&apos;t save
        </Button>
      </Group>
    );
  }

  return (
    <Stack gap={4}>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text size="xs" c="dimmed">
          {PLACEHOLDERS.firstName} and {PLACEHOLDERS.restaurant} are filled in from the review.
        </Text>
        <Group gap="xs">
          <Menu position="bottom-end" withinPortal={false}>
            <Menu.Target>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconTemplate size={14} aria-hidden />}
              >
                Insert template
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {templates.length > 0 && <Menu.Label>Your templates</Menu.Label>}
              {templates.map((template) => (
                <Menu.Item key={template.id} onClick={() => insert(template)}>
                  {template.name}
                </Menu.Item>
              ))}
              <Menu.Label>Suggested for {formatCountOf(rating, 'star')}</Menu.Label>
              {suggested.map((template) => (
                <Menu.Item key={template.id} onClick={() => insert(template)}>
                  {template.name} ({BAND_LABELS[template.band]})
                </Menu.Item>
              ))}
              <Menu.Label>For other ratings</Menu.Label>
              {others.map((template) => (
                <Menu.Item key={template.id} onClick={() => insert(template)}>
                  {template.name} ({BAND_LABELS[template.band]})
                </Menu.Item>
              ))}
              <Menu.Divider />
              <Menu.Item
                leftSection={<IconDownload size={14} aria-hidden />}
                disabled={templates.length === 0}
                onClick={() => {
                  download('reply-templates.json', exportTemplates(templates));
                  setStatus({
                    text: `Exported ${templates.length} template${templates.length === 1 ? '' : 's'} to reply-templates.json.`,
                  });
                }}
              >
                Export your templates
              </Menu.Item>
              <Menu.Item
                leftSection={<IconUpload size={14} aria-hidden />}
                onClick={() => fileInput.current?.click()}
              >
                Import templates from a file
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDeviceFloppy size={14} aria-hidden />}
            disabled={!comment.trim()}
            onClick={() => {
              setStatus(null);
              setNaming(true);
            }}
          >
            Save as template
          </Button>
        </Group>
      </Group>
      {statusLine}
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        onChange={(event) => void onFile(event)}
        hidden
        aria-hidden
        tabIndex={-1}
      />
    </Stack>
  );
}
