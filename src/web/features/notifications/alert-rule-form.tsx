import { Checkbox, Group, NumberInput, Select, Stack, type NumberInputProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  alertRuleBody,
  type AlertChannel,
  type AlertCondition,
  type AlertKind,
  type AlertRuleBody,
} from '../../../contract/alerts';
import type { Client } from '../../../contract/listings';
import { FormButtons } from '../../components/form-buttons';
import { WriteFailure } from '../../components/write-failure';
import { selectOnFocus } from '../../lib/select-on-focus';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useSubmitOnce } from '../../lib/use-submit-once';
import { rulesQuery, saveRule } from './alert-requests';
import { ALERT_KIND_LABELS, channelLabel } from './alert-words';
import classes from './sections.module.css';

/** Each kind's starting thresholds, when it is chosen. */
const DEFAULTS: { [K in AlertKind]: Extract<AlertCondition, { kind: K }> } = {
  'low-review': { kind: 'low-review', maxRating: 1 },
  'closing-disputes': { kind: 'closing-disputes', minAmount: 100, withinDays: 3 },
  'short-payout': { kind: 'short-payout', shortAmount: 50, shortPercent: 5 },
  'win-rate': { kind: 'win-rate', belowPercent: 50 },
};

export const newRule = (): AlertRuleBody => ({
  condition: DEFAULTS['low-review'],
  clientIds: [],
  listingIds: [],
  channelIds: ['email'],
  enabled: true,
});

/** A number field's value as the schema reads it: what was typed, a number once it is one. */
const numberOrTyped = (value: string | number) => (value === '' ? '' : value);
/** An optional threshold: empty is none. */
const numberOrNull = (value: string | number) => (value === '' ? null : value);

/**
 * A threshold: a number from 0, not clamped while it is typed (the form says what is wrong); a
 * percentage to one decimal, up to 100, else an amount in cents.
 */
function Threshold({ percent = false, ...props }: NumberInputProps & { percent?: boolean }) {
  return (
    <NumberInput
      clampBehavior="none"
      min={0}
      w={200}
      decimalScale={percent ? 1 : 2}
      {...(percent ? { max: 100 } : {})}
      {...selectOnFocus(props)}
    />
  );
}

/**
 * A rule's form: what to watch and its thresholds, over which clients and stores (none chosen:
 * all of the person's), on which channels. Checked by the contract's schema before it is sent;
 * on a refusal, the fields keep what was typed.
 */
