import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '../../components/plain-button';
import { normalScope } from '../../entities/client/client-scope';
import { disputesQueries } from '../../entities/dispute/disputes-queries';
import { HistoryChooser, TryConfigPanel, type HistoryWeeks } from './try-config-panel';
import type { ConfigDetails } from '../../../contract/auto-dispute';
import type { Client } from '../../../contract/listings';
import { WriteFailure } from '../../components/write-failure';
import { gatewaySaid } from '../../lib/display-names';
import { useSchemaForm } from '../../lib/use-schema-form';
import { ManualConfigRow } from './manual-config-row';
import {
  emptyRow,
  manualConfigSchema,
  toManualConfigBody,
  type ManualConfigOutput,
  type ManualConfigValues,
} from './manual-config-schema';
import { useAddManualConfig } from './use-auto-dispute-writes';
import { addDays, todayOf } from '../../lib/calendar';
import { inBackground } from '../../lib/background';

interface ManualConfigFormProps {
  clientId: string;
  client: Client | undefined;
  details: ConfigDetails;
  channels: string[];
}

const MAX_ROWS = 100;

/** Every disputed order of the client over the last `weeks` weeks. */
const historyScope = (clientId: string, weeks: number) => {
  const today = todayOf();
  return normalScope({
    clientId,
    listingIds: [],
    channels: [],
    from: addDays(today, 1 - 7 * weeks),
    to: today,
  });
};

/** Several manual configurations in one request; checked before sending, kept on failure. */
export function ManualConfigForm({ clientId, client, details, channels }: ManualConfigFormProps) {
  const mutation = useAddManualConfig(clientId);
  const schema = useMemo(() => manualConfigSchema(details), [details]);
  const form = useSchemaForm<ManualConfigValues, ManualConfigOutput>(schema, {
    initialValues: { rows: [emptyRow(channels[0])] },
  });

  const submit = form.onSubmit((values) => {
    mutation.submit(toManualConfigBody(values), {
      onSuccess: (result) => {
        notifications.show({
          color: 'teal',
          title: 'Configurations saved',
          message: gatewaySaid(result.message),
        });
        form.setValues({ rows: [emptyRow(channels[0])] });
        form.resetDirty();
      },
    });
  });

  const rows = form.values.rows;
  const [weeks, setWeeks] = useState<HistoryWeeks>('8');
  // The try-outs' history is background work: the server sends the pages people open first.
  const history = useQuery(
    inBackground(disputesQueries.range(historyScope(clientId, Number(weeks)))),
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="manual-config-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h4" id="manual-config-title">
            Add manual configurations
          </Title>
          <Text size="sm" c="dimmed">
            Dispute one category and reason automatically, for all or chosen stores, asking back a
            share of the charge.
          </Text>
          <WriteFailure title="Could not save the configurations" error={mutation.error} />
          <HistoryChooser value={weeks} onChange={setWeeks} />
          {rows.map((row, index) => (
            // Rows have no id of their own; the position is what the form paths use too.
            <Stack key={`${index}:${rows.length}`} gap={4}>
              <ManualConfigRow
                form={form}
                index={index}
                details={details}
                client={client}
                channels={channels}
                removable={rows.length > 1}
              />
              <TryConfigPanel row={row} history={history} weeks={weeks} />
            </Stack>
          ))}
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={rows.length >= MAX_ROWS}
              onClick={() => form.insertListItem('rows', emptyRow(channels[0]))}
            >
              Add another
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              Save {rows.length === 1 ? 'configuration' : `${rows.length} configurations`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
