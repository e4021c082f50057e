import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { QueryState } from '../../components/query-state';
import { BriefSettingsForm } from './brief-settings-form';
import { DeliveryLog } from './delivery-log';
import { settingsQuery } from './notification-requests';
import { StatementSchedules } from './statement-schedules';

/**
 * The brief by e-mail: its settings (with "Send a test"), the scheduled statements, and the log
 * of what was sent. Loaded
 * after the page has painted (notifications-route.tsx): its form, controls and schemas are not
 * the page's first paint.
 */
export function BriefDelivery() {
  const settings = useQuery(settingsQuery);
  const settingsId = useId();
  const logId = useId();
  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-labelledby={settingsId}>
        <Title order={2} fz="h3" id={settingsId}>
          Morning brief by e-mail
        </Title>
        <QueryState
          query={settings}
          errorTitle="Could not load your brief settings"
          loadingLabel="Loading your brief settings…"
        >
          {(data) => <BriefSettingsForm key={data.updatedAt ?? 'new'} settings={data} />}
        </QueryState>
      </Stack>
      <StatementSchedules />
      <Stack gap="sm" component="section" aria-labelledby={logId}>
        <Title order={2} fz="h3" id={logId}>
          Delivery log
        </Title>
        <DeliveryLog />
      </Stack>
    </Stack>
  );
}
