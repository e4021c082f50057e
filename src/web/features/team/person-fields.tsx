import { MultiSelect, Radio, Select, Stack } from '@mantine/core';
import { PlainTextInput } from '../../components/plain-input';
import { useQuery } from '@tanstack/react-query';
import type { Role } from '../../../contract/people';
import { PRESET_LABELS, type Preset } from '../../../contract/people-values';
import { restaurantDetailsQueryOptions } from '../../lib/restaurant-details';
import type { SchemaForm } from '../../lib/use-schema-form';
import { presetsFor, VIEWER_SCOPES, type PersonValues } from './person-form';

const PRESET_HELP: Record<Preset, string> = {
  owner: 'Everything: every client, the team, the audit log and the partner connection.',
  'account-manager': 'Reads and acts for the clients chosen (an account manager’s book).',
  'group-manager': 'Reads and acts for every store of one client.',
  'store-manager': 'Reads and acts for some stores of one client.',
  viewer: 'Reads only, within what is chosen below.',
};

const VIEWER_SCOPE_LABELS: Record<(typeof VIEWER_SCOPES)[number], string> = {
  all: 'All clients',
  clients: 'Some clients',
  stores: 'Some stores of one client',
};

interface PersonFieldsProps {
  form: SchemaForm<PersonValues>;
  actor: Role;
  /** The invite dialog asks for the email; the edit dialog shows it. */
  withEmail: boolean;
}

/**
 * The person's name (and email), their preset and what it reaches, and the day access ends. The
 * clients offered are those the server lists for the person inviting (their own scope).
 */
export function PersonFields({ form, actor, withEmail }: PersonFieldsProps) {
  const details = useQuery(restaurantDetailsQueryOptions());
  const clients = details.data?.restaurantDetails ?? [];
  const values = form.getValues();
  const { preset, viewerScope, clientId } = values;
  const stores =
    clients
      .find((client) => client.clientId === clientId)
      ?.listingDetails.map((listing) => ({
        value: listing.listingId,
        label: listing.restaurantName,
      })) ?? [];
  const clientOptions = clients.map((client) => ({
    value: client.clientId,
    label: client.clientName,
  }));
  const askClients =
    preset === 'account-manager' || (preset === 'viewer' && viewerScope === 'clients');
  const askStores = preset === 'store-manager' || (preset === 'viewer' && viewerScope === 'stores');
  const loading = details.isPending ? 'Loading clients…' : undefined;
  // What the three pickers share; the two of clients also their options.
  const picker = { required: true, searchable: true, comboboxProps: { withinPortal: true } };
  const clientPicker = { ...picker, data: clientOptions };

  return (
    <Stack gap="sm">
      {withEmail && (
        <PlainTextInput
          label="Email"
          type="email"
          required
          autoComplete="off"
          data-autofocus
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
      )}
      <PlainTextInput
        label="Name"
        required
        autoComplete="off"
        data-autofocus={withEmail ? undefined : true}
        key={form.key('name')}
        {...form.getInputProps('name')}
      />
      <Radio.Group
        label="Access"
        required
        key={form.key('preset')}
        {...form.getInputProps('preset')}
      >
        <Stack gap={6} mt={4}>
          {presetsFor(actor).map((option) => (
            <Radio
              key={option}
              value={option}
              label={PRESET_LABELS[option]}
              description={PRESET_HELP[option]}
            />
          ))}
        </Stack>
      </Radio.Group>
      {preset === 'viewer' && (
        <Radio.Group
          label="The viewer sees"
          key={form.key('viewerScope')}
          {...form.getInputProps('viewerScope')}
        >
          <Stack gap={6} mt={4}>
            {VIEWER_SCOPES.filter((scope) => scope !== 'all' || actor === 'owner').map((scope) => (
              <Radio key={scope} value={scope} label={VIEWER_SCOPE_LABELS[scope]} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {askClients && (
        <MultiSelect
          label="Clients"
          {...clientPicker}
          placeholder={loading ?? 'Choose clients'}
          key={form.key('clientIds')}
          {...form.getInputProps('clientIds')}
        />
      )}
      {(preset === 'group-manager' || askStores) && (
        <Select
          label="Client"
          {...clientPicker}
          placeholder={loading ?? 'Choose a client'}
          key={form.key('clientId')}
          {...form.getInputProps('clientId')}
          onChange={(value) => {
            form.setFieldValue('clientId', value);
            form.setFieldValue('listingIds', []);
          }}
        />
      )}
      {askStores && (
        <MultiSelect
          label="Stores"
          {...picker}
          disabled={!clientId}
          placeholder={clientId ? 'Choose stores' : 'Choose a client first'}
          data={stores}
          key={form.key('listingIds')}
          {...form.getInputProps('listingIds')}
        />
      )}
      <PlainTextInput
        label="Access until (optional; access ends at the start of this day, UTC)"
        type="date"
        key={form.key('until')}
        {...form.getInputProps('until')}
      />
    </Stack>
  );
}
