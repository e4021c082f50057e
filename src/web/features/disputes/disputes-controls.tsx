import { Group } from '@mantine/core';
import { Button } from '../../components/plain-button';
import { PlainNativeSelect } from '../../components/plain-input';
import { IconX } from '@tabler/icons-react';
import { channelLabel } from '../../lib/channels';
import { issueName } from '../../lib/display-names';
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
  /** The cell of "What wins" the list is narrowed to ('' none). */
  cell: { category: string; marketplace: string };
  onClearCell: () => void;
}

/** The list's view (a status, open to dispute, or closing soon) and its customer filter. */
export function DisputesControls(props: DisputesControlsProps) {
  const { status, customer, onStatus, onCustomer, cell, onClearCell } = props;
  const narrowed = [
    cell.category && issueName(cell.category),
    cell.marketplace && channelLabel(cell.marketplace),
  ].filter(Boolean);
  return (
    <Group gap="sm" align="flex-end">
      <PlainNativeSelect
        label="Status"
        data={VIEWS}
        value={status}
        onChange={(event) => onStatus(event.currentTarget.value as DisputeListStatus)}
        w={200}
      />
      <CustomerFilter value={customer} onChange={onCustomer} />
      {narrowed.length > 0 && (
        <Button
          variant="light"
          rightSection={<IconX size={14} aria-hidden />}
          onClick={onClearCell}
          aria-label={`Only ${narrowed.join(' on ')}: show every category and marketplace`}
          data-narrowed
        >
          Only {narrowed.join(' on ')}
        </Button>
      )}
    </Group>
  );
}
