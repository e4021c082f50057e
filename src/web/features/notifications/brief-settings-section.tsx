import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { QueryState } from '../../components/query-state';
import { BriefSettingsForm } from './brief-settings-form';
import { DeliveryLog } from './delivery-log';
import { settingsQuery } from './notification-requests';

/**
 * The brief by e-mail: its settings (with "Send a test"). Loaded after the page has painted
 * (notifications-route.tsx): its form, controls and schemas are not the page's first paint.
 */
export function BriefDelivery() {
  const settings = useQuery(settingsQuery);
  const settingsId = useId();
  return (
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
  );
}

/** What was sent, the brief and the alerts, on each channel: after the settings and rules. */
export function DeliveryLogSection() {
  const logId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={logId}>
      <Title order={2} fz="h3" id={logId}>
        Delivery log
      </Title>
      <DeliveryLog />
    </Stack>
  );
}
