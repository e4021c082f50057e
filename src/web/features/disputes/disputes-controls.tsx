import { Group, Select } from '@mantine/core';
import { CustomerFilter } from '../../components/search-input';
import type { DisputeListStatus } from '../../entities/dispute/dispute-params';
import { STATUS_OPTIONS } from './dispute-status';

const VIEWS = [
  { value: 'all', label: 'All statuses' },
  { value: 'closing', label: 'Closing soon' },
  { value: 'open', label: 'Open to dispute' },
  ...STATUS_OPTIONS,
];

interface DisputesControlsProps {
  status: DisputeListStatus;
  customer: string;
  onStatus: (status: DisputeListStatus) => void;
  onCustomer: (customer: string) => void;
}

/** The list's view (a status, open to dispute, or closing soon) and its customer filter. */
export function DisputesControls({
  status,
  customer,
  onStatus,
  onCustomer,
}: DisputesControlsProps) {
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label="Status"
        data={VIEWS}
        value={status}
        onChange={(next) => next && onStatus(next as DisputeListStatus)}
        allowDeselect={false}
        w={200}
      />
      <CustomerFilter value={customer} onChange={onCustomer} />
    </Group>
  );
}
