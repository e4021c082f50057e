import {
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ConfigDetails } from '../../../contract/auto-dispute';
import type { Client } from '../../../contract/listings';
import { ActionIcon } from '../../components/plain-button';
import { channelLabel } from '../../lib/channels';
import { categoriesOf } from '../../entities/dispute/dispute-config';
import { issueName } from '../../lib/display-names';
import { selectOnFocus } from '../../lib/select-on-focus';
import type { SchemaForm } from '../../lib/use-schema-form';
import type { ManualConfigOutput, ManualConfigValues } from './manual-config-schema';
import { storeOptions } from './store-options';

interface ManualConfigRowProps {
  form: SchemaForm<ManualConfigValues, ManualConfigOutput>;
  index: number;
  details: ConfigDetails | undefined;
  client: Client | undefined;
  channels: string[];
  removable: boolean;
}

/** One configuration of the manual form; category and reason follow the chosen channel. */
export function ManualConfigRow({
  form,
  index,
  details,
  client,
  channels,
  removable,
}: ManualConfigRowProps) {
  const row = form.values.rows[index];
  if (!row) return null;
  const path = (field: string) => `rows.${index}.${field}`;
  const categories = categoriesOf(details, row.channel);
  const reasons = categories.find((c) => c.category === row.error)?.reasons ?? [];
  const n = index + 1;
  return (
    <Paper withBorder p="sm" component="fieldset" aria-label={`Configuration ${n}`} m={0}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600} size="sm" component="legend" p={0}>
            Configuration {n}
          </Text>
          {removable && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove configuration ${n}`}
              onClick={() => form.removeListItem('rows', index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
        <Group grow align="flex-start" gap="sm">
          <Select
            label="Channel"
            required
            allowDeselect={false}
            data={channels.map((code) => ({ value: code, label: channelLabel(code) }))}
            key={form.key(path('channel'))}
            {...form.getInputProps(path('channel'))}
            onChange={(value) => {
              form.setFieldValue(path('channel'), value ?? '');
              form.setFieldValue(path('error'), '');
              form.setFieldValue(path('reason'), '');
              form.setFieldValue(path('stores'), []);
            }}
          />
          <Select
            label="Category"
            required
            allowDeselect={false}
            data={categories.map((c) => ({ value: c.category, label: issueName(c.category) }))}
            disabled={!row.channel}
            key={form.key(path('error'))}
            {...form.getInputProps(path('error'))}
            onChange={(value) => {
              form.setFieldValue(path('error'), value ?? '');
              form.setFieldValue(path('reason'), '');
            }}
          />
          <Select
            label="Reason"
            required
            allowDeselect={false}
            data={reasons}
            disabled={!row.error}
            key={form.key(path('reason'))}
            {...form.getInputProps(path('reason'))}
          />
        </Group>
        <Group grow align="flex-start" gap="sm">
          <TextInput
            label="Description"
            maxLength={1000}
            key={form.key(path('description'))}
            {...form.getInputProps(path('description'))}
          />
          <NumberInput
            label="Refund percentage"
            required
            min={0}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            suffix="%"
            key={form.key(path('refundPercentage'))}
            {...selectOnFocus(form.getInputProps(path('refundPercentage')))}
          />
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`stores-scope-${index}`}>
            Stores
          </Text>
          <SegmentedControl
            aria-labelledby={`stores-scope-${index}`}
            data={[
              { value: 'all', label: 'All stores' },
              { value: 'chosen', label: 'Chosen stores' },
            ]}
            key={form.key(path('scope'))}
            {...form.getInputProps(path('scope'))}
            w="fit-content"
          />
          {row.scope === 'chosen' && (
            <MultiSelect
              label="Chosen stores"
              required
              data={storeOptions(client, row.channel || null)}
              searchable
              nothingFoundMessage="No store of this client on this channel"
              key={form.key(path('stores'))}
              {...form.getInputProps(path('stores'))}
            />
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
