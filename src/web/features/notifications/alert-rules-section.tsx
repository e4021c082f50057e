import { Badge, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AlertChannel, AlertRule } from '../../../contract/alerts';
import type { Client } from '../../../contract/listings';
import { EmptyState } from '../../components/empty-state';
import { Button } from '../../components/plain-button';
import { ConfirmButton } from '../../components/confirm-button';
import { WriteFailure } from '../../components/write-failure';
import { restaurantDetailsQueryOptions } from '../../lib/restaurant-details';
import { useSubmitOnce } from '../../lib/use-submit-once';
import { channelsQuery, deleteRule, rulesQuery } from './alert-requests';
import { AlertRuleForm, newRule } from './alert-rule-form';
import { channelLabel, conditionWords, whereWords } from './alert-words';
import classes from './sections.module.css';
import { SettingsSection } from './settings-section';

/** One rule: what, where, on which channels; edit it in place, or delete it (asked twice). */
function RuleLine({
  rule,
  clients,
  channels,
}: {
  rule: AlertRule;
  clients: readonly Client[];
  channels: readonly AlertChannel[];
}) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const removal = useSubmitOnce(
    useMutation({
      mutationFn: deleteRule,
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: rulesQuery.queryKey });
        notifications.show({ color: 'teal', title: 'Alert rule deleted', message: '' });
      },
    }),
  );
  const words = conditionWords(rule.condition);
  if (editing)
    return (
      <li className={classes.item}>
        <AlertRuleForm
          id={rule.id}
          initial={rule}
          clients={clients}
          channels={channels}
          onDone={() => setEditing(false)}
        />
      </li>
    );
  const on = rule.channelIds.map((id) => channels.find((channel) => channel.id === id) ?? null);
  return (
    <li className={classes.item} data-rule={rule.condition.kind}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{words}</Text>
          {!rule.enabled && (
            <Badge color="gray" variant="light">
              Off
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {whereWords(rule, clients)} ·{' '}
          {on.map((channel) => (channel ? channelLabel(channel) : 'A removed channel')).join(', ')}
        </Text>
        <WriteFailure title="Could not delete the rule" error={removal.error} />
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            onClick={() => setEditing(true)}
            aria-label={`Edit: ${words}`}
          >
            Edit
          </Button>
          <ConfirmButton
            label="Delete"
            question="Delete this rule?"
            ariaLabel={`Delete: ${words}`}
            pending={removal.isPending}
            onConfirm={() => void removal.submit(rule.id)}
          />
        </Group>
      </Stack>
    </li>
  );
}

/**
 * Alert rules: each person's own, within their scope, checked every 15 minutes; each thing
 * alerted once on the channels a rule lists. Loaded after the page has painted.
 */
export function AlertRulesSection() {
  const rules = useQuery(rulesQuery);
  const channels = useQuery(channelsQuery);
  const clients = useQuery(restaurantDetailsQueryOptions());
  const [adding, setAdding] = useState(false);
  const known = clients.data?.restaurantDetails ?? [];
  const channelList = channels.data?.channels ?? [];
  return (
    <SettingsSection
      title="Alert rules"
      description="Checked every 15 minutes over your clients; each review, dispute or payout is alerted once, with a link to it."
      query={rules}
      errorTitle="Could not load your alert rules"
      loadingLabel="Loading your alert rules…"
    >
      {(data) => (
        <Stack gap="sm">
          {data.rules.length === 0 && !adding ? (
            <EmptyState
              title="No alert rules yet"
              description="Add one to hear of a one-star review, a dispute about to close, a short payout or a falling win rate as it happens."
            />
          ) : (
            <Stack gap="xs" component="ul" className={classes.list} aria-label="Alert rules">
              {data.rules.map((rule) => (
                <RuleLine
                  key={`${rule.id}:${rule.updatedAt}`}
                  rule={rule}
                  clients={known}
                  channels={channelList}
                />
              ))}
            </Stack>
          )}
          {adding ? (
            <div className={classes.item}>
              <AlertRuleForm
                id={null}
                initial={newRule()}
                clients={known}
                channels={channelList}
                onDone={() => setAdding(false)}
              />
            </div>
          ) : (
            <Group>
              <Button onClick={() => setAdding(true)} disabled={channels.isPending}>
                Add an alert rule
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </SettingsSection>
  );
}
