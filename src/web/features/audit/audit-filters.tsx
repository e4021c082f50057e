import { Group, Select } from '@mantine/core';
import { PlainTextInput } from '../../components/plain-input';
import { useQuery } from '@tanstack/react-query';
import { AUDIT_ACTIONS, AUDIT_OUTCOMES } from '../../../contract/people-values';
import { Button } from '../../components/plain-button';
import { seesTeam } from '../../entities/person/person-access';
import { AUDIT_ACTION_NAMES, AUDIT_OUTCOME_NAMES } from '../../entities/person/audit-names';
import { teamQueryOptions } from '../../entities/person/person-queries';
import { useSessionPerson } from '../../entities/person/use-session-person';
import { restaurantDetailsQueryOptions } from '../../lib/restaurant-details';
import type { AuditParams } from './audit-params';

const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_NAMES[value] }));
const OUTCOME_OPTIONS = AUDIT_OUTCOMES.map((value) => ({
  value,
  label: value === 'pending' ? 'No answer yet' : AUDIT_OUTCOME_NAMES[value],
}));
const combobox = { withinPortal: true };

interface AuditFiltersProps {
  values: AuditParams;
  onChange: (patch: Partial<AuditParams>) => void;
}

/** The log's filters: who, which client, what, how it ended and the dates (all in the URL). */
export function AuditFilters({ values, onChange }: AuditFiltersProps) {
  const { person } = useSessionPerson();
  // Only owners and managers have a team to choose from.
  const team = useQuery({ ...teamQueryOptions(), enabled: !!person && seesTeam(person.role) });
  const details = useQuery(restaurantDetailsQueryOptions());
  const people = (team.data?.people ?? []).map((p) => ({ value: p.id, label: p.name }));
  const clients = (details.data?.restaurantDetails ?? []).map((c) => ({
    value: c.clientId,
    label: c.clientName,
  }));
  const any = Object.values(values).some(Boolean);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {people.length > 0 && (
        <Select
          label="Person"
          placeholder="Anyone"
          data={people}
          value={values.person ?? null}
          onChange={(value) => onChange({ person: value ?? undefined })}
          clearable
          searchable
          comboboxProps={combobox}
          w={200}
        />
      )}
      <Select
        label="Client"
        placeholder="Any client"
        data={clients}
        value={values.forClient ?? null}
        onChange={(value) => onChange({ forClient: value ?? undefined })}
        clearable
        searchable
        comboboxProps={combobox}
        w={200}
      />
      <Select
        label="Action"
        placeholder="Any action"
        data={ACTION_OPTIONS}
        value={values.action || null}
        onChange={(value) => onChange({ action: (value ?? '') as AuditParams['action'] })}
        clearable
        searchable
        comboboxProps={combobox}
        w={240}
      />
      <Select
        label="Outcome"
        placeholder="Any outcome"
        data={OUTCOME_OPTIONS}
        value={values.outcome || null}
        onChange={(value) => onChange({ outcome: (value ?? '') as AuditParams['outcome'] })}
        clearable
        comboboxProps={combobox}
        w={160}
      />
      <PlainTextInput
        label="From"
        type="date"
        value={values.since ?? ''}
        max={values.until}
        onChange={(event) => onChange({ since: event.currentTarget.value || undefined })}
        w={160}
      />
      <PlainTextInput
        label="To"
        type="date"
        value={values.until ?? ''}
        min={values.since}
        onChange={(event) => onChange({ until: event.currentTarget.value || undefined })}
        w={160}
      />
      {any && (
        <Button
          variant="subtle"
          onClick={() =>
            onChange({
              person: undefined,
              forClient: undefined,
              action: '',
              outcome: '',
              since: undefined,
              until: undefined,
            })
          }
        >
          Clear filters
        </Button>
      )}
    </Group>
  );
}
