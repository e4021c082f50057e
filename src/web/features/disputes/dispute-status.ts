import type { MantineColor } from '@mantine/core';
import { DISPUTE_STATUSES, type DisputeStatus } from '../../../contract/constants';
import { DISPUTE_STATUS_NAMES, disputeStatusName, issueName } from '../../lib/display-names';

interface StatusInfo {
  label: string;
  color: MantineColor;
  /** Shown on hover/focus of the status badge. */
  explanation: string;
}

/** Dispute status colours and explanations; their names come from the display-names registry. */
const REGISTRY: Record<DisputeStatus, Omit<StatusInfo, 'label'>> = {
  not_disputed: {
    color: 'gray',
    explanation: 'No dispute has been raised on this charge.',
  },
  pending: {
    color: 'yellow',
    explanation: 'Raised and awaiting the marketplace’s decision.',
  },
  approved: {
    color: 'teal',
    explanation: 'The marketplace accepted the dispute: the amount is refunded.',
  },
  denied: {
    color: 'red',
    explanation: 'The marketplace rejected the dispute: the amount is lost.',
  },
  expired: {
    color: 'orange',
    explanation: 'The dispute window closed before a dispute was raised.',
  },
};

const isKnown = (status: string): status is DisputeStatus =>
  (DISPUTE_STATUSES as readonly string[]).includes(status);

/** A status the upstream adds later still shows, in grey, under its own name. */
export const statusInfo = (status: string): StatusInfo =>
  isKnown(status)
    ? { label: DISPUTE_STATUS_NAMES[status], ...REGISTRY[status] }
    : {
        label: disputeStatusName(status),
        color: 'gray',
        explanation: 'A status this dashboard does not know yet.',
      };

export const STATUS_OPTIONS = DISPUTE_STATUSES.map((status) => ({
  value: status,
  label: DISPUTE_STATUS_NAMES[status],
}));

/** `NEVER_RECEIVED` → `Never received` (the display-names registry). */
export const issueLabel = issueName;