export function AlertRuleForm({
  id,
  initial,
  clients,
  channels,
  onDone,
}: {
  id: string | null;
  initial: AlertRuleBody;
  clients: readonly Client[];
  channels: readonly AlertChannel[];
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<AlertRuleBody, AlertRuleBody>(alertRuleBody, {
    // The rule's own fields only (a saved rule also has its id and times, which the body refuses),
    // and only the channels that still exist.
    initialValues: {
      condition: initial.condition,
      clientIds: initial.clientIds,
      listingIds: initial.listingIds,
      channelIds: initial.channelIds.filter((one) =>
        channels.some((channel) => channel.id === one),
      ),
      enabled: initial.enabled,
    },
  });
  const mutation = useSubmitOnce(
    useMutation({
      mutationFn: saveRule,
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: rulesQuery.queryKey });
        notifications.show({
          color: 'teal',
          title: id === null ? 'Alert rule added' : 'Alert rule saved',
          message: 'It is checked every 15 minutes.',
        });
        onDone();
      },
    }),
  );
  const submit = form.onSubmit((rule) => void mutation.submit({ id, rule }));
  const condition = form.values.condition;
  const chosenClients = clients.filter(
    (client) =>
      form.values.clientIds.length === 0 || form.values.clientIds.includes(client.clientId),
  );
  const stores = chosenClients.flatMap((client) =>
    client.listingDetails.map((listing) => ({
      value: listing.listingId,
      label:
        clients.length > 1
          ? `${listing.restaurantName} (${client.clientName})`
          : listing.restaurantName,
    })),
  );
  const number = (path: string, props: Record<string, unknown> = {}) => {
    const input = form.getInputProps(path);
    return {
      ...input,
      onChange: (value: string | number) =>
        form.setFieldValue(path, props.optional ? numberOrNull(value) : numberOrTyped(value)),
      value: (input.value as number | string | null) ?? '',
    };
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={id === null ? 'New alert rule' : 'Edit alert rule'}
    >
      <Stack gap="sm" maw={640}>
        <WriteFailure title="Could not save the alert rule" error={mutation.error} />
        <Select
          label="Alert me on"
          allowDeselect={false}
          data={Object.entries(ALERT_KIND_LABELS).map(([value, label]) => ({ value, label }))}
          value={condition.kind}
          onChange={(kind) => kind && form.setFieldValue('condition', DEFAULTS[kind as AlertKind])}
          w={{ base: '100%', xs: 360 }}
        />
        {condition.kind === 'low-review' && (
          <Select
            label="Rating"
            allowDeselect={false}
            data={[
              { value: '1', label: 'One star' },
              { value: '2', label: 'One or two stars' },
            ]}
            value={String(condition.maxRating)}
            onChange={(value) => form.setFieldValue('condition.maxRating', value === '2' ? 2 : 1)}
            w={{ base: '100%', xs: 240 }}
          />
        )}
        {condition.kind === 'closing-disputes' && (
          <Group gap="sm" align="flex-start" wrap="wrap">
            <Threshold label="Worth more than ($)" {...number('condition.minAmount')} />
            <Threshold
              label="Closing within (days)"
              max={14}
              allowDecimal={false}
              {...number('condition.withinDays')}
            />
          </Group>
        )}
        {condition.kind === 'short-payout' && (
          <Group gap="sm" align="flex-start" wrap="wrap">
            <Threshold
              label="Short by more than ($)"
              description="Leave empty for none"
              {...number('condition.shortAmount', { optional: true })}
            />
            <Threshold
              label="or by more than (%)"
              description="Leave empty for none"
              percent
              {...number('condition.shortPercent', { optional: true })}
            />
          </Group>
        )}
        {condition.kind === 'win-rate' && (
          <Threshold
            label="Win rate below (%)"
            description="Approved over decided disputes, the last 4 weeks"
            percent
            w={220}
            {...number('condition.belowPercent')}
          />
        )}
        {clients.length > 1 && (
          <Checkbox.Group
            label="Clients"
            description="None chosen: all of yours."
            value={form.values.clientIds}
            onChange={(ids) => {
              form.setFieldValue('clientIds', ids);
              form.setFieldValue('listingIds', []);
            }}
            error={form.errors.clientIds}
          >
            <Group gap="md" mt={6}>
              {clients.map((client) => (
                <Checkbox key={client.clientId} value={client.clientId} label={client.clientName} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        {stores.length > 1 && (
          <Checkbox.Group
            label="Stores"
            description="None chosen: every store."
            value={form.values.listingIds}
            onChange={(ids) => form.setFieldValue('listingIds', ids)}
            error={form.errors.listingIds}
          >
            <div className={classes.stores}>
              {stores.map((store) => (
                <Checkbox key={store.value} value={store.value} label={store.label} />
              ))}
            </div>
          </Checkbox.Group>
        )}
        <Checkbox.Group
          label="Send it to"
          value={form.values.channelIds}
          onChange={(ids) => form.setFieldValue('channelIds', ids)}
          error={form.errors.channelIds}
        >
          <Group gap="md" mt={6}>
            {channels.map((channel) => (
              <Checkbox key={channel.id} value={channel.id} label={channelLabel(channel)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox
          label="On"
          description="Off: the rule is kept and not checked."
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <FormButtons
          submit={id === null ? 'Add the rule' : 'Save the rule'}
          pending={mutation.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
