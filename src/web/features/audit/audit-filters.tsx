import { Group } from '@mantine/core';
import { Chevron, PlainTextInput } from '../../components/plain-input';
import { useQuery } from '@tanstack/react-query';

import { AUDIT_ACTIONS, AUDIT_OUTCOMES } from '../../../contract/audit-values';
import { Button } from '../../components/plain-button';
import { seesTeam } from '../../entities/person/person-access';
import { AUDIT_ACTION_NAMES, AUDIT_OUTCOME_NAMES } from '../../entities/person/audit-names';
import { teamQueryOptions } from '../../entities/person/person-queries';
import { useSessionPerson } from '../../entities/person/use-session-person';
import { restaurantDetailsQueryOptions } from '../../lib/restaurant-details';
import { lazyAfterPaint, useLoadedAfterPaint } from '../../performance/load-after-paint';
import { Upgraded, useStandInTrigger } from '../../performance/upgraded';
import type { AuditParams } from './audit-params';
import type { AuditSelectProps } from './audit-select';

const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_NAMES[value] }));
const OUTCOME_OPTIONS = AUDIT_OUTCOMES.map((value) => ({
  value,
  label: value === 'pending' ? 'No answer yet' : AUDIT_OUTCOME_NAMES[value],
}));

/*
 * Each select is drawn as a light stand-in of the same size, name and value until it is used: the
 * real one brings Mantine's combobox, popover and floating layer, which the page does not need to
 * draw. Their code loads at the person's first use of the page; using a stand-in (a press, a key, the focus) swaps
 * the real select in and hands over the focus and the open list, as the header's client picker
 * does (app/header-controls.tsx).
 */
const FullSelect = lazyAfterPaint(() =>
  import('./audit-select').then((module) => module.AuditSelect),
);

type Option = { value: string; label: string };
type FilterSelectProps = Omit<AuditSelectProps, 'opened' | 'takeFocus' | 'data' | 'onChange'> & {
  data: readonly Option[];
  onChange: (value: string | null) => void;
};

function FilterSelect(props: FilterSelectProps) {
  const { ready, load } = useLoadedAfterPaint(FullSelect, 'on-use');
  const { used, pressing, triggerProps } = useStandInTrigger(load);
  const { label, placeholder, data, value, w } = props;
  const standIn = (
    <PlainTextInput
      label={label}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      readOnly
      pointer
      value={data.find((option) => option.value === value)?.label ?? ''}
      placeholder={placeholder}
      rightSection={<Chevron />}
      rightSectionPointerEvents="none"
      w={typeof w === 'number' ? w : undefined}
      {...triggerProps}
    />
  );
  return (
    <Upgraded ready={ready && used !== null && !pressing} standIn={standIn}>
      <FullSelect {...props} data={[...data]} opened={used === 'open'} takeFocus={used !== null} />
    </Upgraded>
  );
}

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
        <FilterSelect
          label="Person"
          placeholder="Anyone"
          data={people}
          value={values.person ?? null}
          onChange={(value) => onChange({ person: value ?? undefined })}
          clearable
          searchable
          w={200}
        />
      )}
      <FilterSelect
        label="Client"
        placeholder="Any client"
        data={clients}
        value={values.forClient ?? null}
        onChange={(value) => onChange({ forClient: value ?? undefined })}
        clearable
        searchable
        w={200}
      />
      <FilterSelect
        label="Action"
        placeholder="Any action"
        data={ACTION_OPTIONS}
        value={values.action || null}
        onChange={(value) => onChange({ action: (value ?? '') as AuditParams['action'] })}
        clearable
        searchable
        w={240}
      />
      <FilterSelect
        label="Outcome"
        placeholder="Any outcome"
        data={OUTCOME_OPTIONS}
        value={values.outcome || null}
        onChange={(value) => onChange({ outcome: (value ?? '') as AuditParams['outcome'] })}
        clearable
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
